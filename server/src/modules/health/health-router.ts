import { randomUUID } from 'node:crypto';
import { access, constants, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Router } from 'express';
import { API } from '#shared/api/paths.ts';
import { HttpError } from '../../http/http-error.ts';

/** Liveness (the process answers) and readiness (the datastore directory takes a write). */
export function healthRouter(dataDir: string, startedAt: Date): Router {
  const router = Router();
  router.get(API.health, (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000) });
  });
  router.get(API.ready, async (_req, res) => {
    // A name per check: concurrent checks sharing one file would delete each other's probe.
    const probe = join(dataDir, `.ready-${process.pid}-${randomUUID()}`);
    try {
      await access(dataDir, constants.W_OK);
      await writeFile(probe, 'ok');
      await unlink(probe);
    } catch {
      throw new HttpError(503, 'Datastore is not writable');
    }
    res.set('Cache-Control', 'no-store').json({ status: 'ready' });
  });
  return router;
}
