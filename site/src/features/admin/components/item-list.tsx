import { type DragEvent, useState } from 'react';
import { findCollection, type PortfolioItem } from '#shared/schemas/portfolio.ts';
import { DASHBOARD_TEXTS } from '../lib/admin-texts.ts';
import { useAdminStores, usePortfolio } from '../stores/use-admin-stores.ts';
import { ItemRow, moveButtonId } from './item-row.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';

const NO_ITEMS: PortfolioItem[] = [];

/** Spec section 2 item 6, plus the saved order: drag a row, or use its move buttons. */
export function ItemList() {
  const { portfolio, editor } = useAdminStores();
  const key = usePortfolio((s) => s.activeService);
  const items = usePortfolio((s) => s.data?.[s.activeService] ?? NO_ITEMS);
  const label = findCollection(key)?.label ?? key;
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);

  const headingRef = useFocusAfterRemoval(items.length);

  const move = async (item: PortfolioItem, direction: -1 | 1) => {
    const from = items.indexOf(item);
    await portfolio.getState().moveItem(key, item.id, from + direction);
    // Keep the keyboard where it was; at either end that button is disabled, so use the other.
    const to = from + direction;
    const atEdge = to === 0 || to === items.length - 1;
    const which = atEdge ? (direction === -1 ? 'down' : 'up') : direction === -1 ? 'up' : 'down';
    document.getElementById(moveButtonId(item.id, which))?.focus();
  };

  const onDragOver = (event: DragEvent, index: number) => {
    if (!dragId) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setDropIndex(index);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragId) void portfolio.getState().moveItem(key, dragId, index);
    setDragId(null);
    setDropIndex(null);
  };

  return (
    <div className="admin-items">
      <div className="admin-items-head">
        <h3 ref={headingRef} tabIndex={-1}>
          {DASHBOARD_TEXTS.portfolioHeading(label)}
        </h3>
        <p className="admin-count-text">
          {items.length} {items.length === 1 ? 'item' : 'items'}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="admin-empty">{DASHBOARD_TEXTS.empty}</p>
      ) : (
        <>
          <p className="admin-hint" id="admin-reorder-hint">
            Drag items, or use their arrow buttons, to set the order of the public gallery.
          </p>
          <ol className="admin-item-list" aria-label={`${label} items`}>
            {items.map((item, index) => (
              <ItemRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                dragging={dragId === item.id}
                dropTarget={dropIndex === index && dragId !== item.id}
                onDragStart={() => setDragId(item.id)}
                onDragEnd={() => {
                  setDragId(null);
                  setDropIndex(null);
                }}
                onDragOver={(event) => onDragOver(event, index)}
                onDrop={(event) => onDrop(event, index)}
                onMove={(direction) => void move(item, direction)}
                onEdit={() => editor.getState().startEdit(item)}
                onDelete={() => void portfolio.getState().deleteItem(key, item)}
              />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
