import { type Request, type RequestHandler, Router } from 'express';
import { API } from '#shared/api/paths.ts';
import { type ConversionKind, summaryQuerySchema } from '#shared/schemas/analytics.ts';
import { parseInput } from '../../http/validate.ts';
import type { AnalyticsService } from './analytics-service.ts';
import { BeaconLimit, clientOf, optedOut, parseBeacon, readSmallBody } from './beacon-intake.ts';

interface IntakeOptions {
  /** Whether the request comes from the signed-in owner (whose visits are not counted). */
  isOwner: (req: Request) => Promise<boolean>;
  /** Per-client limit on beacons; off (RATE_LIMIT=false) for load tests. */
  rateLimit: boolean;
}

/** Beacons a minute one address may send (a person's pages send a few). */
const BEACONS_PER_MINUTE = 120;

/**
 * POST /api/event: the pages' beacons. Mounted before the API's body parsers: it reads at most a
 * small body itself and answers 204 to everything (well-formed, malformed, oversized, limited,
 * opted out), so a beacon never tells a sender anything and never costs an error.
 */
export function analyticsIntake(service: AnalyticsService, options: IntakeOptions): Router {
  const router = Router();
  const limit = new BeaconLimit(BEACONS_PER_MINUTE);
  router.post(API.analyticsEvent, async (req, res) => {
    const body = await readSmallBody(req);
    res.status(204).end();
    const client = clientOf(req);
    const beacon = body && parseBeacon(body);
    const refused =
      !service.enabled ||
      !beacon ||
      optedOut(req) ||
      (options.rateLimit && !limit.allow(client.address)) ||
      (await options.isOwner(req).catch(() => true));
    if (refused || !beacon) service.ignored++;
    else service.record(beacon, client);
  });
  return router;
}

/** Forms whose success is a conversion: the API address and how a success answers. */
const CONVERSIONS: {
  path: string;
  kind: ConversionKind;
  succeeded: (status: number, location: string) => boolean;
}[] = [
  // JSON: 201; the no-JavaScript form: a redirect back to the contact page saying it was sent.
  {
    path: API.inquiries,
    kind: 'quote-request',
    succeeded: (s, l) => s === 201 || (s === 303 && l.includes('sent=1')),
  },
  { path: API.newsletter, kind: 'newsletter-signup', succeeded: (s) => s === 201 },
];

/** Records a conversion when a quote request or newsletter signup succeeds (never delays its answer). */
export function conversionWatcher(
  service: AnalyticsService,
  options: Pick<IntakeOptions, 'isOwner'>,
): RequestHandler {
  return (req, res, next) => {
    const conversion = req.method === 'POST' && CONVERSIONS.find((c) => c.path === req.path);
    if (conversion && service.enabled && !optedOut(req)) {
      res.on('finish', () => {
        if (!conversion.succeeded(res.statusCode, String(res.getHeader('location') ?? ''))) return;
        void options.isOwner(req).then(
          (owner) => owner || service.recordConversion(conversion.kind, clientOf(req)),
          () => undefined,
        );
      });
    }
    next();
  };
}

/** GET /api/admin/analytics/summary?days=N (owner only). */
export function analyticsAdminRouter(service: AnalyticsService, requireOwner: RequestHandler): Router {
  const router = Router();
  router.get(API.adminAnalyticsSummary, requireOwner, async (req, res) => {
    const { days } = parseInput(summaryQuerySchema, req.query);
    res.json(await service.summary(days));
  });
  return router;
}
