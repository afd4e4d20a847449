/**
 * The MDN HTTP Observatory's published scoring (developer.mozilla.org/en-US/observatory/docs/
 * tests_and_scoring), as data: every test's possible results with their score modifiers, the
 * grade table, and classifiers that read a response the way the Observatory's tests do. Start at
 * 100, add every modifier; bonuses (positive modifiers) count only when the score without them
 * is at least 90.
 */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 0,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-httponly-flag': -10,
  'cookies-samesite-flag-invalid': -20,
  'cookies-without-secure-flag': -20,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-no-referrer-when-downgrade': 0,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-implemented-with-same-origin': 0,
  'cross-origin-resource-policy-implemented-with-same-site': 0,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-header-invalid': -5,
};

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** What the Observatory sees of a site: the https front page, and the http front page's answer. */
export interface Scan {
  headers: Headers;
  html: string;
  origin: string;
  /** The answer to the same page over plain http (its status and Location). */
  httpAnswer: { status: number; location: string | null };
}

function cspDirectives(value: string): Map<string, string[]> {
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values.map((v) => v.toLowerCase())]),
  );
}

function csp(scan: Scan): string {
  const header = scan.headers.get('content-security-policy');
  if (!header) return 'csp-not-implemented';
  const d = cspDirectives(header);
  const fallback = d.get('default-src') ?? [];
  const script = d.get('script-src') ?? fallback;
  const style = d.get('style-src') ?? fallback;
  const active = [script, d.get('object-src') ?? fallback, d.get('frame-src') ?? fallback].flat();
  const passive = [d.get('img-src') ?? fallback, d.get('media-src') ?? fallback].flat();
  if (
    script.includes("'unsafe-inline'") &&
    !script.some((s) => s.startsWith("'nonce-") || s.startsWith("'sha"))
  ) {
    return 'csp-implemented-with-unsafe-inline';
  }
  if (script.includes("'unsafe-eval'")) return 'csp-implemented-with-unsafe-eval';
  const insecure = (s: string) => s === 'http:' || s.startsWith('http://') || s === '*';
  if (active.some(insecure)) return 'csp-implemented-with-insecure-scheme';
  if (passive.some(insecure)) return 'csp-implemented-with-insecure-scheme-in-passive-content-only';
  if (style.includes("'unsafe-inline'")) return 'csp-implemented-with-unsafe-inline-in-style-src-only';
  if (fallback.length === 1 && fallback[0] === "'none'")
    return 'csp-implemented-with-no-unsafe-default-src-none';
  return 'csp-implemented-with-no-unsafe';
}

function cookies(scan: Scan): string {
  const lines = scan.headers.getSetCookie();
  if (lines.length === 0) return 'cookies-not-found';
  const hsts = scan.headers.has('strict-transport-security');
  const attrs = lines.map((line) =>
    line
      .toLowerCase()
      .split(';')
      .map((p) => p.trim()),
  );
  const has = (parts: string[], name: string) => parts.some((p) => p === name || p.startsWith(`${name}=`));
  if (attrs.some((p) => !has(p, 'secure'))) {
    return hsts ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag';
  }
  if (attrs.some((p) => !has(p, 'httponly'))) return 'cookies-session-without-httponly-flag';
  const sameSite = attrs.map((p) => p.find((x) => x.startsWith('samesite='))?.slice(9));
  if (sameSite.some((v) => v !== undefined && !['strict', 'lax', 'none'].includes(v))) {
    return 'cookies-samesite-flag-invalid';
  }
  return sameSite.every((v) => v === 'strict' || v === 'lax')
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions';
}

function cors(scan: Scan): string {
  const allow = scan.headers.get('access-control-allow-origin');
  if (!allow) return 'cross-origin-resource-sharing-not-implemented';
  return allow === '*'
    ? 'cross-origin-resource-sharing-implemented-with-public-access'
    : 'cross-origin-resource-sharing-implemented-with-universal-access';
}

function redirection(scan: Scan): string {
  const { status, location } = scan.httpAnswer;
  if (status < 300 || status > 399 || !location) return 'redirection-missing';
  const target = new URL(location, scan.origin.replace(/^https:/, 'http:'));
  if (target.protocol !== 'https:') return 'redirection-not-to-https';
  if (target.host !== new URL(scan.origin).host) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

function referrer(scan: Scan): string {
  const value = scan.headers.get('referrer-policy');
  if (!value) return 'referrer-policy-not-implemented';
  const last = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .at(-1)!;
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return 'referrer-policy-private';
  }
  if (last === 'no-referrer-when-downgrade') return 'referrer-policy-no-referrer-when-downgrade';
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(last)) return 'referrer-policy-unsafe';
  return 'referrer-policy-header-invalid';
}

function hsts(scan: Scan): string {
  const value = scan.headers.get('strict-transport-security');
  if (!value) return 'hsts-not-implemented';
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(value)?.[1];
  if (maxAge === undefined) return 'hsts-header-invalid';
  return Number(maxAge) >= 15_768_000
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months';
}

function sri(scan: Scan): string {
  const scripts = [...scan.html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const sources = scripts.map((tag) => /\ssrc="([^"]+)"/i.exec(tag)?.[1]).filter((s): s is string => !!s);
  if (sources.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const external = sources.filter((src) => new URL(src, scan.origin).origin !== scan.origin);
  if (external.length === 0) return 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
  const withIntegrity = scripts.filter((tag) => /\sintegrity=/i.test(tag)).length === scripts.length;
  if (withIntegrity) return 'sri-implemented-and-all-scripts-loaded-securely';
  return external.every((src) => src.startsWith('https:'))
    ? 'sri-not-implemented-but-external-scripts-loaded-securely'
    : 'sri-not-implemented-and-external-scripts-not-loaded-securely';
}

function contentTypeOptions(scan: Scan): string {
  const value = scan.headers.get('x-content-type-options');
  if (!value) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function frameOptions(scan: Scan): string {
  const ancestors = cspDirectives(scan.headers.get('content-security-policy') ?? '').get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return 'x-frame-options-implemented-via-csp';
  const value = scan.headers.get('x-frame-options')?.trim().toLowerCase();
  if (!value) return 'x-frame-options-not-implemented';
  return value === 'deny' || value === 'sameorigin'
    ? 'x-frame-options-sameorigin-or-deny'
    : 'x-frame-options-header-invalid';
}

function resourcePolicy(scan: Scan): string {
  const value = scan.headers.get('cross-origin-resource-policy')?.trim().toLowerCase();
  if (!value) return 'cross-origin-resource-policy-not-implemented';
  if (['same-origin', 'same-site', 'cross-origin'].includes(value)) {
    return `cross-origin-resource-policy-implemented-with-${value}`;
  }
  return 'cross-origin-resource-policy-header-invalid';
}

const TESTS: Record<string, (scan: Scan) => string> = {
  'Content Security Policy': csp,
  Cookies: cookies,
  'Cross Origin Resource Sharing': cors,
  Redirection: redirection,
  'Referrer Policy': referrer,
  'Strict Transport Security': hsts,
  'Subresource Integrity': sri,
  'X-Content-Type-Options': contentTypeOptions,
  'X-Frame-Options': frameOptions,
  'Cross Origin Resource Policy': resourcePolicy,
};

interface Grading {
  results: { test: string; result: string; modifier: number }[];
  score: number;
  grade: string;
}

export function grade(scan: Scan): Grading {
  const results = Object.entries(TESTS).map(([test, classify]) => {
    const result = classify(scan);
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`no score for ${result}`);
    return { test, result, modifier };
  });
  const penalties = results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 100);
  const bonuses = results.reduce((sum, r) => sum + Math.max(r.modifier, 0), 0);
  const score = penalties >= 90 ? penalties + bonuses : penalties;
  return { results, score, grade: GRADES.find(([min]) => score >= min)![1] };
}
