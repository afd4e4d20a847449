import { join } from 'node:path';
import { type BrowserWindow, type Rectangle, screen } from 'electron';
import { z } from 'zod';
import { readJsonFile, writeJsonFile } from '../sync/atomic-file.ts';

const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().min(400).max(20_000),
  height: z.number().int().min(300).max(20_000),
  maximized: z.boolean().default(false),
});
type WindowState = z.infer<typeof boundsSchema>;

const DEFAULT = { width: 1280, height: 860 };

/** Whether at least a corner of the window would be on a screen that is connected now. */
function visible(bounds: Rectangle): boolean {
  return screen.getAllDisplays().some(({ workArea: a }) => {
    const overlapX = Math.min(bounds.x + bounds.width, a.x + a.width) - Math.max(bounds.x, a.x);
    const overlapY = Math.min(bounds.y + bounds.height, a.y + a.height) - Math.max(bounds.y, a.y);
    return overlapX > 100 && overlapY > 100;
  });
}

/** The window's size and place from the last run (falling back when that screen is gone). */
export async function loadWindowState(dir: string): Promise<Partial<WindowState> & typeof DEFAULT> {
  const saved = await readJsonFile(join(dir, 'window-state.json'), boundsSchema);
  return saved && visible(saved) ? saved : DEFAULT;
}

/** Saves the window's normal bounds whenever they settle, and on close. */
export function trackWindowState(win: BrowserWindow, dir: string): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    if (win.isDestroyed() || win.isMinimized()) return;
    const bounds = win.getNormalBounds();
    void writeJsonFile(join(dir, 'window-state.json'), { ...bounds, maximized: win.isMaximized() }).catch(
      () => {
        // Losing the window position is not worth bothering the owner about.
      },
    );
  };
  const later = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, 500);
  };
  win.on('resize', later);
  win.on('move', later);
  win.on('close', () => {
    if (timer) clearTimeout(timer);
    save();
  });
}
