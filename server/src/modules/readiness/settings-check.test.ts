import { describe, expect, it } from 'vitest';
import { isLoopbackHost, settingsChecks } from './settings-check.ts';

const verdicts = (env: { PUBLIC_URL?: string; SMTP_URL?: string }) =>
  Object.fromEntries(settingsChecks(env).map((check) => [check.name, check.ready]));

describe('the settings a live site needs', () => {
  it('when nothing is set, then neither the public address nor mail is ready', () => {
    expect(verdicts({})).toEqual({ PUBLIC_URL: false, SMTP_URL: false });
  });

  it.each(['http://127.0.0.1:3000', 'http://localhost:8080', 'http://[::1]:3000', 'http://app.localhost'])(
    'when PUBLIC_URL is the loopback address %s, then it is not ready',
    (url) => {
      expect(verdicts({ PUBLIC_URL: url }).PUBLIC_URL).toBe(false);
    },
  );

  it('when PUBLIC_URL is a public address and SMTP_URL is set, then both are ready and no value is repeated', () => {
    const secret = 'smtps://agent:hunter2-secret@mail.example:465';
    const checks = settingsChecks({ PUBLIC_URL: 'https://agency.example', SMTP_URL: secret });
    expect(checks.map((c) => c.ready)).toEqual([true, true]);
    const text = JSON.stringify(checks);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('mail.example');
    expect(text).not.toContain('agency.example');
  });

  it('when a host merely starts with 127 or localhost in a longer name, then it is not loopback', () => {
    expect(isLoopbackHost('127.example.com')).toBe(false);
    expect(isLoopbackHost('localhost.agency.example')).toBe(false);
    expect(isLoopbackHost('10.0.0.5')).toBe(false);
  });
});
