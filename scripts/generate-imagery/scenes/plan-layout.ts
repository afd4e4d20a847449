import type { Rng } from '../seeded-random.ts';

/** A room rectangle in plan units (metres) with a label; rooms tile the footprint exactly. */
export type Room = { x: number; y: number; w: number; h: number; name: string };

const NAMES = [
  'Living',
  'Kitchen',
  'Dining',
  'Primary Bed',
  'Bedroom 2',
  'Bath',
  'Office',
  'Bedroom 3',
  'Laundry',
  'Ensuite',
  'Den',
  'Foyer',
];

/** Splits the footprint recursively (larger side first) so the result reads like a real plan. */
export function planLayout(rng: Rng, width: number, depth: number, count: number): Room[] {
  let rooms: Omit<Room, 'name'>[] = [{ x: 0, y: 0, w: width, h: depth }];
  while (rooms.length < count) {
    rooms.sort((a, b) => b.w * b.h - a.w * a.h);
    const r = rooms.shift()!;
    const t = rng.range(0.38, 0.62);
    if (r.w >= r.h) rooms.push({ ...r, w: r.w * t }, { ...r, x: r.x + r.w * t, w: r.w * (1 - t) });
    else rooms.push({ ...r, h: r.h * t }, { ...r, y: r.y + r.h * t, h: r.h * (1 - t) });
  }
  rooms = rooms.sort((a, b) => b.w * b.h - a.w * a.h);
  return rooms.map((r, i) => ({ ...r, name: NAMES[i % NAMES.length]! }));
}
