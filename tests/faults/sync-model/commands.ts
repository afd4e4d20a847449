import fc from 'fast-check';
import { KEYS } from './model-world.ts';
import { OwnerCreate, OwnerDelete, OwnerEdit, Resolve } from './owner-steps.ts';
import type { Step } from './step.ts';
import {
  BrowserDelete,
  BrowserEdit,
  killApp,
  killServer,
  networkBack,
  networkDown,
  onNextWrite,
  serverAnswers,
  serverUp,
  sessionExpires,
  signInIfNeeded,
  syncNow,
} from './world-steps.ts';

const k = fc.nat(KEYS.length - 1);
const pick = fc.nat(7);

/**
 * The steps a schedule is drawn from, weighted: owner changes most, every fault in the mix.
 * The steps that SIGKILL a process weigh 1 each; `calm` multiplies the weight of every other
 * step, since each restart costs a second or more: 4 in `npm test` (a server kill in about one
 * schedule in fifteen), 1 in the soak (about one in four).
 */
export function stepsWith(calm: number): fc.Arbitrary<Step>[] {
  const w = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight: weight * calm, arbitrary });
  const restart = <T>(arbitrary: fc.Arbitrary<T>) => ({ weight: 1, arbitrary });
  return [
    fc.oneof(
      w(
        6,
        fc.tuple(k, pick).map(([a, b]): Step => new OwnerEdit(a, b)),
      ),
      w(
        2,
        fc.tuple(k, pick).map(([a, b]): Step => new OwnerDelete(a, b)),
      ),
      w(
        2,
        k.map((a): Step => new OwnerCreate(a, false)),
      ),
      w(1, fc.constant<Step>(new OwnerCreate(0, true))),
      w(
        4,
        fc.tuple(k, pick).map(([a, b]): Step => new BrowserEdit(a, b)),
      ),
      w(
        2,
        fc.tuple(k, pick).map(([a, b]): Step => new BrowserDelete(a, b)),
      ),
      w(3, fc.constant<Step>(networkDown())),
      w(2, fc.constant<Step>(networkBack())),
      w(
        2,
        fc
          .tuple(fc.constantFrom(429 as const, 503 as const), fc.integer({ min: 1, max: 3 }))
          .map(([status, count]): Step => serverAnswers(status, count)),
      ),
      w(
        1,
        fc.integer({ min: 1, max: 4 }).map((count): Step => sessionExpires(count)),
      ),
      restart(fc.constant<Step>(killApp())),
      restart(fc.constant<Step>(onNextWrite('kill-app-after-answer'))),
      restart(fc.constant<Step>(onNextWrite('kill-server-after-answer'))),
      restart(fc.constant<Step>(killServer())),
      w(1, fc.constant<Step>(serverUp())),
      w(4, fc.constant<Step>(syncNow())),
      w(1, fc.constant<Step>(signInIfNeeded())),
      w(
        2,
        fc.tuple(fc.boolean(), pick).map(([mine, p]): Step => new Resolve(mine, p)),
      ),
    ),
  ];
}
