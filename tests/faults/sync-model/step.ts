import type fc from 'fast-check';
import { KEYS, type ModelKey } from './model-kinds.ts';
import type { Schedule } from './schedule.ts';

/** A step of a schedule. The model is the schedule's log; invariants are checked after the last step. */
export type Step = fc.AsyncCommand<Schedule, Schedule>;

export abstract class StepBase implements Step {
  check(): boolean {
    return true;
  }
  abstract run(_model: Schedule, s: Schedule): Promise<void>;
  abstract toString(): string;
}

export const keyName = (k: number): ModelKey => KEYS[k % KEYS.length]!;

/** The `pick`-th of `items`, round the list (none when there are none). */
export const picked = <T>(items: readonly T[] | undefined, pick: number): T | undefined =>
  items?.[pick % Math.max(1, items.length)];

/**
 * A step on one item, drawn as two numbers: `k` names the list, `pick` the item in it. What the
 * owner and the browser do to an item share this, so both pick the same way.
 */
export abstract class ItemStep extends StepBase {
  readonly k: number;
  readonly pick: number;
  /** The step's name in a failing schedule's printout. */
  protected abstract readonly name: string;
  constructor(k: number, pick: number) {
    super();
    this.k = k;
    this.pick = pick;
  }
  get key(): ModelKey {
    return keyName(this.k);
  }
  toString() {
    return `${this.name}(${this.key}, #${this.pick})`;
  }
}
