import { useRef, useState } from 'react';

interface MoveButtonsProps {
  /** What is moved, for the buttons' names ("Move photo 2 up"). */
  name: string;
  index: number;
  count: number;
  move(from: number, to: number): void;
  onRemove(): void;
  /** Tells screen readers what a press did (the list's MoveStatus). */
  say(text: string): void;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * After a press, the list has changed under the button: the keyboard goes with the item moved (to
 * its other arrow at either end, where the pressed one is disabled), or, after Remove, to the Remove
 * of the item now in its place, the one before, or the list's add button when none is left.
 */
function focusAfter(list: HTMLElement | null | undefined, at: number, order: ('up' | 'down' | 'remove')[]) {
  requestAnimationFrame(() => {
    const item = list?.children[Math.min(at, (list?.children.length ?? 0) - 1)];
    const buttons = item?.querySelectorAll<HTMLButtonElement>('.admin-move-buttons button');
    const byRole = { up: buttons?.[0], down: buttons?.[1], remove: buttons?.[2] };
    const target =
      order.map((which) => byRole[which]).find((button) => button && !button.disabled) ??
      list?.parentElement?.querySelector<HTMLElement>(':scope > ol ~ button, :scope > ol ~ * button');
    target?.focus();
  });
}

/** Move up / Move down / Remove beside one item of a reorderable list: the keyboard's way to drag. */
export function MoveButtons({ name, index, count, move, onRemove, say }: MoveButtonsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const list = () => ref.current?.closest('ol');
  const moveTo = (to: number) => {
    const ol = list();
    move(index, to);
    say(`${capital(name)} is now number ${to + 1} of ${count}`);
    focusAfter(ol, to, to < index ? ['up', 'down'] : ['down', 'up']);
  };
  const remove = () => {
    const ol = list();
    onRemove();
    say(`${capital(name)} removed`);
    focusAfter(ol, index, ['remove']);
  };
  return (
    <div className="admin-move-buttons" ref={ref}>
      <button
        type="button"
        className="admin-button admin-button--outline admin-button--small"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => moveTo(index - 1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="admin-button admin-button--outline admin-button--small"
        aria-label={`Move ${name} down`}
        disabled={index === count - 1}
        onClick={() => moveTo(index + 1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="admin-button admin-button--danger admin-button--small"
        aria-label={`Remove ${name}`}
        onClick={remove}
      >
        Remove
      </button>
    </div>
  );
}

/** What the list's MoveButtons last did, and the way for them to say it. */
export function useMoveStatus(): [string, (text: string) => void] {
  return useState('');
}

/** The list's live line for screen readers: where a moved item went, which one was removed. */
export function MoveStatus({ text }: { text: string }) {
  return (
    <p className="admin-sr-only" role="status">
      {text}
    </p>
  );
}
