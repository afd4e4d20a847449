/**
 * A site's mobile host, its link-redirect hosts (what Facebook and Instagram put between a post and
 * the page: l.facebook.com, lm.facebook.com) and `www.` are the site itself to the owner.
 */
const SAME_SITE_PREFIX = /^(?:www|m|mobile|l|lm)\./;

/** Google's country sites: google.ca, google.co.uk, google.com.au... */
const GOOGLE_COUNTRY = /^google\.(?:[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/**
 * The website a referrer host stands for, one row per site in the owner's tables: m.facebook.com,
 * l.facebook.com and www.facebook.com are facebook.com, google.ca and google.co.uk are google.com
 * (which country site a browser sends says little of where the visitor is). Read when the figures
 * are summed, so the days counted before are grouped the same way.
 */
export function referrerSource(host: string): string {
  const site = host.toLowerCase().replace(SAME_SITE_PREFIX, '');
  return GOOGLE_COUNTRY.test(site) ? 'google.com' : site;
}
