import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/**
 * The page's Web Vitals (LCP, INP, CLS, FCP, TTFB), measured by the `web-vitals` library and sent
 * in one beacon the first time the page is hidden (left, closed, or put in the background), when
 * LCP, CLS and INP are final. The server keeps a sample of them (ANALYTICS_VITALS_SAMPLE).
 */
export function reportVitals(send: (data: object) => void, path: string, sc: string) {
  const m: Record<string, number> = {};
  const keep = ({ name, value }: MetricType) => {
    m[name] = Math.round(name === 'CLS' ? value * 10_000 : value) / (name === 'CLS' ? 10_000 : 1);
  };
  for (const on of [onLCP, onCLS, onINP, onFCP, onTTFB]) on(keep);
  let sent = false;
  // On the document, so it runs after the library's own listeners on the window have reported.
  const report = () => {
    if (sent || document.visibilityState !== 'hidden' || Object.keys(m).length === 0) return;
    sent = true;
    send({ t: 'vitals', p: path, sc, m });
  };
  document.addEventListener('visibilitychange', report);
  window.addEventListener('pagehide', report);
}
