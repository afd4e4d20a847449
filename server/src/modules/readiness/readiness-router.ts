import { type RequestHandler, Router } from 'express';
import type { ReadinessService } from './readiness-service.ts';
import { OWNER_CALLS } from '#shared/api/owner-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';

/** GET /api/admin/readiness (owner only): the admin's "what still needs doing before launch". */
export function readinessRouter(service: ReadinessService, requireOwner: RequestHandler): Router {
  const router = Router();
  declaredRoute(router, OWNER_CALLS.readiness)(requireOwner, async (_req, res) => {
    res.json(await service.check());
  });
  return router;
}
