import { pipeline } from 'node:stream/promises';
import { type Request, type RequestHandler, type Response, Router } from 'express';
import { entryIdSchema } from '#shared/schemas/content-entry.ts';
import { ROUTES } from '#shared/api/paths.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import type { DeliveryList, DeliverySize } from './delivery-files.ts';
import type { DeliveryService } from './delivery-service.ts';

const BASE = '/delivery/:token';
const SIZES: Record<string, DeliverySize> = { mls: 'mls', full: 'full' };

/** Private answers: never cached by a browser or a proxy, never indexed, no address sent onwards. */
function privately(res: Response) {
  res.set({
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
  });
}

const tokenOf = (req: Request) => String(req.params.token).slice(0, 64);
const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * Whether a person opened the address itself (typed, pasted, or from an old e-mail), as a page. A
 * download link pressed on the page is fetched with `Sec-Fetch-Dest: empty` and no Accept header.
 */
const openedAsPage = (req: Request) => {
  const dest = req.get('sec-fetch-dest');
  return dest ? dest === 'document' : (req.get('accept') ?? '').includes('text/html');
};

/**
 * A file that is not there (an address reissued since, a photo taken out of the listing), opened
 * as a page, leads to the delivery page: it shows what there is now, or says the address is not
 * valid and whom to ask, where the bare error was JSON. A pressed download keeps its 404, so the
 * browser reports the download failed rather than saving a page as the file.
 */
const toPageWhenMissing =
  (handler: RequestHandler): RequestHandler =>
  async (req, res, next) => {
    try {
      await handler(req, res, next);
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 404 && openedAsPage(req))) throw err;
      privately(res);
      res.redirect(303, `/delivery/${encodeURIComponent(tokenOf(req))}`);
    }
  };

/**
 * The agent's delivery files (docs/listings.md, "Delivery"): each photo and floor plan in MLS and full size, a
 * streamed ZIP of each size, the QR code and the statistics. The page itself is a site route
 * (/delivery/{token}). The owner reissues the address with POST .../delivery. Also the public QR
 * code of a live listing's page, for its printed flyer.
 */
export function deliveryRouter(service: DeliveryService, requireOwner: RequestHandler): Router {
  const router = Router();

  router.get(`${BASE}/stats.json`, async (req, res) => {
    const listing = await service.open(tokenOf(req));
    privately(res);
    res.json(await service.stats(listing));
  });

  router.get(`${BASE}/qr.svg`, async (req, res) => {
    const svg = await service.qrSvg(tokenOf(req));
    privately(res);
    res.type('image/svg+xml').send(svg);
  });

  // The flyer's QR code, public as the page it points to (a site address, not under /api).
  router.get('/listings/:slug/qr.svg', async (req, res) => {
    const svg = await service.pageQrSvg(String(req.params.slug).slice(0, 120));
    res.type('image/svg+xml').set('Cache-Control', 'public, max-age=3600').send(svg);
  });

  router.get(
    `${BASE}/:size.zip`,
    toPageWhenMissing(async (req, res) => {
      const size = SIZES[String(req.params.size)];
      if (!size) throw notFound('No such download');
      const { name, stream } = await service.zip(tokenOf(req), size);
      privately(res);
      res.type('application/zip').set('Content-Disposition', attachment(name));
      // A visitor who stops the download ends the archive too (nothing more is read or resized).
      await pipeline(stream, res).catch((err: unknown) => {
        if (!res.writableEnded) req.log.info({ err: (err as Error).message }, 'delivery download stopped');
      });
    }),
  );

  const download =
    (list: DeliveryList): RequestHandler =>
    async (req, res) => {
      const size = SIZES[String(req.params.size)];
      const number = Number(req.params.number);
      if (!size || !Number.isInteger(number) || number < 1) throw notFound('No such photo');
      const { name, data } = await service.photo(tokenOf(req), size, number, list);
      privately(res);
      res.type('image/jpeg').set('Content-Disposition', attachment(name)).send(data);
    };
  router.get(`${BASE}/:size/:number`, toPageWhenMissing(download('photos')));
  router.get(`${BASE}/floor-plans/:size/:number`, toPageWhenMissing(download('floorPlans')));

  router.post(ROUTES.listingDelivery, requireOwner, async (req, res) => {
    const id = entryIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound('No such listing');
    res.json({ deliveryUrl: await service.reissue(id.data) });
  });

  return router;
}
