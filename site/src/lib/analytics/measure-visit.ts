import { BEACON_ADDRESS } from '#shared/analytics/beacon-address.ts';
import { screenClassOf } from '#shared/analytics/page-template.ts';

/**
 * The site's own page measurement (docs/analytics.md): one beacon per page view to this site's
 * server, and one for an outbound link, a video played or a 3D tour opened. It sets no cookie and
 * writes no storage; a browser asking not to be tracked (Do Not Track, Global Privacy Control)
 * sends nothing. Loaded by boot.ts once the page is interactive, so it never delays the page.
 * Kept under 2 KB (Brotli): tests/build/analytics-script-size.test.ts.
 */
type Send = (data: object) => void;

const send: Send = (data) => {
  navigator.sendBeacon(BEACON_ADDRESS, JSON.stringify(data));
};

const short = (value: string | null) => value?.trim().slice(0, 100) || undefined;

function hostOf(address: string): string | undefined {
  try {
    return new URL(address).hostname || undefined;
  } catch {
    return undefined;
  }
}

/** Runs `then` once the page is shown: a page prerendered on hover is not a view until opened. */
function whenShown(then: () => void) {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', then, { once: true });
  } else {
    then();
  }
}

/** Outbound links, video plays and 3D-tour opens, told by what the click landed on. */
function watchClicks(path: string) {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const card = target?.closest('.gallery-card');
      // A player that says what it is (a listing's 3D tour or Vimeo video: data-measure).
      const declared = target?.closest('[data-measure]')?.getAttribute('data-measure');
      const kind =
        declared === 'video' || declared === 'tour'
          ? declared
          : target?.closest('.youtube-facade-button')
            ? 'video'
            : card?.querySelector('.gallery-card-media--video')
              ? 'video'
              : card?.querySelector('.gallery-card-media--embed')
                ? 'tour'
                : null;
      if (kind) return send({ t: 'event', k: kind, p: path });
      const link = target?.closest('a[href]') as HTMLAnchorElement | null;
      if (link && /^https?:$/.test(link.protocol) && link.hostname !== location.hostname) {
        send({ t: 'event', k: 'outbound', p: path, h: link.hostname.toLowerCase() });
      }
    },
    true,
  );
}

/**
 * Whether this is a page of the site: the server wrote its HTTP status into the page's data
 * (`status` in the app-data JSON, entry-server.tsx). A 404 or 410 page (an unknown address, a listing
 * taken down) and the error page (no data) are not visits of a page and send nothing.
 */
function isRealPage(): boolean {
  try {
    return JSON.parse(document.getElementById('app-data')?.textContent || 'null')?.status === 200;
  } catch {
    return false;
  }
}

export function measureVisit() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const path = location.pathname;
  if (
    nav.doNotTrack === '1' ||
    nav.globalPrivacyControl ||
    /^\/(admin|preview|delivery)(\/|$)/.test(path) ||
    !isRealPage()
  )
    return;
  const query = new URLSearchParams(location.search);
  const referrer = hostOf(document.referrer);
  const sc = screenClassOf(innerWidth);
  whenShown(() => {
    send({
      t: 'pageview',
      p: path,
      sc,
      r: referrer === location.hostname ? undefined : referrer,
      us: short(query.get('utm_source')),
      uc: short(query.get('utm_campaign')),
      q: path === '/search' ? short(query.get('q')) : undefined,
    });
    watchClicks(path);
    void import('./report-vitals.ts').then((vitals) => vitals.reportVitals(send, path, sc));
  });
}
