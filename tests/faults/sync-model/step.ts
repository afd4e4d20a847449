import type fc from 'fast-check';
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
