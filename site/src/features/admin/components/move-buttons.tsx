interface MoveButtonsProps {
  /** What is moved, for the buttons' names ("Move photo 2 up"). */
  name: string;
  index: number;
  count: number;
  move(from: number, to: number): void;
  onRemove(): void;
}

/** Move up / Move down / Remove beside one item of a reorderable list: the keyboard's way to drag. */
export function MoveButtons({ name, index, count, move, onRemove }: MoveButtonsProps) {
  return (
    <div className="admin-move-buttons">
      <button
        type="button"
        className="admin-button admin-button--outline admin-button--small"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(index, index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="admin-button admin-button--outline admin-button--small"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => move(index, index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="admin-button admin-button--danger admin-button--small"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        Remove
      </button>
    </div>
  );
}
