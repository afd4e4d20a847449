import { isNetworkError } from '../../../admin-desktop/src/sync/http-transport.ts';
import type { WriteFault } from './fault-proxy.ts';
import { ownerCall } from './model-world.ts';
import { keyName } from './owner-steps.ts';
import { browserCalls, itemBody, type ModelItem, type ModelKey } from './model-kinds.ts';
import type { Schedule } from './schedule.ts';
import { StepBase } from './step.ts';

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

export class BrowserEdit extends StepBase {
  readonly k: number;
  readonly pick: number;
  constructor(k: number, pick: number) {
    super();
    this.k = k;
    this.pick = pick;
  }
  async run(_m: Schedule, s: Schedule) {
    if (!s.world.site.running) return;
    const key = keyName(this.k);
    const items = await browserItems(s, key);
    const item = items?.[this.pick % Math.max(1, items.length)];
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
  toString() {
    return `browserEdit(${keyName(this.k)}, #${this.pick})`;
  }
}

export class BrowserDelete extends StepBase {
  readonly k: number;
  readonly pick: number;
  constructor(k: number, pick: number) {
    super();
    this.k = k;
    this.pick = pick;
  }
  async run(_m: Schedule, s: Schedule) {
    if (!s.world.site.running) return;
    // No waiting for the app: its deletes name the version they were made on (?version=), so a
    // browser edit landing between the app's check and its delete is a conflict, never lost.
    const key = keyName(this.k);
    const items = await browserItems(s, key);
    const item = items?.[this.pick % Math.max(1, items.length)];
    if (!item) return;
    try {
      await browserCalls.remove(s.world.browser, key, item.id);
      s.browserWrites.push({ kind: 'delete', itemId: item.id, at: Date.now() });
    } catch (error) {
      // Gone already; or the server was killed under the delete, which it may have applied.
      if (isNetworkError(error))
        s.browserWrites.push({ kind: 'delete', itemId: item.id, at: Date.now(), uncertain: true });
    }
  }
  toString() {
    return `browserDelete(${keyName(this.k)}, #${this.pick})`;
  }
}

export class Network extends StepBase {
  readonly online: boolean;
  constructor(online: boolean) {
    super();
    this.online = online;
  }
  async run(_m: Schedule, s: Schedule) {
    if (this.online) s.world.proxy.offline = false;
    else s.world.proxy.goOffline();
  }
  toString() {
    return this.online ? 'networkBack()' : 'networkDown()';
  }
}

export class ServerAnswers extends StepBase {
  readonly status: 429 | 503;
  readonly count: number;
  constructor(status: 429 | 503, count: number) {
    super();
    this.status = status;
    this.count = count;
  }
  async run(_m: Schedule, s: Schedule) {
    s.world.proxy.injected = { status: this.status, remaining: this.count };
  }
  toString() {
    return `serverAnswers(${this.status} x${this.count})`;
  }
}

export class SessionExpires extends StepBase {
  readonly count: number;
  constructor(count: number) {
    super();
    this.count = count;
  }
  async run(_m: Schedule, s: Schedule) {
    s.world.proxy.expiredFor = this.count;
  }
  toString() {
    return `sessionExpires(next ${this.count} requests)`;
  }
}

export class KillApp extends StepBase {
  async run(_m: Schedule, s: Schedule) {
    await s.world.app.kill();
  }
  toString() {
    return 'killApp()';
  }
}

export class KillServer extends StepBase {
  async run(_m: Schedule, s: Schedule) {
    await s.world.site.kill();
  }
  toString() {
    return 'killServer()';
  }
}

export class ServerUp extends StepBase {
  async run(_m: Schedule, s: Schedule) {
    await s.world.site.up();
  }
  toString() {
    return 'serverUp()';
  }
}

export class FaultOnNextWrite extends StepBase {
  readonly fault: WriteFault;
  constructor(fault: WriteFault) {
    super();
    this.fault = fault;
  }
  async run(_m: Schedule, s: Schedule) {
    s.world.proxy.writeFault = this.fault;
  }
  toString() {
    return `onNextWrite(${this.fault})`;
  }
}

export class SyncNow extends StepBase {
  async run(_m: Schedule, s: Schedule) {
    await s.ensureApp();
    await ownerCall(() => s.world.app.call('syncNow'));
  }
  toString() {
    return 'syncNow()';
  }
}

export class SignIn extends StepBase {
  async run(_m: Schedule, s: Schedule) {
    await s.signInIfNeeded();
  }
  toString() {
    return 'signInIfNeeded()';
  }
}
