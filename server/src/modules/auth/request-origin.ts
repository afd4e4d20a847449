/** The owner API's cross-site check lives in server/src/http (the quote form uses it too). */
export { assertSameOrigin, isSafeMethod } from '../../http/same-origin.ts';
