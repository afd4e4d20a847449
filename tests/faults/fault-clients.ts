import { signInAt, type OwnerSession, TEST_OWNER } from '../api/owner-client.ts';
import { runOwnerCli } from '../api/auth-helpers.ts';
import { fetchFormToken } from '../support/form-token.ts';
import { engineEnv } from '../support/test-engine.ts';

/** Writers the fault tests run against a server: each remembers exactly what was acknowledged. */

export interface Acknowledged {
  emails: string[];
  inquiries: string[];
  items: string[];
}

export const emptyAcks = (): Acknowledged => ({ emails: [], inquiries: [], items: [] });

export async function createOwner(dataDir: string): Promise<void> {
  const created = await runOwnerCli(
    ['create', '--email', TEST_OWNER.email, '--name', TEST_OWNER.name, '--password', TEST_OWNER.password],
    // The engine the servers of this DATA_DIR use (its database with TEST_ENGINE=postgres).
    { dataDir, env: await engineEnv(dataDir) },
  );
  if (created.code !== 0) throw new Error(`owner create failed: ${created.stderr}`);
}

export { signInAt, type OwnerSession };

const json = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** One newsletter signup; true when the server acknowledged it (201). */
export async function signup(base: string, email: string): Promise<Response> {
  return json(`${base}/api/newsletter`, { email, source: '/fault-test' });
}

/** One quote request whose `details` is the unique marker (with a fresh form token, as a visitor's). */
export async function inquire(base: string, marker: string): Promise<Response> {
  return json(`${base}/api/inquiries`, {
    firstName: 'Fault',
    lastName: 'Test',
    email: 'fault@agent.ca',
    details: marker,
    formToken: await fetchFormToken(base),
  });
}

/** One portfolio item whose id is chosen by the test, so it can be looked for afterwards. */
export async function createItem(owner: OwnerSession, id: string): Promise<Response> {
  return owner.call('/api/portfolio/dronePortfolio', {
    method: 'POST',
    json: {
      id,
      title: `Item ${id}`,
      description: 'Written under fault',
      type: 'image',
      src: '/x.jpg',
      alt: 'x',
    },
  });
}

/**
 * Runs `write(i)` in a loop until `running()` turns false or a request fails (the server went
 * away); `ack(i)` records each acknowledged write. Answers other than 201 while running fail loudly.
 */
export async function writeLoop(
  write: (i: number) => Promise<Response>,
  ack: (i: number) => void,
  running: () => boolean,
  limit = 5_000,
): Promise<void> {
  for (let i = 0; i < limit && running(); i++) {
    let res: Response;
    try {
      res = await write(i);
    } catch {
      return; // connection refused or reset: the server is gone
    }
    if (res.status === 201) ack(i);
    else if (running()) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
    await res.arrayBuffer().catch(() => undefined);
  }
}

/** Items of one collection, quote-request markers and subscriber emails, as a restarted server lists them. */
export async function listEverything(base: string) {
  const owner = await signInAt(base);
  const portfolio = (await (await owner.call('/api/admin/portfolio')).json()) as Record<
    string,
    { id: string }[]
  >;
  const inquiries = (await (await owner.call('/api/admin/inquiries')).json()) as { details: string }[];
  const subscribers = (await (await owner.call('/api/admin/subscribers')).json()) as { email: string }[];
  return {
    itemIds: Object.values(portfolio).flatMap((items) => items.map((i) => i.id)),
    inquiryMarkers: inquiries.map((i) => i.details),
    emails: subscribers.map((s) => s.email),
  };
}

/** How often each value occurs. */
export function counts(values: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const v of values) map.set(v, (map.get(v) ?? 0) + 1);
  return map;
}

/** Every acknowledged value occurs exactly once in `stored`; answers the ones that do not. */
export function notExactlyOnce(acknowledged: string[], stored: string[]): string[] {
  const seen = counts(stored);
  return acknowledged.filter((v) => seen.get(v) !== 1);
}
