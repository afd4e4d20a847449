import type { IncomingMessage, ServerResponse } from 'node:http';
import { type RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { API } from '#shared/api/paths.ts';
import { type AnalyticsSummary, summaryQuerySchema } from '#shared/schemas/analytics.ts';
import { newRequestId } from '../../http/request-id.ts';
import { clientKey } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import type { AnalyticsService } from './analytics-service.ts';
import {
  BeaconLimit,
  clientOf,
  fromAnotherSite,
  optedOut,
  parseBeacon,
  readSmallBody,
} from './beacon-intake.ts';
import { requestLineWriter } from '../../lib/request-line.ts';
import { YieldToPages } from '../../lib/yield-to-pages.ts';
import { OWNER_CALLS } from '#shared/api/owner-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';
import { conversionOf } from '../../http/conversion-mark.ts';
import { isProgramAgent } from './program-agent.ts';

interface IntakeOptions {
  /** Whether the request comes from the owner's browser, signed in or not (their visits are not counted). */
  isOwner: (req: IncomingMessage) => Promise<boolean>;
  /** Per-client limit on beacons; off (RATE_LIMIT=false) for load tests. */
  rateLimit: boolean;
  /**
   * Whether an address is one of the site's pages (a route other than the catch-all 404 matches
   * it): a beacon about any other (`/wp-login.php`, sent by a stale or forged script) is not counted.
   */
  isPage?: (path: string) => Promise<boolean>;
  /** The host names the site answers for: a beacon whose Origin is another is not counted. */
  acceptedHosts: ReadonlySet<string>;
}

/** Beacons a minute one address may send (a person's pages send a few). */
const BEACONS_PER_MINUTE = 120;

/** Beacons answered per turn of the event loop, between which waiting page requests are answered. */
const BEACONS_PER_TURN = 16;

type HeaderList = [string, string | number | readonly string[]][];

/**
 * The per-client limit of a service's beacons: one, whichever way a beacon came (the fast path, or
 * Express for another spelling of the address, a query, a proxy). Each had its own before, so a
 * client sent twice the limit.
 */
const limits = new WeakMap<AnalyticsService, BeaconLimit>();
function limitOf(service: AnalyticsService): BeaconLimit {
  let limit = limits.get(service);
  if (!limit) {
    limit = new BeaconLimit(BEACONS_PER_MINUTE);
    limits.set(service, limit);
  }
  return limit;
}

/**
 * Takes one beacon: reads at most a small body, answers 204 whatever it was (well-formed,
 * malformed, oversized, limited, opted out), then counts it if it may be. So a beacon never tells a
 * sender anything and never costs an error.
 */
function beaconTaker(service: AnalyticsService, options: IntakeOptions) {
  const limit = limitOf(service);
  // No visitor waits for a beacon's answer (sendBeacon does not show it): pages go first.
  const afterPages = new YieldToPages(BEACONS_PER_TURN);
  /** `headers`: a flat name, value list for writeHead (the fast path's); Express has set its own. */
  return async (req: IncomingMessage, res: ServerResponse, headers: string[] = []) => {
    const body = await readSmallBody(req);
    await afterPages.turn();
    const beacon = body && parseBeacon(body);
    const client = clientOf(req);
    // The cheap refusals first, the rate limit among them: only a beacon that may count asks
    // whether its address is a page (a remembered route match, else a match that costs more than
    // the rest of a beacon). Known before the answer, so a beacon is counted once it is answered.
    const mayCount =
      service.enabled &&
      beacon !== null &&
      !optedOut(req) &&
      !isProgramAgent(client.userAgent) &&
      !fromAnotherSite(req, options.acceptedHosts) &&
      // IPv6 counted by network (rate-limit.ts): one connection holds a whole /64.
      (!options.rateLimit || limit.allow(clientKey({ ip: client.address }))) &&
      (await (options.isPage?.(beacon.p) ?? true));
    res.writeHead(204, headers);
    res.end();
    const refused = !mayCount || (await options.isOwner(req).catch(() => true));
    if (refused || !beacon) service.ignored++;
    else service.record(beacon, client);
  };
}

/**
 * POST /api/event through Express (requests the beacon fast path leaves to it: behind a proxy).
 * Mounted before the API's body parsers: it reads its own small body.
 */
export function analyticsIntake(service: AnalyticsService, options: IntakeOptions): Router {
  const router = Router();
  const take = beaconTaker(service, options);
  router.post(API.analyticsEvent, (req, res) => take(req, res));
  return router;
}

/**
 * Beacons straight from the server's entry, before Express's per-request middleware, as the page
 * fast path does for ready answers (docs/rendering.md): a beacon a page sends must cost far less
 * than the page. Same security headers (captured once), a request id and one log line. Requests
 * through a proxy (X-Forwarded-*) or for another host go to Express, which applies trust proxy
 * and the host check.
 */
export function beaconFastPath(
  service: AnalyticsService,
  options: IntakeOptions & {
    securityHeaders: { plain: HeaderList; secure: HeaderList };
    logger: Logger;
  },
) {
  const take = beaconTaker(service, options);
  const flat = (list: HeaderList) => [
    ...list.flatMap(([name, value]) => [name, String(value)]),
    'Cache-Control',
    'no-store',
  ];
  const logLine = requestLineWriter(options.logger);
  const plain = flat(options.securityHeaders.plain);
  const secureHeaders = flat(options.securityHeaders.secure);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'POST' || req.url !== API.analyticsEvent) return false;
    if (req.headers['x-forwarded-for'] || req.headers['x-forwarded-host'] || req.headers['x-forwarded-proto'])
      return false;
    const host = req.headers.host?.toLowerCase();
    if (!host || !options.acceptedHosts.has(host)) return false;
    const started = process.hrtime.bigint();
    const id = newRequestId();
    const secure = Boolean((req.socket as { encrypted?: boolean }).encrypted);
    void take(req, res, [...(secure ? secureHeaders : plain), 'X-Request-Id', id]).then(() =>
      logLine({
        reqId: id,
        method: 'POST',
        path: API.analyticsEvent,
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
        fast: true,
      }),
    );
    return true;
  };
}

/** The forms whose answer may bring a lead (their handlers mark it and its kind: conversion-mark.ts). */
const CONVERSION_PATHS: readonly string[] = [API.inquiries, API.newsletter];

/**
 * Records a conversion when a quote request, a listing's lead or a newsletter signup brought a new
 * lead (never delays its answer). Not the answer's status: a request caught by the spam trap and a
 * signup of an address already on the list are answered as a success, so as to tell their sender
 * nothing; and one address takes both quote requests and listings' leads.
 */
export function conversionWatcher(
  service: AnalyticsService,
  options: Pick<IntakeOptions, 'isOwner'>,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'POST' && CONVERSION_PATHS.includes(req.path) && service.enabled && !optedOut(req)) {
      res.on('finish', () => {
        const kind = conversionOf(res);
        if (res.statusCode >= 400 || !kind) return;
        void options.isOwner(req).then(
          (owner) => owner || service.recordConversion(kind, clientOf(req)),
          () => undefined,
        );
      });
    }
    next();
  };
}

/**
 * GET /api/admin/analytics/summary?days=N (owner only), with the name of each page its figures
 * give an address of (`pageNames`: visitedPageNames in shared/content/site-map.ts), so the owner
 * reads "Home", not "/".
 */
export function analyticsAdminRouter(
  service: AnalyticsService,
  requireOwner: RequestHandler,
  pageNames: () => Promise<ReadonlyMap<string, string>> = async () => new Map(),
): Router {
  const router = Router();
  declaredRoute(router, OWNER_CALLS.analyticsSummary)(requireOwner, async (req, res) => {
    const { days } = parseInput(summaryQuerySchema, req.query);
    const [summary, known] = await Promise.all([service.summary(days), pageNames()]);
    res.json({ ...summary, names: namesOf(summary, known) });
  });
  return router;
}

/** The names of the addresses a summary shows (its pages, landing pages and interactions' pages). */
function namesOf(summary: AnalyticsSummary, known: ReadonlyMap<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  const paths = [
    ...summary.pages.map((p) => p.path),
    ...summary.conversions.map((c) => c.landingPage),
    ...summary.interactions.map((i) => i.path),
  ];
  for (const path of paths) {
    const name = known.get(path);
    if (name) names[path] = name;
  }
  return names;
}
