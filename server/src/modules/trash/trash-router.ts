import { type RequestHandler, Router } from 'express';
import { trashIdSchema } from '#shared/schemas/trash.ts';
import { notFound } from '../../http/http-error.ts';
import type { TrashService } from './trash-service.ts';
import { OWNER_CALLS } from '#shared/api/owner-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';

/**
 * GET /api/admin/trash lists deleted entries (newest first); POST /api/admin/trash/{id}/restore
 * brings one back (owner, CSRF), answering the restored item's summary.
 */
export function trashRouter(trash: TrashService, requireOwner: RequestHandler): Router {
  const router = Router();
  declaredRoute(router, OWNER_CALLS.trash)(requireOwner, async (_req, res) => {
    res.json(await trash.list());
  });
  declaredRoute(router, OWNER_CALLS.restoreFromTrash)(requireOwner, async (req, res) => {
    const id = trashIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('This item is no longer in the trash.');
    res.json(await trash.restore(id.data, req.owner?.email ?? 'owner'));
  });
  return router;
}
