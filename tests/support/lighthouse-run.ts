import lighthouse, { type Flags } from 'lighthouse';

export interface LighthouseFigures {
  url: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  bytes: { script: number; stylesheet: number; image: number; document: number; total: number };
  /** Ids of failed audits per category, for a readable failure message. */
  failures: Record<string, string[]>;
}

type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** What an audit found, briefly (a console error's text and source, a node, a URL), so a failure says why. */
function auditItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const told = items.slice(0, 3).map((item) => {
    const node = item.node as { snippet?: string } | undefined;
    const location = item.sourceLocation as { url?: string } | undefined;
    return [item.source, item.description, node?.snippet, location?.url ?? item.url]
      .filter((part) => typeof part === 'string' && part)
      .join(' ');
  });
  return told.length ? ` (${told.join(' | ')})` : '';
}

/**
 * One Lighthouse run against an already running Chromium (DevTools `port`). Mobile emulation and
 * simulated throttling are Lighthouse's defaults; `categories` narrows the run.
 */
export async function runLighthouse(
  url: string,
  port: number,
  categories: Category[],
  /** Extra Lighthouse settings (the gates shorten the settle waits; the bench keeps the defaults). */
  flags: Flags = {},
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...flags,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => {
    const s = lhr.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const numeric = (id: string) => {
    const v = lhr.audits[id]?.numericValue;
    return typeof v === 'number' ? v : null;
  };
  const summary =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const size = (type: string) => summary.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const failures: Record<string, string[]> = {};
  for (const [id, category] of Object.entries(lhr.categories)) {
    failures[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
      .map((audit) => `${audit!.id}: ${audit!.title}${auditItems(audit!.details)}`);
  }
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: {
      script: size('script'),
      stylesheet: size('stylesheet'),
      image: size('image'),
      document: size('document'),
      total: size('total'),
    },
    failures,
  };
}
