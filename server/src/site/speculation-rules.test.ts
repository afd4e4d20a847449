import { describe, expect, it } from 'vitest';
import { SPECULATION_RULES } from './speculation-rules.ts';

/** The rule's `where` as Chromium reads it for a plain `<a href>`: and / not / href_matches. */
type Where = { and?: Where[]; not?: Where; href_matches?: string; selector_matches?: string };
const ORIGIN = 'https://agency.example';

function matches(where: Where, href: string): boolean {
  const url = new URL(href, `${ORIGIN}/about`);
  if (where.and) return where.and.every((w) => matches(w, href));
  if (where.not) return !matches(where.not, href);
  if (where.href_matches) return new URLPattern(where.href_matches, `${ORIGIN}/about`).test(url.href);
  // selector_matches: a plain link has no target, download or rel; the elements are tested in Chromium.
  return false;
}

const rule = SPECULATION_RULES.prerender[0]!;
const speculated = (href: string) => matches(rule.where as Where, href);

describe('speculation rules', () => {
  it.each([
    '/',
    '/about',
    '/portfolio/photography',
    '/services/matterport',
    '/blog/drone-photography-best-practices',
    '/projects/chelster-hall',
    '/contact',
    '/search?q=drone',
  ])('when a link goes to the public page %s, then it may be prerendered', (href) => {
    expect(speculated(href)).toBe(true);
  });

  it.each([
    '/admin',
    '/admin/subscribers',
    '/api/health',
    '/api/newsletter/unsubscribe',
    '/uploads/a1b2.webp',
    '/preview/posts/draft-post',
    '/unsubscribe?token=abc',
    '/blog/feed.xml',
    '/sitemap.xml',
    '/account/logout',
    'https://elsewhere.example/about',
    'http://agency.example/about',
  ])('when a link goes to %s, then it is never prerendered', (href) => {
    expect(speculated(href)).toBe(false);
  });

  it('when prerendering starts, then it is on the pointer resting on a link or pressing it (moderate), never at load', () => {
    expect(rule.eagerness).toBe('moderate');
    expect(rule.source).toBe('document');
  });
});
