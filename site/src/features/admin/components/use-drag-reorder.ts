import { type DragEvent, useState } from 'react';

/**
 * Drag-to-reorder for a list: spread `itemProps(index)` on each item. The move buttons beside
 * each item do the same by keyboard; both call `move(from, to)`.
 */
export function useDragReorder(move: (from: number, to: number) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const itemProps = (index: number) => ({
    draggable: true,
    'data-drag-over': over === index ? 'true' : undefined,
    onDragStart(event: DragEvent) {
      setDragged(index);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver(event: DragEvent) {
      if (dragged === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop(event: DragEvent) {
      event.preventDefault();
      if (dragged !== null && dragged !== index) move(dragged, index);
      setDragged(null);
      setOver(null);
    },
    onDragEnd() {
      setDragged(null);
      setOver(null);
    },
  });
  return { itemProps };
}
