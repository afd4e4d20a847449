import { type RequestHandler, Router } from 'express';
import { mediaIdSchema } from '#shared/schemas/media.ts';
import { notFound } from '../../http/http-error.ts';
import { inUseMessage, type MediaLibrary } from './media-library.ts';
import { OWNER_CALLS } from '#shared/api/owner-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';

/**
 * The media library (owner only; the delete with the CSRF token): GET lists every upload with
 * its uses, DELETE removes an unused one's files (409 naming the uses of one still referenced).
 */
export function mediaRouter(library: MediaLibrary, requireOwner: RequestHandler): Router {
  const router = Router();

  declaredRoute(router, OWNER_CALLS.media)(requireOwner, async (_req, res) => {
    res.json(await library.list());
  });

  declaredRoute(router, OWNER_CALLS.deleteMedia)(requireOwner, async (req, res) => {
    const id = mediaIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('No such upload');
    const removal = await library.remove(id.data);
    if (removal.outcome === 'missing') throw notFound('No such upload');
    if (removal.outcome === 'in-use') {
      res.status(409).json({ error: inUseMessage(removal.uses), uses: removal.uses });
      return;
    }
    res.json(removal.item);
  });

  return router;
}
