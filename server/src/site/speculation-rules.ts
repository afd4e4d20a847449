/**
 * Speculation rules for the public pages (docs/rendering.md, "Speculation rules"): links are plain
 * page loads, and Chromium prerenders the one a visitor is about to open (pointer resting on it
 * for 200 ms, or pressed), so the click shows a page that is already there.
 *
 * The rules are a file named by the `Speculation-Rules` response header of every page, not an
 * inline `<script type="speculationrules">`: the CSP stays `script-src 'self'`, with no
 * `'inline-speculation-rules'` and no hash.
 */

/** Where the rules are served. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/** The response header every HTML page carries (a structured-field list of one string). */
export const SPECULATION_RULES_HEADER: [string, string] = [
  'Speculation-Rules',
  `"${SPECULATION_RULES_PATH}"`,
];

/** The media type Chromium requires of an external rule set. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json';

/**
 * Addresses never speculated: the admin, the API, uploads, the owner's previews, the unsubscribe
 * page (its token is in the address), anything that looks like a file (feeds, sitemap.xml) and
 * logout-like links. Prerendering runs the page, so only public pages that do nothing by being
 * opened are allowed.
 */
const NEVER_SPECULATED = [
  '/admin{/*}?',
  '/api{/*}?',
  '/uploads{/*}?',
  '/preview{/*}?',
  '/unsubscribe{/*}?',
  '/*.*',
  '/*logout*',
  '/*sign-out*',
  '/*signout*',
] as const;

export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          // Relative to the page: this origin only.
          { href_matches: '/*' },
          ...NEVER_SPECULATED.map((pattern) => ({ not: { href_matches: pattern } })),
          // Links that open elsewhere, downloads and links the page marks as not to be followed.
          { not: { selector_matches: '[target=_blank], [download], [rel~=nofollow], [data-no-prerender]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};
