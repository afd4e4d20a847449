import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router-dom';
import { RenderInfoContext, MOBILE_UA, type RenderInfo } from './app/render-info.tsx';
import { ERROR_PAGE_META } from './app/root-error-boundary.tsx';
import { routes } from './app/routes.tsx';

export { pagePolicy } from './app/routes.tsx';
import {
  DEFAULT_META,
  headHtml,
  scriptJson,
  type MetaArgs,
  type PageMeta,
  type RouteHandle,
} from './lib/page-meta.ts';
import { variantUrl } from '#shared/media/image-variants.ts';
import { heroPreload } from './components/layout/hero.tsx';
import { type PagePictures, PagePicturesContext } from './app/page-pictures.tsx';
import { PageTestimonialsContext } from './app/page-testimonials.tsx';
import { ShippedPlaceholdersContext } from './app/shipped-placeholders.tsx';
import { IMAGE_PLACEHOLDERS } from '#shared/content/media/image-placeholders.ts';
import type { TestimonialMap } from '#shared/schemas/testimonial.ts';
import type { RenderRequest, RenderResult } from '#shared/api/server-render.ts';
import { siteJsonLd } from './lib/structured-data.ts';
import type { HydrationPayload } from './islands/hydrate-islands.tsx';
import { IslandCollectorContext } from './islands/island.tsx';
import { createIslandRender } from './islands/render-islands.tsx';

const handler = createStaticHandler(routes);

/**
 * The head names the pictures the page drew: a hero preload (and a social image) made for a
 * built-in picture the owner replaced points at the owner's picture instead. When the hero is the
 * owner's upload, the page's social image is its crop around the focal point (docs/pictures.md),
 * unless the page names a picture of its own (a post's cover).
 */
function withDrawnPictures(meta: PageMeta, { drawn, social }: PagePictures): PageMeta {
  if (!drawn || drawn.size === 0) return meta;
  const builtIn = new Map([...drawn].map(([from, to]) => [variantUrl(from, 1600, 'avif'), to]));
  const heroImage = !meta.image || drawn.has(meta.image);
  const image = heroImage && social?.image ? social.image : meta.image && drawn.get(meta.image);
  return {
    ...meta,
    ...(image ? { image } : {}),
    ...(meta.preload
      ? {
          preload: meta.preload.flatMap((entry) => {
            const to = builtIn.get(entry.href);
            return to ? heroPreload(to, entry.media) : [entry];
          }),
        }
      : {}),
  };
}

/** The page's HTML and its island modules: only islands are hydrated in the browser (site/src/islands). */
function renderTree(
  context: StaticHandlerContext,
  info: RenderInfo,
  pictures: PagePictures = { pictures: {} },
  testimonials: TestimonialMap = {},
): { html: string; islandFiles: string[] } {
  const router = createStaticRouter(handler.dataRoutes, context);
  const islands = createIslandRender(info);
  const html = islands.fill(
    renderToString(
      <RenderInfoContext value={info}>
        <PagePicturesContext value={pictures}>
          <ShippedPlaceholdersContext value={IMAGE_PLACEHOLDERS}>
            <PageTestimonialsContext value={testimonials}>
              <IslandCollectorContext value={islands.collector}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </IslandCollectorContext>
            </PageTestimonialsContext>
          </ShippedPlaceholdersContext>
        </PagePicturesContext>
      </RenderInfoContext>,
    ),
  );
  return { html, islandFiles: islands.sourceFiles() };
}

/**
 * The root error boundary's page (site/src/app/root-error-boundary.tsx) with status 500. React
 * runs no error boundary while rendering on the server, so a component that throws is caught here
 * and the tree rendered again with the error at the root, as a loader's error already is.
 */
function renderError(
  context: StaticHandlerContext,
  info: RenderInfo,
  req: RenderRequest,
  pathname: string,
  error: unknown,
): RenderResult {
  const failed: StaticHandlerContext = {
    ...context,
    statusCode: 500,
    loaderData: {},
    errors: { root: error },
  };
  return {
    status: 500,
    head: headHtml(ERROR_PAGE_META(pathname), req.origin, siteJsonLd(req.origin)),
    html: renderTree(failed, info).html,
    // The error page is not hydrated: the browser keeps it as the server sent it.
    data: 'null',
    routeFiles: [],
    error,
  };
}

/** The address the shared not-found page is rendered for (as server/src/site/site-pages.ts does). */
const NOT_FOUND_PATH = '/404';

export async function render(req: RenderRequest): Promise<RenderResult> {
  const url = new URL(req.url, 'http://render.local');
  const request = new Request(new URL(`${url.pathname}${url.search}`, req.origin));
  const context = await handler.query(request, {
    requestContext: { siteData: req.siteData, returnedForm: req.returnedForm },
  });
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? '/',
      head: '',
      html: '',
      data: 'null',
      routeFiles: [],
    };
  }
  const info: RenderInfo = {
    now: (req.now ?? new Date()).toISOString(),
    mobileUserAgent: MOBILE_UA.test(req.userAgent ?? ''),
  };
  // A loader that threw: the static handler caught it (and would render the boundary itself).
  const thrown = context.errors ? Object.values(context.errors)[0] : undefined;
  // No route at all, not even the catch-all, whose pattern stops at a line break in the address
  // (`/x%0a`): the not-found page, as for any other unknown address, not the error page.
  if (isRouteErrorResponse(thrown) && thrown.status === 404 && url.pathname !== NOT_FOUND_PATH) {
    return render({ ...req, url: NOT_FOUND_PATH });
  }
  if (context.errors) return renderError(context, info, req, url.pathname, thrown);
  try {
    // The owner's page pictures (docs/pictures.md); none at build time: the built-in ones are drawn.
    const pictures: PagePictures = {
      pictures: (await req.siteData?.pictures?.()) ?? {},
      drawn: new Map(),
      social: {},
    };
    const testimonials = (await req.siteData?.testimonials?.()) ?? {};
    const { html, islandFiles } = renderTree(context, info, pictures, testimonials);
    let meta = DEFAULT_META;
    let status = context.statusCode;
    const leaf = [...context.matches]
      .reverse()
      .find((m) => (m.route.handle as RouteHandle | undefined)?.meta);
    if (leaf) {
      const handle = leaf.route.handle as RouteHandle;
      const args: MetaArgs = {
        params: leaf.params,
        data: context.loaderData[leaf.route.id],
        pathname: url.pathname,
        search: url.search,
      };
      meta = handle.meta(args);
      if (status === 200 && handle.status) status = handle.status(args);
    }
    meta = withDrawnPictures(meta, pictures);
    const payload: HydrationPayload = { info, status };
    return {
      status,
      head: headHtml(meta, req.origin, siteJsonLd(req.origin)),
      html,
      data: scriptJson(payload),
      routeFiles: islandFiles,
      ...(meta.unbranded ? { unbranded: true } : {}),
    };
  } catch (error) {
    return renderError(context, info, req, url.pathname, error);
  }
}
