import { API, CSRF_HEADER } from '#shared/api/paths.ts';
import { publicPaths } from '#shared/content/public-routes.ts';
import type { OwnerClient } from './owner-client.ts';

/** What the hostile-request test draws from: routes, path tricks, methods, bodies, hosts, headers. */

/** A small seeded generator (mulberry32): the same requests on every run. */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, pick };
}

export const ITEM = 'photographyPortfolio';
export const ROUTES = [
  ...publicPaths(),
  '/',
  '/contact',
  '/search?q=drone',
  '/admin',
  '/preview/projects/x',
  '/robots.txt',
  '/sitemap.xml',
  '/sw.js',
  '/manifest.webmanifest',
  '/offline.html',
  '/assets/missing.js',
  '/uploads/00000000000000000000000000000000.jpg',
  '/unsubscribe?token=abc',
  API.health,
  API.ready,
  API.newsletter,
  API.unsubscribe,
  API.sessionUser,
  API.login,
  API.logout,
  API.setup,
  API.adminPortfolio,
  API.portfolio(ITEM),
  API.portfolioItem(ITEM, 'photo-1'),
  API.portfolioOrder(ITEM),
  API.upload,
  API.inquiries,
  API.inquiryFormToken,
  API.adminInquiries,
  API.adminInquiry('x'),
  API.adminSubscribers,
  `${API.adminSubscribers}?format=csv`,
  API.adminAudit,
  API.content('projects'),
  API.contentAt('projects', 'x'),
  API.adminContentEntry('projects', 'x'),
  '/api/admin/content/projects',
  '/api/admin/content/projects/x/versions',
];

export const PATH_TRICKS = [
  (p: string) => p,
  (p: string) => `/${p}`,
  (p: string) => `${p}/..%2f..%2fetc%2fpasswd`,
  (p: string) => `${p}%00`,
  (p: string) => `${p}%E0%A4%A`,
  (p: string) => `${p}/%2e%2e/%2e%2e/server/src/config.ts`,
  (p: string) => `${p}?${'a=1&'.repeat(300)}`,
  (p: string) => `${p}?q=%ZZ&q[$gt]=&__proto__[x]=1`,
  (p: string) => `${p}/${'x'.repeat(3000)}`,
  (p: string) => p.toUpperCase(),
  (p: string) => `${p};jsessionid=1`,
  (p: string) => `${p}/.env`,
];

export const METHODS = [
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
];

export const BODIES: [type: string | undefined, body: () => string | Buffer][] = [
  ['application/json', () => '{'],
  ['application/json', () => '{"email":{"$gt":""},"__proto__":{"polluted":true}}'],
  ['application/json', () => `${'['.repeat(5000)}${']'.repeat(5000)}`],
  [
    'application/json',
    () =>
      JSON.stringify({
        title: '\u0000<script>alert(1)</script>',
        description: 'x',
        type: 'image',
        src: '/x.jpg',
      }),
  ],
  [
    'application/json',
    () =>
      JSON.stringify({
        id: 'photo-1',
        title: 'T',
        description: 'D',
        type: 'embed',
        src: '<iframe src="https://www.youtube.com/redirect?q=https://evil.test"></iframe>',
      }),
  ],
  ['application/json', () => JSON.stringify({ ids: ['a', { $ne: 1 }] })],
  ['application/json', () => JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(5000) })],
  ['application/json; charset=utf-7', () => '{"email":"+ADw-x"}'],
  ['application/json', () => Buffer.from([0xff, 0xfe, 0x00, 0x7b])],
  ['application/json', () => 'x'.repeat(150_000)],
  ['application/x-www-form-urlencoded', () => 'a=1&a=2&details[]=x&firstName=%00&email=%'],
  ['application/x-www-form-urlencoded', () => `details=${'x'.repeat(30_000)}`],
  ['application/x-www-form-urlencoded', () => Array.from({ length: 40 }, (_, i) => `f${i}=x`).join('&')],
  [
    'multipart/form-data; boundary=xyz',
    () =>
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="../../a.jpg"\r\n\r\nnot an image\r\n--xyz--\r\n',
  ],
  ['multipart/form-data', () => 'no boundary at all'],
  ['multipart/form-data; boundary=abc', () => '--abc\r\nbroken'],
  ['text/plain', () => 'hello'],
  [
    'application/xml',
    () => '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
  [undefined, () => '{"email":"a@b.co"}'],
  ['application/json', () => ''],
];

export const hostsFor = (host: string) => [
  host,
  host,
  host,
  'evil.test',
  'x@y',
  'a b',
  'h1, h2',
  '',
  `${host}.evil.test`,
  'localhost:1',
];

export const headerSetsFor = (owner: OwnerClient): (() => Record<string, string>)[] => [
  () => ({}),
  () => ({ 'Accept-Encoding': 'br;q=2, gzip;q=-1, *;q=abc' }),
  () => ({ Range: 'bytes=999999-0,-5,abc' }),
  () => ({ 'If-None-Match': '"x", W/"y", *', 'If-Modified-Since': 'yesterday' }),
  () => ({ Cookie: `lumen_session=${'A'.repeat(43)}; lumen_session=%00` }),
  () => ({ Cookie: owner.cookie, [CSRF_HEADER]: owner.csrf }),
  () => ({ Cookie: owner.cookie, [CSRF_HEADER]: owner.csrf, Origin: 'https://evil.test' }),
  () => ({ Cookie: owner.cookie, [CSRF_HEADER]: 'forged' }),
  () => ({
    'X-Forwarded-Proto': 'gopher',
    'X-Forwarded-Host': 'evil.test',
    'X-Forwarded-For': '1.1.1.1, ::1, x',
  }),
  () => ({ 'Sec-Fetch-Site': 'cross-site', Origin: 'null' }),
  () => ({ 'Content-Encoding': 'gzip' }),
  () => ({ 'Content-Encoding': 'br, deflate, x-unknown' }),
  () => ({ 'X-Request-Id': '\u00ff'.repeat(10) + '-'.repeat(300) }),
  () => ({ Accept: 'application/json;q=0, text/html;q=abc' }),
];
