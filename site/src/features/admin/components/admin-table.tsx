import { type ReactNode, type RefObject, useLayoutEffect, useRef } from 'react';

interface RowAction<Row> {
  /** The button's word, and its column's header for screen readers ("Remove", "Restore"). */
  label: string;
  /** What the button is said to act on: "Remove ada@example.com". */
  name(row: Row): string;
  busy(row: Row): boolean;
  run(row: Row): void;
  danger?: boolean;
}

interface AdminTableProps<Row> {
  /** Said to screen readers before the table; the section's heading says it to everyone else. */
  caption: string;
  columns: string[];
  rows: Row[];
  rowKey(row: Row, index: number): string | number;
  /** One cell per column. */
  cells(row: Row): ReactNode[];
  /** A last column with one button per row. */
  action?: RowAction<Row>;
}

/** A phone shows every table as cards, whatever fits. */
const PHONE = '(max-width: 40rem)';
const STACKED = 'admin-table-wrap--stacked';

/**
 * Shows the table as cards (a card per row, each cell labelled) on a phone, or wherever its columns
 * do not fit its frame, so no table scrolls sideways. Measured as a table after every render and
 * whenever the frame's width changes; the class is set on the element itself, so measuring never
 * costs a render.
 */
function useCardsWhenNarrow(frame: RefObject<HTMLDivElement | null>) {
  const fit = useRef<(force: boolean) => void>(() => {});
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined' || typeof matchMedia !== 'function') return;
    const phone = matchMedia(PHONE);
    let width = -1;
    fit.current = (force) => {
      // A change of height (the cards' own) is not a change of room.
      if (!force && element.clientWidth === width) return;
      width = element.clientWidth;
      element.classList.remove(STACKED);
      element.classList.toggle(STACKED, phone.matches || element.scrollWidth > element.clientWidth + 1);
    };
    const observer = new ResizeObserver(() => fit.current(false));
    observer.observe(element);
    const onPhone = () => fit.current(true);
    phone.addEventListener('change', onPhone);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', onPhone);
    };
  }, [frame]);
  // Other rows may need other room.
  useLayoutEffect(() => fit.current(true));
}

/**
 * The admin's tables. Every cell carries its column's name (data-label): a narrow screen shows each
 * row as a card with labelled lines, and so does a wider screen when the columns do not fit.
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey, cells, action }: AdminTableProps<Row>) {
  const frame = useRef<HTMLDivElement>(null);
  useCardsWhenNarrow(frame);
  return (
    <div ref={frame} className="admin-table-wrap">
      <table className="admin-table">
        <caption className="admin-sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
            {action ? (
              <th scope="col">
                <span className="admin-sr-only">{action.label}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {cells(row).map((cell, j) => (
                <td data-label={columns[j]} key={columns[j]}>
                  {cell}
                </td>
              ))}
              {action ? (
                <td>
                  <button
                    type="button"
                    className={`admin-button admin-button--outline admin-button--small${action.danger ? ' admin-button--danger' : ''}`}
                    aria-label={`${action.label} ${action.name(row)}`}
                    aria-disabled={action.busy(row) || undefined}
                    onClick={() => action.busy(row) || action.run(row)}
                  >
                    {action.label}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
