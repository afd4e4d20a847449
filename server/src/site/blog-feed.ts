import { COMPANY } from '#shared/content/company.ts';
import type { PostEntry } from '#shared/schemas/post.ts';
import { postPath } from '#shared/schemas/post-view.ts';

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** RFC 822 date of a YYYY-MM-DD day (noon UTC, so the day is the same in every time zone). */
const rfc822Day = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

/**
 * The blog's RSS 2.0 feed (newest 20 published posts). Every link is absolute on the configured
 * public origin, never the request's Host.
 */
export function blogFeedXml(origin: string, posts: readonly PostEntry[]): string {
  const items = posts.slice(0, 20).map((post) => {
    const url = `${origin}${postPath(post)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822Day(post.datePublished)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      post.author ? `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>` : '',
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const newest = posts[0] ? rfc822Day(posts[0].datePublished) : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${COMPANY.name} Blog`)}</title>
    <link>${escapeXml(`${origin}/blog`)}</link>
    <atom:link href="${escapeXml(`${origin}/blog/feed.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Real estate photography, video, drone, 3D tour and marketing insights for the Greater Toronto Area.</description>
    <language>en-ca</language>
    <lastBuildDate>${newest}</lastBuildDate>
${items.join('\n')}
  </channel>
</rss>
`;
}
