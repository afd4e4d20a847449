import { describe, expect, it } from 'vitest';
import { isSameAppAddress } from './app-address.ts';
import { APP_ORIGIN } from './app-origin.ts';

const APP = `${APP_ORIGIN}/index.html`;
const DEV = 'http://localhost:5173/';

describe('the app-address check (navigation lock and IPC sender check)', () => {
  it('when the address is one of the app pages, then it is accepted', () => {
    for (const url of [`${APP_ORIGIN}/index.html`, `${APP_ORIGIN}/`, `${APP_ORIGIN}/index.html#/portfolio`]) {
      expect(isSameAppAddress(url, APP), url).toBe(true);
    }
  });

  it.each([
    ['file:', 'file:///etc/passwd'],
    ['file: (Windows path)', 'file:///C:/Windows/win.ini'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['about:blank', 'about:blank'],
    ['about:srcdoc', 'about:srcdoc'],
    ['blob: of another origin', 'blob:https://evil.example/0c7d9a3e-8d6e-4b59-9f0e-5b1f2b7a9c11'],
    ['blob: with a null origin', 'blob:null/0c7d9a3e-8d6e-4b59-9f0e-5b1f2b7a9c11'],
    ['another custom scheme', 'evil://lumen/index.html'],
    ['another custom scheme, no host', 'custom:payload'],
    ['javascript:', 'javascript:alert(1)'],
    ['app:// with another host', 'app://evil/index.html'],
    ['app:// without a host', 'app:///index.html'],
    ['app: opaque', 'app:lumen/index.html'],
    ['look-alike host (suffix)', 'app://lumen.evil.example/index.html'],
    ['look-alike host (prefix)', 'app://evil-lumen/index.html'],
    ['look-alike host (longer)', 'app://lumenn/index.html'],
    ['look-alike host (user info)', 'app://lumen@evil/index.html'],
    ['credentials before the app host', 'app://user:pass@lumen/index.html'],
    ['app host with a port', 'app://lumen:8080/index.html'],
    ['http with the app host', 'http://lumen/index.html'],
    ['https web page', 'https://evil.example/'],
    ['not an address', 'not a url'],
    ['empty', ''],
  ])('when the address is %s, then it is refused', (_name, url) => {
    expect(isSameAppAddress(url, APP)).toBe(false);
  });

  it('when the app runs from the dev server, then only that scheme, host and port pass', () => {
    expect(isSameAppAddress('http://localhost:5173/index.html', DEV)).toBe(true);
    for (const url of [
      'http://localhost:5174/',
      'https://localhost:5173/',
      'http://localhost.evil.example:5173/',
      'http://127.0.0.1:5173/',
      'file:///index.html',
      'about:blank',
      'data:text/html,x',
    ]) {
      expect(isSameAppAddress(url, DEV), url).toBe(false);
    }
  });

  it('when the app address itself is opaque, then nothing passes (never a "null" match)', () => {
    expect(isSameAppAddress('about:blank', 'about:blank')).toBe(false);
    expect(isSameAppAddress('data:text/html,x', 'data:text/html,x')).toBe(false);
  });
});
