import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/upload.ts';
import { NOTICES } from '../lib/admin-texts.ts';
import { serverForStores } from './stores-test-server.ts';

/** Several files at once, each with its own outcome, against the real server (run after a build). */
const OWNER = {
  email: 'uploads-owner@lumen.test',
  name: 'Uma Uploads',
  password: 'a long enough passphrase',
};
const server = serverForStores([OWNER], { RATE_LIMIT: 'false' });

const signedIn = (files: File[] = []) => server.signedIn({ files, load: 'portfolio' });

const jpegBytes = (background: string) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background } })
    .jpeg()
    .toBuffer();
const jpeg = async (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array(await jpegBytes('#c2953d'))], name, { type });

describe('uploads store', () => {
  it('when several files are chosen, then each gets its own outcome and the first upload fills src', async () => {
    const files = [
      await jpeg('front.jpg'),
      new File(['not a picture'], 'notes.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'scan.tif', { type: 'image/tiff' }),
      // An iPhone photo as browsers often give it: no type, judged by the server from its bytes.
      await jpeg('IMG_0042.HEIC', ''),
      new File(['<svg onload=alert(1)>'], 'fake.png', { type: 'image/png' }),
    ];
    const { stores } = await signedIn(files);
    const { uploads, editor } = stores;
    await uploads.getState().chooseFiles();
    expect(uploads.getState().rows.map((r) => [r.name, r.phase])).toEqual([
      ['front.jpg', 'ready'],
      ['notes.pdf', 'failed'],
      ['scan.tif', 'failed'],
      ['IMG_0042.HEIC', 'ready'],
      ['fake.png', 'ready'],
    ]);
    expect(uploads.getState().rows[1]?.error).toMatch(/^Not an image: /);
    expect(uploads.getState().rows[2]?.error).toBe('Too large: this file is 50.1 MB; the limit is 50 MB.');

    await uploads.getState().uploadAll();
    const rows = uploads.getState().rows;
    expect(rows.map((r) => r.phase)).toEqual(['done', 'failed', 'failed', 'done', 'failed']);
    expect(editor.getState().form.src).toBe(rows[0]?.url);
    expect(rows[3]?.url).toMatch(/^\/uploads\//);
    expect(rows[4]?.error).toMatch(/^Not an image: Only images can be uploaded/);
    expect(stores.toasts.getState().toast).toMatchObject({
      ...NOTICES.uploadFailed,
      detail: "1 of 3 files failed; see each file's reason in the list.",
      variant: 'destructive',
    });
    expect(uploads.getState().uploading).toBe(false);
  });

  it('when a file is uploaded while editing, then another image can be used or start a new item', async () => {
    const { stores } = await signedIn([await jpeg('one.jpg'), await jpeg('two.jpg')]);
    const { uploads, editor } = stores;
    const item = stores.portfolio.getState().data!.photographyPortfolio[0]!;
    await uploads.getState().chooseFiles();
    // Spec section 4: a chosen file is kept until uploaded, also when an edit starts.
    editor.getState().startEdit(item);
    expect(uploads.getState().rows.map((r) => r.phase)).toEqual(['ready', 'ready']);
    await uploads.getState().uploadAll();
    expect(stores.toasts.getState().toast).toMatchObject(NOTICES.uploadDone);
    const [first, second] = uploads.getState().rows;
    expect(editor.getState().form.src).toBe(first?.url);
    editor.getState().setField('src', second!.url!);
    expect(editor.getState()).toMatchObject({ editing: item, form: { src: second?.url } });

    editor.getState().startNewFromImage(first!.url!);
    expect(editor.getState()).toMatchObject({
      editing: null,
      viewMode: 'add',
      form: { title: '', type: 'image', src: first?.url },
    });
  });

  it('when the host counts the bytes sent, then the row shows them', async () => {
    const { stores, platform } = await signedIn([await jpeg('counted.jpg')]);
    const seen: unknown[] = [];
    const send = platform.uploadImage;
    platform.uploadImage = (file, onProgress) => {
      onProgress?.({ sent: 40, total: 100 });
      seen.push(stores.uploads.getState().rows[0]?.progress);
      return send(file, onProgress);
    };
    await stores.uploads.getState().chooseFiles();
    await stores.uploads.getState().uploadAll();
    expect(seen).toEqual([{ sent: 40, total: 100 }]);
    expect(stores.uploads.getState().rows[0]).toMatchObject({ phase: 'done', progress: undefined });
  });

  it('when the session ends during an upload, then the file waits and goes after signing in again', async () => {
    const { stores, platform } = await signedIn([await jpeg('later.jpg')]);
    await stores.uploads.getState().chooseFiles();
    await platform.api.logout();
    await stores.uploads.getState().uploadAll();
    expect(stores.session.getState()).toMatchObject({ status: 'signed-out', expired: true });
    expect(stores.uploads.getState().rows).toMatchObject([{ name: 'later.jpg', phase: 'ready' }]);
    await stores.session.getState().signIn(OWNER.email, OWNER.password);
    await stores.uploads.getState().uploadAll();
    expect(stores.uploads.getState().rows).toMatchObject([{ phase: 'done' }]);
    expect(stores.editor.getState().form.src).toMatch(/^\/uploads\//);
  });
});
