import { Router } from 'express';
import { API } from '#shared/api/paths.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * Liveness (the process answers) and readiness (the datastore takes a write: DATA_DIR is writable,
 * or PostgreSQL answers). A load balancer sends traffic only to ready instances.
 */
export function healthRouter(
  ready: () => Promise<void>,
  startedAt: Date,
  /** Log lines dropped because the log output could not keep up (docs/operations.md, Logs). */
  droppedLogLines: () => number = () => 0,
): Router {
  const router = Router();
  router.get(API.health, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({
      status: 'ok',
      uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      droppedLogLines: droppedLogLines(),
    });
  });
  router.get(API.ready, async (_req, res) => {
    try {
      await ready();
    } catch {
      throw new HttpError(503, 'Datastore is not writable');
    }
    res.set('Cache-Control', 'no-store').json({ status: 'ready' });
  });
  return router;
}
