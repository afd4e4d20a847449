import { describe, expect, it } from 'vitest';
import { serverForStores } from './stores-test-server.ts';

/**
 * A refused save's problems stand under their fields only while they are true, and an autosave's
 * refusal is shown at the field too (the line beside the heading may be off screen). Against the
 * real server over HTTP, through the memory platform.
 */
const OWNER = {
  email: 'problems-owner@lumen.test',
  name: 'Petra Problems',
  password: 'a long enough passphrase',
};
const server = serverForStores([OWNER], { RATE_LIMIT: 'false', INQUIRY_MIN_SECONDS: '0' });
/** Drafts save themselves after this pause in typing here (the admin's own is 1.5 s, AUTOSAVE_DELAY_MS). */
const DELAY = 300;
const SETTLED = { timeout: DELAY + 5_000, interval: 50 };

describe('field problems', () => {
  it('when the owner fixes a field a save was refused for, then its problem goes at once, in plain words, and the others stay', async () => {
    const { stores } = await server.signedIn();
    const pictures = stores.pictures;
    await pictures.getState().load();
    pictures.getState().edit(pictures.getState().entries[0]!);
    pictures.getState().update((f) => ({ ...f, src: 'not a path at all', alt: '' }));
    expect(await pictures.getState().save()).toBe(false);
    const refused = pictures.getState();
    expect(refused.problems.map((p) => p.path).sort()).toEqual(['alt', 'src']);
    const picture = refused.problems.find((p) => p.path === 'src')!;
    expect(picture.sentence).toBe('Picture must be chosen from the library or uploaded');
    expect(picture.sentence).not.toMatch(/\/uploads|\.jpg/);

    pictures.getState().update((f) => ({ ...f, src: '/images/projects/4.jpg' }));
    expect(pictures.getState().problems.map((p) => p.path)).toEqual(['alt']);
    expect(pictures.getState().error).toBe('Alt text is required (describe the picture).');

    pictures.getState().update((f) => ({ ...f, alt: 'A bright kitchen' }));
    expect(pictures.getState().problems).toEqual([]);
    expect(pictures.getState().error).toBeUndefined();
  });

  it('when an autosave is refused for a field, then the problem is on that field, without raising the form notice', async () => {
    const { stores } = await server.signedIn({ autosaveDelayMs: DELAY });
    const projects = stores.projects;
    projects.getState().startNew();
    projects.getState().update((f) => ({ ...f, title: `Long story ${Date.now()}`, story: 's'.repeat(6001) }));
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('refused');
    expect(projects.getState().problems).toEqual([
      expect.objectContaining({
        path: 'detail.description',
        sentence: 'Story must be at most 6,000 characters',
      }),
    ]);
    expect(projects.getState().error).toBeUndefined();

    // Shortened: the problem goes with the change, and the next autosave stores the draft.
    projects.getState().update((f) => ({ ...f, story: 's'.repeat(6000) }));
    expect(projects.getState().problems).toEqual([]);
    expect(projects.getState().error).toBeUndefined();
    await expect.poll(() => projects.getState().saveState.phase, SETTLED).toBe('saved');
  });
});
