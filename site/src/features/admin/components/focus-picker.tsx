import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { focusPosition } from '#shared/media/focus-position.ts';
import { socialCropPosition } from '#shared/media/social-crop.ts';
import { FOCUS_FINE_STEP, FOCUS_STEP, focusAt, moveFocus, type PictureForm } from '../lib/picture-form.ts';

type Focus = PictureForm['focus'];

interface FocusPickerProps {
  /** The picture's address as the admin can load it (platform.mediaUrl). */
  src: string;
  focus: Focus;
  onChange(focus: Focus): void;
}

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const percent = (n: number) => `${Math.round(n * 100)}%`;

/**
 * The focal point of a picture (docs/pictures.md): click or drag on the picture, or move it with
 * the arrow keys (Shift for a finer step). The crops the pages draw keep it in view; the previews
 * beside it show the desktop and mobile hero crops as they will be, and the social image the
 * server cuts around the point (shared/media/social-crop.ts), once the picture's size is known.
 */
export function FocusPicker({ src, focus, onChange }: FocusPickerProps) {
  const frame = useRef<HTMLButtonElement>(null);
  const dragging = useRef(false);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const place = (event: PointerEvent<HTMLButtonElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (box && box.width > 0 && box.height > 0) onChange(focusAt(box, event.clientX, event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const step = event.shiftKey ? FOCUS_FINE_STEP : FOCUS_STEP;
    onChange(moveFocus(focus, move[0] * step, move[1] * step));
  };
  const where = `${percent(focus.x)} from the left, ${percent(focus.y)} from the top`;
  return (
    <div className="admin-focus">
      <p className="admin-field-label" id="picture-focus-label">
        Focal point
      </p>
      <p className="admin-hint" id="picture-focus-hint">
        Click or drag on the picture, or use the arrow keys, to mark what every crop must keep in view.
      </p>
      {/* A button: focusable and announced as a control; the arrow keys and the pointer move the point. */}
      <button
        ref={frame}
        type="button"
        className="admin-focus-frame"
        aria-labelledby="picture-focus-label picture-focus-value"
        aria-describedby="picture-focus-hint"
        data-testid="focus-picker"
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          dragging.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
          place(event);
        }}
        onPointerMove={(event) => {
          if (dragging.current) place(event);
        }}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onPointerCancel={() => {
          dragging.current = false;
        }}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            setSize(width > 0 && height > 0 ? { width, height } : null);
          }}
        />
        <span className="admin-focus-marker" style={{ left: percent(focus.x), top: percent(focus.y) }} />
      </button>
      <p id="picture-focus-value" className="admin-hint" aria-live="polite">
        Focal point: {where}.
      </p>
      <div className="admin-focus-previews">
        <figure className="admin-focus-preview admin-focus-preview--desktop">
          <img src={src} alt="" style={{ objectPosition: focusPosition(focus) }} data-testid="crop-desktop" />
          <figcaption>Desktop crop</figcaption>
        </figure>
        <figure className="admin-focus-preview admin-focus-preview--mobile">
          <img src={src} alt="" style={{ objectPosition: focusPosition(focus) }} data-testid="crop-mobile" />
          <figcaption>Mobile crop</figcaption>
        </figure>
        {size ? (
          <figure className="admin-focus-preview admin-focus-preview--social">
            <img
              src={src}
              alt=""
              style={{ objectPosition: socialCropPosition(size.width, size.height, focus) }}
              data-testid="crop-social"
            />
            <figcaption>Link preview (social image)</figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  );
}
