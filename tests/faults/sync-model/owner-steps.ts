import sharp from 'sharp';
import { ownerCall } from './model-world.ts';
import { appCalls, itemBody, type ModelKey } from './model-kinds.ts';
import type { Schedule } from './schedule.ts';
import { ItemStep, keyName, picked, StepBase } from './step.ts';

/** What the owner does in the app: edit, delete, create (with an uploaded photo), resolve a conflict. */

/** The picked one of this schedule's items of `key`, as the app shows them. */
async function appItem(s: Schedule, key: ModelKey, pick: number) {
  const view = await s.view();
  return picked(view ? s.mine(view, key) : [], pick);
}

export class OwnerEdit extends ItemStep {
  protected readonly name = 'ownerEdit';
  async run(_m: Schedule, s: Schedule) {
    const key = this.key;
    const item = await appItem(s, key, this.pick);
    if (!item) return;
    const marker = s.marker('o');
    const body = { ...itemBody(key, marker, item.id), src: item.src, id: item.id, version: item.version };
    const seq = s.seq;
    const answer = await ownerCall(() => s.world.app.call(...appCalls.update(key, body)));
    s.intents.push({ seq, kind: 'update', key, itemId: item.id, marker, outcome: answer.outcome });
  }
}

export class OwnerDelete extends ItemStep {
  protected readonly name = 'ownerDelete';
  async run(_m: Schedule, s: Schedule) {
    const key = this.key;
    const item = await appItem(s, key, this.pick);
    if (!item) return;
    // The version the owner was shown, as the admin sends it: the offline copy may take a newer
    // one (a background pass) between this view and the call, which the owner has not seen.
    const seq = ++s.seq;
    const answer = await ownerCall(() => s.world.app.call(...appCalls.remove(key, item.id, item.version)));
    s.intents.push({ seq, kind: 'delete', key, itemId: item.id, outcome: answer.outcome });
  }
}

export class OwnerCreate extends StepBase {
  readonly k: number;
  readonly withUpload: boolean;
  constructor(k: number, withUpload: boolean) {
    super();
    this.k = k;
    this.withUpload = withUpload;
  }
  async run(_m: Schedule, s: Schedule) {
    const key: ModelKey = this.withUpload ? 'photographyPortfolio' : keyName(this.k);
    await s.ensureApp();
    let src: string | undefined;
    if (this.withUpload) {
      // Distinct bytes per upload: the server names what it stores after them.
      const bytes = await sharp({
        create: { width: 8, height: 8, channels: 3, background: { r: s.run % 256, g: s.seq % 256, b: 7 } },
      })
        .jpeg()
        .toBuffer();
      s.uploads += 1;
      const seq = ++s.seq;
      const up = await ownerCall(() =>
        s.world.app.call<{ url: string }>('upload', 'model.jpg', bytes.toString('base64')),
      );
      s.intents.push({ seq, kind: 'upload', key, itemId: '', outcome: up.outcome });
      if (!up.value) return;
      src = up.value.url;
    }
    const id = s.newId(key);
    s.ids.add(id);
    const marker = s.marker('o');
    const body = { id, ...itemBody(key, marker, id), ...(src ? { src } : {}) };
    const seq = s.seq;
    const answer = await ownerCall(() => s.world.app.call(...appCalls.create(key, body)));
    s.intents.push({ seq, kind: 'create', key, itemId: id, marker, outcome: answer.outcome });
  }
  toString() {
    return this.withUpload ? 'ownerUploadAndCreate()' : `ownerCreate(${keyName(this.k)})`;
  }
}

export class Resolve extends StepBase {
  readonly mine: boolean;
  readonly pick: number;
  constructor(mine: boolean, pick: number) {
    super();
    this.mine = mine;
    this.pick = pick;
  }
  async run(_m: Schedule, s: Schedule) {
    const conflicts = (await s.status())?.conflicts ?? [];
    const conflict = picked(conflicts, this.pick);
    if (!conflict) return;
    // A deletion is listed under its item's title (the owner reads titles), so it is found by its
    // item's id; an edit or a new item by the unique title the model gave it.
    const intent = [...s.intents]
      .reverse()
      .find((i) =>
        conflict.kind === 'delete'
          ? i.kind === 'delete' && i.itemId === conflict.itemId
          : i.marker === conflict.label || i.itemId === conflict.label,
      );
    const answer = await ownerCall(() =>
      s.world.app.call('resolveConflict', conflict.id, this.mine ? 'mine' : 'server'),
    );
    if (answer.outcome !== 'taken' || !intent) return;
    if (this.mine) {
      // The owner saw the server's version and chose to put theirs on top: a new change.
      s.see(intent.itemId, conflict.serverLabel);
      s.intents.push({ ...intent, seq: ++s.seq, outcome: 'taken' });
    } else {
      intent.dropped = true;
    }
  }
  toString() {
    return `resolve(${this.mine ? 'mine' : 'server'}, #${this.pick})`;
  }
}
