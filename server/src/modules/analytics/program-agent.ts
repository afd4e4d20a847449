/**
 * User agents of programs rather than people: scripts and HTTP libraries, headless browsers,
 * crawlers, link previewers and speed testers (Lighthouse emulates a slow phone, so its Web Vitals
 * would pass for a real visitor's). A browser always sends a user agent, so an empty one is a
 * program too. "bot" anywhere but in "CUBOT", a phone maker whose model names carry it.
 */
const PROGRAM =
  /(?<!cu)bot|crawl|spider|slurp|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|externalhit|phantomjs|puppeteer|playwright|selenium|^(curl|wget|python|go-http|java|okhttp|axios|node|undici|ruby|php|perl|libwww|httpie|apache-httpclient|postman)/i;

/** Whether a beacon's user agent is a program's (its beacons are not counted). */
export const isProgramAgent = (userAgent: string): boolean => userAgent === '' || PROGRAM.test(userAgent);
