/**
 * Stands in for the built server bundle (dist/ssr/entry-server.js) in tests where no page is under
 * test, so the production server starts without `npm run build`. Every address answers this page.
 */
export async function render(request) {
  const path = new URL(request.url, 'http://stub.local').pathname;
  return {
    status: 200,
    head: '<title>Stub page</title>',
    html: `<p data-stub-page>No page is under test here (${path.replaceAll('<', '&lt;')}).</p>`,
    data: '{}',
    routeFiles: [],
  };
}

/** The stub page names its address, so it is made per request (never cached by the server). */
export function pagePolicy() {
  return { kind: 'per-request', tags: [], notFound: false };
}
