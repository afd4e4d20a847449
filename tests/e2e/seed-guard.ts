import { API } from '../../shared/api/paths.ts';
import { PORTFOLIO_COLLECTIONS } from '../../shared/constants/portfolio-collections.ts';
import { CONTENT_KINDS } from '../../shared/schemas/content-entry.ts';

/**
 * What a fresh install shows through the public API, list by list: each entry's whole JSON by id,
 * in order. Tests of one worker share a server, so a test that changes a seeded entry (edits,
 * reorders, unpublishes or deletes it) hands the change to whichever test runs next: that broke CI
 * twice (an edited video title met the lightbox spec). The worker takes this picture once and checks
 * it after every test that shares its server, so such a test fails itself, by name, every time,
 * instead of breaking another one now and then. A new portfolio item may stay (it goes to the end of
 * its list); a new live project or post may not (unpublish or delete it before the test ends).
 */
export type SeedPicture = Map<
  string,
  { ids: string[]; entries: Map<string, string>; additionsAllowed: boolean }
>;

/** Each public list, and whether a test may leave a new entry in it. */
function seedLists(): { path: string; additionsAllowed: boolean }[] {
  return [
    // A new portfolio item goes to the end of its list: the pages other specs read do not change.
    ...PORTFOLIO_COLLECTIONS.map((c) => ({ path: API.publicPortfolio(c.key), additionsAllowed: true })),
    // A live project or post moves others on /blog, the home teaser, /projects and related posts.
    ...CONTENT_KINDS.map((kind) => ({ path: API.content(kind), additionsAllowed: false })),
  ];
}

async function readList(baseUrl: string, path: string): Promise<{ id: string; json: string }[]> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`seed guard: GET ${path} answered ${response.status}`);
  const entries = (await response.json()) as { id: string }[];
  return entries.map((entry) => ({ id: entry.id, json: JSON.stringify(entry) }));
}

export async function takeSeedPicture(baseUrl: string): Promise<SeedPicture> {
  const picture: SeedPicture = new Map();
  for (const { path, additionsAllowed } of seedLists()) {
    const entries = await readList(baseUrl, path);
    picture.set(path, {
      ids: entries.map((e) => e.id),
      entries: new Map(entries.map((e) => [e.id, e.json])),
      additionsAllowed,
    });
  }
  return picture;
}

/** Every change to a seeded entry since the picture was taken, one line each; empty when none. */
export async function seedChanges(baseUrl: string, picture: SeedPicture): Promise<string[]> {
  const changes: string[] = [];
  for (const [path, seeded] of picture) {
    const now = new Map((await readList(baseUrl, path)).map((e) => [e.id, e.json]));
    for (const [id, json] of seeded.entries) {
      const current = now.get(id);
      if (current === undefined) changes.push(`${path}: seeded entry ${id} is gone`);
      else if (current !== json) changes.push(`${path}: seeded entry ${id} changed`);
    }
    if (!seeded.additionsAllowed)
      for (const id of now.keys())
        if (!seeded.entries.has(id)) changes.push(`${path}: a new live entry ${id} was left behind`);
    const order = [...now.keys()].filter((id) => seeded.entries.has(id));
    if (order.length === seeded.ids.length && order.join() !== seeded.ids.join())
      changes.push(`${path}: seeded entries reordered`);
  }
  return changes;
}
