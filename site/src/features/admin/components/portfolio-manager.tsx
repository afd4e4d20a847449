import { useEffect, useRef } from 'react';
import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import type { ViewMode } from '../stores/editor-store.ts';
import { useAdminStores, useEditor } from '../stores/use-admin-stores.ts';
import { ItemForm } from './item-form.tsx';
import { ItemList } from './item-list.tsx';
import { ServiceList } from './service-list.tsx';
import { TabPanel, tabId, Tabs } from './tabs.tsx';

const PREFIX = 'admin-items';

/** Spec section 2 items 5-7: the service list on the left, Manage Items / Add New on the right. */
export function PortfolioManager() {
  const { editor } = useAdminStores();
  const viewMode = useEditor((s) => s.viewMode);
  const editing = useEditor((s) => s.editing !== null);
  const previous = useRef<ViewMode>(viewMode);

  // Back on the list after a save or cancel, the button that had focus is gone: land on the tab.
  useEffect(() => {
    const lostFocus = !document.activeElement || document.activeElement === document.body;
    if (previous.current === 'add' && viewMode === 'manage' && lostFocus) {
      document.getElementById(tabId(PREFIX, 'manage'))?.focus();
    }
    previous.current = viewMode;
  }, [viewMode]);

  const tabs = [
    { id: 'manage', label: DASHBOARD_TEXTS.manageTab },
    { id: 'add', label: editing ? DASHBOARD_TEXTS.editTab : DASHBOARD_TEXTS.addTab },
  ] as const;
  return (
    <div className="admin-portfolio">
      <ServiceList />
      <div className="admin-card admin-portfolio-main">
        <Tabs
          label="Portfolio items"
          idPrefix={PREFIX}
          tabs={tabs}
          value={viewMode}
          onChange={(mode) => editor.getState().setViewMode(mode)}
        />
        <TabPanel idPrefix={PREFIX} id={viewMode}>
          {viewMode === 'manage' ? <ItemList /> : <ItemForm />}
        </TabPanel>
      </div>
    </div>
  );
}
