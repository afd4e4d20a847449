import { isNetworkError } from '../../../admin-desktop/src/sync/http-transport.ts';
import type { WriteFault } from './fault-proxy.ts';
import { ownerCall } from './model-world.ts';
import { browserCalls, itemBody, type ModelItem, type ModelKey } from './model-kinds.ts';
import type { Schedule } from './schedule.ts';
import { ItemStep, picked, StepBase } from './step.ts';

/** What happens around the owner: a browser editing the same items, and every fault. */

/**
 * This schedule's items of `key` as the browser reads them. The app replays its queue in the
 * background (after a restart, a sign-in, the network coming back), so a `kill-server-after-answer`
 * set by an earlier step can take the server down in the middle of a browser step: the browser
 * then finds the site down, as a real one would, and does nothing (none: undefined).
 */
async function browserItems(s: Schedule, key: ModelKey): Promise<ModelItem[] | undefined> {
  try {
    return (await s.world.serverItems(key)).filter((i) => s.ids.has(i.id));
  } catch (error) {
    if (isNetworkError(error)) return undefined;
    throw error;
  }
}

export class BrowserEdit extends ItemStep {
  protected readonly name = 'browserEdit';
  async run(_m: Schedule, s: Schedule) {
    if (!s.world.site.running) return;
    const key = this.key;
    const item = picked(await browserItems(s, key), this.pick);
    if (!item) return;
    const title = s.marker('b');
    try {
      const stored = await browserCalls.update(s.world.browser, key, {
        id: item.id,
        version: item.version,
        ...itemBody(key, title, item.id),
        src: item.src,
      });
      s.browserWrites.push({
        kind: 'update',
        itemId: item.id,
        title,
        version: stored.version,
        at: Date.now(),
      });
    } catch (error) {
      // Changed or deleted by a replay in between: the browser was told, nothing written. But a
      // server killed under the write may have applied it before dying: the audit trail tells.
      if (isNetworkError(error)) {
        const write = { itemId: item.id, title, basedOn: item.version, version: item.version + 1 };
        s.browserWrites.push({ kind: 'update', ...write, at: Date.now(), uncertain: true });
      }
    }
  }
}

export class BrowserDelete extends ItemStep {
  protected readonly name = 'browserDelete';
  async run(_m: Schedule, s: Schedule) {
    if (!s.world.site.running) return;
    // No waiting for the app: its deletes name the version they were made on (?version=), so a
    // browser edit landing between the app's check and its delete is a conflict, never lost.
    const item = picked(await browserItems(s, this.key), this.pick);
    if (!item) return;
    try {
      await browserCalls.remove(s.world.browser, this.key, item.id);
      s.browserWrites.push({ kind: 'delete', itemId: item.id, at: Date.now() });
    } catch (error) {
      // Gone already; or the server was killed under the delete, which it may have applied.
      if (isNetworkError(error))
        s.browserWrites.push({ kind: 'delete', itemId: item.id, at: Date.now(), uncertain: true });
    }
  }
}

/** A step that does one thing to the world, named as a failing schedule prints it. */
class WorldStep extends StepBase {
  readonly label: string;
  readonly act: (s: Schedule) => unknown;
  constructor(label: string, act: (s: Schedule) => unknown) {
    super();
    this.label = label;
    this.act = act;
  }
  async run(_m: Schedule, s: Schedule) {
    await this.act(s);
  }
  toString() {
    return this.label;
  }
}

export const networkDown = () => new WorldStep('networkDown()', (s) => s.world.proxy.goOffline());
export const networkBack = () =>
  new WorldStep('networkBack()', (s) => {
    s.world.proxy.offline = false;
  });
export const serverAnswers = (status: 429 | 503, count: number) =>
  new WorldStep(`serverAnswers(${status} x${count})`, (s) => {
    s.world.proxy.injected = { status, remaining: count };
  });
export const sessionExpires = (count: number) =>
  new WorldStep(`sessionExpires(next ${count} requests)`, (s) => {
    s.world.proxy.expiredFor = count;
  });
export const onNextWrite = (fault: WriteFault) =>
  new WorldStep(`onNextWrite(${fault})`, (s) => {
    s.world.proxy.writeFault = fault;
  });
export const killApp = () => new WorldStep('killApp()', (s) => s.world.app.kill());
export const killServer = () => new WorldStep('killServer()', (s) => s.world.site.kill());
export const serverUp = () => new WorldStep('serverUp()', (s) => s.world.site.up());
export const signInIfNeeded = () => new WorldStep('signInIfNeeded()', (s) => s.signInIfNeeded());
export const syncNow = () =>
  new WorldStep('syncNow()', async (s) => {
    await s.ensureApp();
    await ownerCall(() => s.world.app.call('syncNow'));
  });
