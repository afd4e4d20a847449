import { type KeyboardEvent, useRef } from 'react';
import { TabButton, tabId, tabMove } from '../components/tabs.tsx';
import { useAdminStores, useNavigation } from '../stores/use-admin-stores.ts';
import { ADMIN_SECTIONS, type AdminSection, type SectionId } from './admin-sections.ts';

export const SECTION_PREFIX = 'admin-section';
const SECTIONS: readonly (AdminSection & { id: SectionId })[] = ADMIN_SECTIONS;
const countId = (section: AdminSection) => `${tabId(SECTION_PREFIX, section.id)}-count`;

/** The optional number beside a section's label; what it means is the tab's description. */
function SectionCount({ section, useCount }: { section: AdminSection; useCount: () => number | undefined }) {
  const count = useCount();
  return (
    <>
      {count === undefined ? null : (
        <span className="admin-count" aria-hidden="true">
          {count}
        </span>
      )}
      <span id={countId(section)} hidden>
        {count === undefined ? '' : (section.countLabel?.(count) ?? String(count))}
      </span>
    </>
  );
}

/**
 * The workspace's sidebar: one tab per section of the registry (a vertical tab list; a row that
 * scrolls sideways on a phone). A tab's name is its label alone, its count is its description.
 * Moving to another section asks first when an editor holds unsaved work (the leave guard).
 */
export function SectionNav() {
  const { leaving } = useAdminStores();
  const section = useNavigation((s) => s.section);
  const listRef = useRef<HTMLDivElement>(null);

  const open = async (target: (typeof SECTIONS)[number], focus: boolean) => {
    if (!(await leaving.goTo(target.id))) return;
    if (focus)
      listRef.current
        ?.querySelector<HTMLElement>(`#${CSS.escape(tabId(SECTION_PREFIX, target.id))}`)
        ?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = SECTIONS[tabMove(event.key, index, SECTIONS.length, true)];
    if (!next) return;
    event.preventDefault();
    void open(next, true);
  };

  return (
    <div className="admin-sidebar">
      <div
        className="admin-section-list"
        role="tablist"
        aria-label="Admin sections"
        aria-orientation="vertical"
        ref={listRef}
      >
        {SECTIONS.map((s, index) => {
          const selected = s.id === section;
          return (
            <TabButton
              key={s.id}
              idPrefix={SECTION_PREFIX}
              id={s.id}
              selected={selected}
              className="admin-section-tab"
              describedBy={s.useCount ? countId(s) : undefined}
              onSelect={() => void open(s, false)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span>{s.label}</span>
              {s.useCount ? <SectionCount section={s} useCount={s.useCount} /> : null}
            </TabButton>
          );
        })}
      </div>
    </div>
  );
}
