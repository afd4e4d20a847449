import { type RequestHandler, Router } from 'express';
import { API } from '#shared/api/paths.ts';
import { trashIdSchema } from '#shared/schemas/trash.ts';
import { notFound } from '../../http/http-error.ts';
import type { TrashService } from './trash-service.ts';

/**
 * GET /api/admin/trash lists deleted entries (newest first); POST /api/admin/trash/{id}/restore
 * brings one back (owner, CSRF), answering the restored item's summary.
 */
export function trashRouter(trash: TrashService, requireOwner: RequestHandler): Router {
  const router = Router();
  router.get(API.adminTrash, requireOwner, async (_req, res) => {
    res.json(await trash.list());
  });
  router.post(`${API.adminTrash}/:id/restore`, requireOwner, async (req, res) => {
    const id = trashIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('This item is no longer in the trash.');
    res.json(await trash.restore(id.data, req.owner?.email ?? 'owner'));
  });
  return router;
}
