import type { ReactNode } from 'react';

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
  caption?: string;
  columns: string[];
  rows: Row[];
  rowKey(row: Row, index: number): string | number;
  /** One cell per column. */
  cells(row: Row): ReactNode[];
  /** A last column with one button per row. */
  action?: RowAction<Row>;
}

/**
 * The admin's tables. Every cell carries its column's name (data-label): a narrow screen shows each
 * row as a card with labelled lines.
 */
export function AdminTable<Row>({ caption, columns, rows, rowKey, cells, action }: AdminTableProps<Row>) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        {caption ? <caption className="admin-sr-only">{caption}</caption> : null}
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
