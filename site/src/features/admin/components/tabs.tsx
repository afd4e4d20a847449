import { type KeyboardEvent, type ReactNode, useRef } from 'react';

interface TabDef<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel ids (unique per page). */
  idPrefix: string;
  tabs: readonly TabDef<T>[];
  value: T;
  onChange(value: T): void;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * Where a key moves in a list of `count` tabs from `index`: the arrows along it (wrapping round;
 * up and down too in a `vertical` list), Home and End; -1 for any other key.
 */
export function tabMove(key: string, index: number, count: number, vertical = false): number {
  const last = count - 1;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return -1;
}

interface TabButtonProps {
  idPrefix: string;
  id: string;
  selected: boolean;
  className: string;
  /** The id of what describes the tab beyond its name (a section's count). */
  describedBy?: string | undefined;
  onSelect(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
  children: ReactNode;
}

/** One tab of a tab list: only the selected one is in the Tab order; it names the panel it shows. */
export function TabButton({
  idPrefix,
  id,
  selected,
  className,
  describedBy,
  onSelect,
  onKeyDown,
  children,
}: TabButtonProps) {
  return (
    <button
      type="button"
      role="tab"
      id={tabId(idPrefix, id)}
      aria-selected={selected}
      aria-controls={panelId(idPrefix, id)}
      aria-describedby={describedBy}
      tabIndex={selected ? 0 : -1}
      className={className}
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}

/** WAI-ARIA tabs: one tab in the Tab order, arrows / Home / End move and activate. */
export function Tabs<T extends string>({ label, idPrefix, tabs, value, onChange }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabMove(event.key, index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, tab.id))}`)?.focus();
  };
  return (
    <div className="admin-tabs" role="tablist" aria-label={label} ref={listRef}>
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <TabButton
            key={tab.id}
            idPrefix={idPrefix}
            id={tab.id}
            selected={selected}
            className="admin-tab"
            onSelect={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </TabButton>
        );
      })}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      className="admin-tabpanel"
    >
      {children}
    </div>
  );
}
