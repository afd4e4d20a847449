import { type RequestHandler, Router } from 'express';
import { API } from '#shared/api/paths.ts';
import type { ReadinessService } from './readiness-service.ts';

/** GET /api/admin/readiness (owner only): the admin's "what still needs doing before launch". */
export function readinessRouter(service: ReadinessService, requireOwner: RequestHandler): Router {
  const router = Router();
  router.get(API.adminReadiness, requireOwner, async (_req, res) => {
    res.json(await service.check());
  });
  return router;
}
