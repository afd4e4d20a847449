/**
 * The site search (/search?q=): a small ranked full-text match over documents built from the
 * content modules and the portfolio items. Every query word must match (AND); a match in the title
 * weighs most, then the label (category), the summary and the body. Accents and case are ignored
 * and simple plurals match their singular ('tours' finds 'tour').
 */

import type { ImageMedia } from '../../schemas/image-media.ts';

const SEARCH_KINDS = ['service', 'project', 'listing', 'post', 'portfolio'] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];

const SEARCH_GROUP_LABELS: Record<SearchKind, string> = {
  service: 'Services',
  project: 'Projects',
  listing: 'Listings',
  post: 'Blog Posts',
  portfolio: 'Portfolio',
};

export interface SearchDocument {
  id: string;
  kind: SearchKind;
  title: string;
  /** Shown under the title in the results. */
  summary: string;
  /** Further text that can match but is not shown. */
  body: string;
  /** Where the result links to. */
  path: string;
  /** A category, collection or service label shown with the result. */
  label?: string | undefined;
  image?: string | undefined;
  /** An upload's media (docs/pictures.md): its blurred placeholder is drawn until it loads. */
  imageMedia?: ImageMedia | undefined;
}

type SearchResult = Omit<SearchDocument, 'body'> & { score: number };

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  results: SearchResult[];
}

/** Longest query we look at; anything longer is cut (a search box, not a document). */
export const MAX_QUERY_LENGTH = 100;

const STOP_WORDS = new Set(
  'a an and are as at be by do does for from how i in is it my of on or our the to what when with you your'.split(
    ' ',
  ),
);

const FIELD_WEIGHTS = { title: 8, label: 4, summary: 3, body: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/** Lower case, accents removed, anything but letters and digits turned into spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A crude English stem: enough for plurals ('tours', 'properties', 'homes'). */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The distinct query words that count: normalised, stop words dropped, at most 8. */
export function queryTerms(query: string): string[] {
  const words = normalize(query.slice(0, MAX_QUERY_LENGTH)).split(' ').filter(Boolean);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  // A query of only stop words ('how to') still searches for them rather than for nothing.
  return [...new Set(meaningful.length > 0 ? meaningful : words)].slice(0, 8);
}

interface PreparedField {
  words: string[];
  stems: Set<string>;
  text: string;
}

function prepare(text: string): PreparedField {
  const normalized = normalize(text);
  const words = normalized.split(' ').filter(Boolean);
  return { words, stems: new Set(words.map(stem)), text: normalized };
}

/** How well one term matches one field: 1 exact word or stem, 0.6 word prefix, 0.3 inside a word. */
function termMatch(term: string, field: PreparedField): number {
  if (field.words.length === 0) return 0;
  if (field.stems.has(stem(term))) return 1;
  if (term.length >= 3 && field.words.some((w) => w.startsWith(term))) return 0.6;
  if (term.length >= 4 && field.text.includes(term)) return 0.3;
  return 0;
}

function scoreDocument(doc: SearchDocument, terms: string[], phrase: string): number {
  const fields: Record<Field, PreparedField> = {
    title: prepare(doc.title),
    label: prepare(doc.label ?? ''),
    summary: prepare(doc.summary),
    body: prepare(doc.body),
  };
  let total = 0;
  for (const term of terms) {
    let termScore = 0;
    for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) {
      termScore += FIELD_WEIGHTS[field] * termMatch(term, fields[field]);
    }
    if (termScore === 0) return 0;
    total += termScore;
  }
  if (terms.length > 1) {
    if (fields.title.text.includes(phrase)) total += 10;
    else if (fields.summary.text.includes(phrase) || fields.body.text.includes(phrase)) total += 3;
  }
  // A title that is (nearly) all the query is what the visitor most likely means.
  const titleWords = fields.title.words.filter((w) => !STOP_WORDS.has(w));
  const covered = titleWords.filter((w) => terms.some((t) => stem(t) === stem(w))).length;
  if (titleWords.length > 0) total += 12 * (covered / titleWords.length);
  return total;
}

/** Documents matching every query term, best first (ties: kind order, then title). */
export function searchDocuments(docs: readonly SearchDocument[], query: string): SearchResult[] {
  const terms = queryTerms(query);
  if (terms.length === 0) return [];
  const phrase = terms.join(' ');
  const results: SearchResult[] = [];
  for (const doc of docs) {
    const score = scoreDocument(doc, terms, phrase);
    if (score === 0) continue;
    const { body: _body, ...shown } = doc;
    results.push({ ...shown, score: Math.round(score * 100) / 100 });
  }
  return results.sort(
    (a, b) =>
      b.score - a.score ||
      SEARCH_KINDS.indexOf(a.kind) - SEARCH_KINDS.indexOf(b.kind) ||
      a.title.localeCompare(b.title),
  );
}

/** Results grouped by kind in a fixed order (Services, Projects, Listings, Blog Posts, Portfolio), empty groups left out. */
export function groupResults(results: readonly SearchResult[], perGroup = 12): SearchGroup[] {
  return SEARCH_KINDS.map((kind) => ({
    kind,
    label: SEARCH_GROUP_LABELS[kind],
    results: results.filter((r) => r.kind === kind).slice(0, perGroup),
  })).filter((g) => g.results.length > 0);
}
