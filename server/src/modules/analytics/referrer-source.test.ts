import { describe, expect, it } from 'vitest';
import { referrerSource } from './referrer-source.ts';

describe('the website a referrer host stands for', () => {
  it("when a site's mobile, link-redirect or www host refers a visit, then it is the site itself", () => {
    for (const host of [
      'facebook.com',
      'www.facebook.com',
      'm.facebook.com',
      'l.facebook.com',
      'lm.facebook.com',
    ])
      expect(referrerSource(host), host).toBe('facebook.com');
    expect(referrerSource('l.instagram.com')).toBe('instagram.com');
    expect(referrerSource('mobile.twitter.com')).toBe('twitter.com');
  });

  it("when Google's country sites refer visits, then they are one row, google.com", () => {
    for (const host of ['google.ca', 'www.google.ca', 'google.com', 'www.google.co.uk', 'google.com.au'])
      expect(referrerSource(host), host).toBe('google.com');
  });

  it('when another host refers a visit, then it stays as it is (a subdomain other than these is its own site)', () => {
    expect(referrerSource('realtor.ca')).toBe('realtor.ca');
    expect(referrerSource('news.ycombinator.com')).toBe('news.ycombinator.com');
    expect(referrerSource('maps.google.com')).toBe('maps.google.com');
    expect(referrerSource('mail.google.com')).toBe('mail.google.com');
    expect(referrerSource('google.example')).toBe('google.example');
  });
});
