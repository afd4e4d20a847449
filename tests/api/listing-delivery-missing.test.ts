import { afterEach, describe, expect, it } from 'vitest';
import { zipEntries } from '../support/zip-entries.ts';
import { LISTINGS, publishedListing } from './listing-fixtures.ts';
import { type OwnerClient, startAsOwner } from './owner-client.ts';
import { uploadPhoto } from './uploaded-photo.ts';

let owner: OwnerClient | undefined;
afterEach(async () => {
  await owner?.app.close();
  owner = undefined;
});

/** The whole answer, or the error that cut it short. */
async function download(url: string): Promise<Buffer | Error> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return res.arrayBuffer().then(
    (data) => Buffer.from(data),
    (err: unknown) => err as Error,
  );
}

/**
 * A photo whose stored files are gone (a disk restored without them): the full-size ZIP held an
 * empty `123-main-st-02.jpg` (0 bytes), a complete-looking archive with a broken photo the agent
 * found only on the MLS. As docs/listings.md says, a file that cannot be read ends the download
 * with an error, so the browser reports it failed.
 */
describe('listings: a delivery photo that cannot be read', () => {
  it('when a photo of the ZIP is not stored any more, then the download fails instead of holding an empty file', async () => {
    owner = await startAsOwner();
    const kept = (await uploadPhoto(owner, 640, 480)).url;
    const lost = (await uploadPhoto(owner, 800, 600)).url;
    const res = await owner.call(LISTINGS, {
      method: 'POST',
      json: publishedListing([
        { src: kept, alt: 'Kitchen' },
        { src: lost, alt: 'Garden' },
      ]),
    });
    expect(res.status).toBe(201);
    const base = new URL(((await res.json()) as { deliveryUrl: string }).deliveryUrl).pathname;
    const { storage } = owner.app.services.uploads;
    const stem = lost.slice('/uploads/'.length, -'.jpg'.length);
    await storage.remove((await storage.list()).filter((name) => name.startsWith(stem)));

    const zip = await download(`${owner.app.url}${base}/full.zip`);
    if (zip instanceof Buffer) {
      // Whatever arrived must not pass for a whole archive with an empty photo in it.
      const entries = (() => {
        try {
          return zipEntries(zip);
        } catch {
          return null;
        }
      })();
      expect(entries?.map((entry) => [entry.name, entry.data.length])).toBeNull();
    } else {
      expect(zip).toBeInstanceOf(Error);
    }
  });
});
