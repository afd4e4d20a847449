import { type RequestHandler, Router } from 'express';
import { subscriberEraseSchema, subscribersQuerySchema } from '#shared/schemas/newsletter.ts';
import { parseInput } from '../../http/validate.ts';
import type { SubscribersService } from './subscribers-service.ts';
import { OWNER_CALLS } from '#shared/api/owner-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';

/**
 * GET /api/admin/subscribers: the owner's list (JSON), or `?format=csv` as a download whose
 * unsubscribe links are on `origin`, the configured public origin. DELETE with `?email=` erases one.
 */
export function subscribersRouter(
  subscribers: SubscribersService,
  requireOwner: RequestHandler,
  options: { origin: string },
): Router {
  const router = Router();
  declaredRoute(router, OWNER_CALLS.subscribers)(requireOwner, async (req, res) => {
    const { format } = parseInput(subscribersQuerySchema, req.query);
    if (format === 'json') {
      res.json(await subscribers.list());
      return;
    }
    const date = new Date().toISOString().slice(0, 10);
    const csv = await subscribers.csv(options.origin);
    res.type('text/csv; charset=utf-8').attachment(`subscribers-${date}.csv`).send(csv);
  });
  declaredRoute(router, OWNER_CALLS.eraseSubscriber)(requireOwner, async (req, res) => {
    const { email } = parseInput(subscriberEraseSchema, req.query);
    await subscribers.erase(email, req.owner?.email ?? 'owner');
    res.status(204).end();
  });
  return router;
}
