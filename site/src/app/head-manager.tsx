import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useParams } from 'react-router-dom';
import { DEFAULT_META, headHtml, type PageMeta, type RouteHandle } from '../lib/page-meta.ts';
import { siteJsonLd } from '../lib/structured-data.ts';

/** The head data of the deepest matched route that has a handle. */
export function useActiveMeta(): PageMeta {
  const matches = useMatches();
  const params = useParams();
  const location = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.meta) {
      return handle.meta({ params, data: match.data, pathname: location.pathname, search: location.search });
    }
  }
  return DEFAULT_META;
}

/** Swaps the page's head tags after client-side navigation (the server wrote the first ones). */
export function HeadManager() {
  const meta = useActiveMeta();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const origin = window.location.origin;
    for (const el of document.head.querySelectorAll('[data-ph]')) el.remove();
    const fragment = document
      .createRange()
      .createContextualFragment(headHtml(meta, origin, siteJsonLd(origin)));
    document.head.append(fragment);
  }, [meta]);
  return null;
}
