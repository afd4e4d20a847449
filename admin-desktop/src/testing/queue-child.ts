/**
 * A stand-in for the desktop app's main process in crash tests, run as its own Node process:
 *   MODE=enqueue            queue offline changes (an upload of a PHOTO_WIDTH x 480 photo, an
 *                           item showing it, an edit of EDIT_ITEM), print QUEUED, then wait to
 *                           be SIGKILLed;
 *   MODE=crash-after-answer replay, and SIGKILL itself the moment the server has answered the
 *                           CRASH_AFTER-th change (1 the upload, 2 the create, 3 the update:
 *                           applied there, not yet recorded here);
 *   MODE=replay             replay what is queued and print the status.
 * DESKTOP_DIR and DESKTOP_KEY (hex) are the app's data directory and its encryption key.
 */
import type { FetchLike } from '#shared/api/client.ts';
import { newItemId, type PortfolioItem } from '#shared/schemas/portfolio.ts';
import { DesktopSync } from '../sync/desktop-sync.ts';
import { createAesEncryptor } from './aes-encryptor.ts';
import { jpegBytes } from './desktop-fixtures.ts';

const dir = process.env.DESKTOP_DIR!;
const encryptor = createAesEncryptor(Buffer.from(process.env.DESKTOP_KEY!, 'hex'));
const mode = process.env.MODE;

let answered = 0;
const crashingFetch: FetchLike = async (input, init) => {
  const response = await fetch(input, init);
  const method = (init?.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && response.ok && ++answered === Number(process.env.CRASH_AFTER)) {
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => {});
  }
  return response;
};

const sync = await DesktopSync.open({
  dir,
  encryptor,
  probeIntervalMs: 3_600_000,
  ...(mode === 'crash-after-answer' ? { fetch: crashingFetch } : {}),
});

if (mode === 'enqueue') {
  const {
    order: _order,
    updatedAt: _updatedAt,
    ...item
  } = JSON.parse(process.env.EDIT_ITEM!) as PortfolioItem;
  const info = await sync.sessionInfo();
  if (!info.authenticated || !info.offline)
    throw new Error(`expected offline and signed in: ${JSON.stringify(info)}`);
  const photo = await jpegBytes(Number(process.env.PHOTO_WIDTH ?? 640), 480);
  const { url: placeholder } = await sync.upload({ name: 'crash.jpg', bytes: photo });
  const id = newItemId('editingPortfolio', Date.now());
  await sync.createItem('editingPortfolio', {
    id,
    title: 'Queued before a crash',
    description: 'Made offline',
    type: 'image',
    src: placeholder,
    decorative: true,
  });
  // A title of its own per case: the site is shared, and an edit that changes nothing keeps the version.
  await sync.updateItem('editingPortfolio', {
    ...item,
    title: `Edited before a crash (${process.env.PHOTO_WIDTH})`,
  });
  const queued = { id, placeholder, pending: sync.status().pending.length };
  process.stdout.write(`QUEUED ${JSON.stringify(queued)}\n`);
  setInterval(() => {}, 60_000);
} else {
  await sync.sessionInfo();
  const status = await sync.syncNow();
  process.stdout.write(`STATUS ${JSON.stringify(status)}\n`);
  await sync.close();
}
