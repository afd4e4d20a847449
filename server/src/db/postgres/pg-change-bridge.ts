import { randomUUID } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { ANY_DATA } from '#shared/constants/data-tags.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

/** The NOTIFY channel every instance of this app listens on. */
const CHANGE_CHANNEL = 'lumen_changes';
/**
 * Published (as 'remote') after the listening connection came back: changes made elsewhere while
 * it was down were not heard, so whatever caches data must treat everything as changed.
 */
const EVERYTHING = ANY_DATA;

interface Payload {
  from: string;
  tags: string[];
}

interface ChangeBridge {
  /** Resolves once this instance listens (tests wait for it before writing elsewhere). */
  listening: Promise<void>;
  close(): Promise<void>;
}

/**
 * Relays the in-process change feed between instances through PostgreSQL LISTEN/NOTIFY: a change
 * committed here is sent with pg_notify; one received from another instance is published here as
 * 'remote' (and never sent back). The listening connection is re-made after a database restart.
 */
export function bridgeChanges(
  pool: Pool,
  changes: ChangeFeed,
  log: { warn(obj: object, msg: string): void },
): ChangeBridge {
  const instance = randomUUID();
  let client: PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const unsubscribe = changes.subscribe(({ tags, source }) => {
    if (source !== 'local') return;
    const payload: Payload = { from: instance, tags: [...tags] };
    pool
      .query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify(payload)])
      .catch((err: unknown) => log.warn({ err }, 'could not tell other instances about a change'));
  });

  const onNotification = (msg: { channel: string; payload?: string }) => {
    if (msg.channel !== CHANGE_CHANNEL || !msg.payload) return;
    let payload: Payload;
    try {
      payload = JSON.parse(msg.payload) as Payload;
    } catch {
      return;
    }
    if (payload.from === instance || !Array.isArray(payload.tags)) return;
    changes.publish(
      payload.tags.filter((t) => typeof t === 'string'),
      'remote',
    );
  };

  const listen = async (reconnecting: boolean): Promise<void> => {
    const connection = await pool.connect();
    connection.on('notification', onNotification);
    connection.on('error', (err) => {
      log.warn({ err }, 'the change listener lost its database connection; reconnecting');
      if (client === connection) client = undefined;
      connection.release(err);
      scheduleReconnect();
    });
    await connection.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) {
      connection.release();
      return;
    }
    client = connection;
    if (reconnecting) changes.publish([EVERYTHING], 'remote');
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      listen(true).catch(() => scheduleReconnect());
    }, 1000);
    retry.unref();
  };

  const listening = listen(false);
  listening.catch(() => scheduleReconnect());
  return {
    listening,
    async close() {
      closed = true;
      unsubscribe();
      if (retry) clearTimeout(retry);
      const connection = client;
      client = undefined;
      if (connection) {
        await connection.query(`UNLISTEN ${CHANGE_CHANNEL}`).catch(() => undefined);
        connection.release();
      }
    },
  };
}
