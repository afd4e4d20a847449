/**
 * User agents of programs rather than people: scripts and HTTP libraries, crawlers, link previewers
 * and speed testers (Lighthouse emulates a slow phone, so its Web Vitals would pass for a real
 * visitor's). A browser always sends a user agent, so an empty one is a program too. "bot" anywhere
 * but in "CUBOT", a phone maker whose model names carry it. A headless browser (`HeadlessChrome`)
 * is counted: it runs the page's script as a person's does, and it is how the site's own checks
 * and an owner's automated tests see it (docs/analytics.md).
 */
const PROGRAM =
  /(?<!cu)bot|crawl|spider|slurp|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|externalhit|phantomjs|puppeteer|playwright|selenium|^(curl|wget|python|go-http|java|okhttp|axios|node|undici|ruby|php|perl|libwww|httpie|apache-httpclient|postman)/i;

/** Whether a beacon's user agent is a program's (its beacons are not counted). */
export const isProgramAgent = (userAgent: string): boolean => userAgent === '' || PROGRAM.test(userAgent);
