import { type RequestHandler, Router } from 'express';
import { API } from '#shared/api/paths.ts';
import { subscribersQuerySchema } from '#shared/schemas/newsletter.ts';
import { parseInput } from '../../http/validate.ts';
import { unsubscribeUrl } from '../newsletter/newsletter-confirmation.ts';
import type { SubscriberRepo } from '../newsletter/subscriber-repo.ts';
import { toCsv } from './subscribers-csv.ts';

const CSV_HEADER = [
  'email',
  'status',
  'subscribedAt',
  'unsubscribedAt',
  'source',
  'consentText',
  'unsubscribeUrl',
];

/**
 * GET /api/admin/subscribers: the owner's list (JSON), or `?format=csv` as a download that keeps
 * the consent record and each subscriber's unsubscribe link (CASL: every message must carry one).
 */
export function subscribersRouter(
  repo: SubscriberRepo,
  requireOwner: RequestHandler,
  options: { origin: string },
): Router {
  const router = Router();
  router.get(API.adminSubscribers, requireOwner, async (req, res) => {
    const { format } = parseInput(subscribersQuerySchema, req.query);
    if (format === 'json') {
      res.json(await repo.list());
      return;
    }
    const { origin } = options;
    const rows = (await repo.listWithTokens()).map((s) => [
      s.email,
      s.unsubscribedAt ? 'unsubscribed' : 'subscribed',
      s.subscribedAt,
      s.unsubscribedAt,
      s.source,
      s.consentText,
      unsubscribeUrl(origin, s.unsubscribeToken),
    ]);
    const date = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8').attachment(`subscribers-${date}.csv`).send(toCsv(CSV_HEADER, rows));
  });
  return router;
}
