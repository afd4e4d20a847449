import type { AnalyticsSummary } from '#shared/schemas/analytics.ts';

/** The analytics section's words: what a photographer reads, never a field key. */
export const PERIODS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 3 months' },
  { days: 365, label: 'Last 12 months' },
] as const;

/** "the last 7 days": a period's label inside a sentence. */
function periodInSentence(days: number): string {
  const label = PERIODS.find((p) => p.days === days)?.label ?? `Last ${days} days`;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

export const FIGURES_TEXTS = {
  firstLoad: 'Loading the figures...',
  loading: (days: number) => `Loading the figures for the ${periodInSentence(days)}...`,
  /** Said with the figures of another period still on screen. */
  notLoaded: (failedDays: number, shownDays: number, reason: string) =>
    `Could not show the figures for the ${periodInSentence(failedDays)}: these are still those for the ${periodInSentence(shownDays)}. ${reason}`,
};

type Vital = AnalyticsSummary['vitals'][number];

export const VITAL_LABELS: Record<Vital['metric'], string> = {
  LCP: 'Main picture shown (LCP)',
  INP: 'Response to a tap or click (INP)',
  CLS: 'Layout stays still (CLS)',
  FCP: 'First thing on screen (FCP)',
  TTFB: 'Server answer (TTFB)',
};

export const RATING_LABELS: Record<Vital['rating'], string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const INTERACTION_LABELS: Record<AnalyticsSummary['interactions'][number]['kind'], string> = {
  outbound: 'Left by a link to',
  video: 'Video played',
  tour: '3D tour opened',
};

export const CONVERSION_LABELS: Record<AnalyticsSummary['conversions'][number]['kind'], string> = {
  'quote-request': 'Quote request',
  // A buyer's question from a property website, sent to the listing agent (the inbox's name for it).
  'listing-lead': 'Listing lead',
  'newsletter-signup': 'Newsletter signup',
};

/** Where a conversion's landing page would be when none of its visit's pages was counted. */
export const UNKNOWN_LANDING_TEXT = 'Not known (the browser sent no page views: JavaScript off or blocked)';

/** How a template's pages are named for the owner. */
export function templateLabel(template: string): string {
  if (template === 'home') return 'Home page';
  const [section = '', deeper] = template.split('/');
  const name = section.charAt(0).toUpperCase() + section.slice(1);
  return deeper ? `${name}: each page` : `${name} page`;
}

/** A Vital's p75 as a person reads it: seconds above a second, CLS as a plain number. */
export function vitalValue(metric: Vital['metric'], value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}
