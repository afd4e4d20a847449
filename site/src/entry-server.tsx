import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { RenderInfoContext, MOBILE_UA, type RenderInfo } from './app/render-info.tsx';
import { routes } from './app/routes.tsx';

export { pagePolicy } from './app/routes.tsx';
import { DEFAULT_META, headHtml, scriptJson, type MetaArgs, type RouteHandle } from './lib/page-meta.ts';
import type { SiteData } from '#shared/api/site-data.ts';
import { siteJsonLd } from './lib/structured-data.ts';
import type { HydrationPayload } from './islands/hydrate-islands.tsx';
import { IslandCollectorContext } from './islands/island.tsx';
import { createIslandRender } from './islands/render-islands.tsx';

export interface RenderRequest {
  /** Path and query, e.g. '/blog?x=1'. */
  url: string;
  /** Public origin used for canonical and absolute URLs, e.g. 'https://agency.example'. */
  origin: string;
  userAgent?: string;
  now?: Date;
  siteData?: SiteData;
}

export interface RenderResult {
  status: number;
  redirect?: string;
  head: string;
  html: string;
  /** JSON for the <script type="application/json" id="app-data"> block the client hydrates from. */
  data: string;
  /** Source files of the page's island modules (keys of Vite's client manifest). */
  routeFiles: string[];
}

const handler = createStaticHandler(routes);

export async function render(req: RenderRequest): Promise<RenderResult> {
  const url = new URL(req.url, 'http://render.local');
  const request = new Request(new URL(`${url.pathname}${url.search}`, req.origin));
  const context = await handler.query(request, { requestContext: { siteData: req.siteData } });
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
  const router = createStaticRouter(handler.dataRoutes, context);
  // The whole page is HTML; only its islands are hydrated in the browser (site/src/islands).
  const islands = createIslandRender(info);
  const html = islands.fill(
    renderToString(
      <RenderInfoContext value={info}>
        <IslandCollectorContext value={islands.collector}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </IslandCollectorContext>
      </RenderInfoContext>,
    ),
  );

  let meta = DEFAULT_META;
  let status = context.statusCode;
  const leaf = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.meta);
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
  const payload: HydrationPayload = { info };
  return {
    status,
    head: headHtml(meta, req.origin, siteJsonLd(req.origin)),
    html,
    data: scriptJson(payload),
    routeFiles: islands.sourceFiles(),
  };
}
