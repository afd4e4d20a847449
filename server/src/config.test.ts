import { resolve } from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, trustProxyValue } from './config.ts';

/** The ConfigError message a bad environment produces (fails the test when none is thrown). */
function errorFor(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error(`no ConfigError for ${JSON.stringify(env)}`);
}

/** The one setting production needs. */
const ORIGIN = { PUBLIC_URL: 'https://agency.example' };

describe('loadConfig', () => {
  it('when only PUBLIC_URL is set, then every other setting has its documented default', () => {
    const config = loadConfig(ORIGIN);
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      TRUST_PROXY: 'false',
      LOG_LEVEL: 'info',
      SMTP_FROM: 'Lumen Realty Media <no-reply@lumenrealtymedia.ca>',
      INQUIRY_NOTIFY_TO: 'hello@lumenrealtymedia.ca',
      SESSION_IDLE_MINUTES: 120,
      SESSION_MAX_HOURS: 168,
      RATE_LIMIT: true,
      INQUIRY_MIN_SECONDS: 3,
      PASSWORD_HASH_COST: 'full',
      DATABASE_POOL_SIZE: 10,
      dataDir: resolve('./data'),
      cookieSecure: true,
    });
    expect(config.publicOrigin).toBe('https://agency.example');
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('when a variable is set to an empty string, then its default applies', () => {
    expect(loadConfig({ ...ORIGIN, PORT: '', LOG_LEVEL: '' })).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: 'info',
    });
  });

  it('when values are well formed, then they are parsed (numbers, booleans, trailing slash dropped)', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      PUBLIC_URL: 'https://agency.example/',
      COOKIE_SECURE: 'no',
      RATE_LIMIT: '0',
      SMTP_URL: 'smtps://mailer:pa55@mail.example:465',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      PUBLIC_URL: 'https://agency.example',
      cookieSecure: false,
      RATE_LIMIT: false,
      SMTP_URL: 'smtps://mailer:pa55@mail.example:465',
    });
    expect(loadConfig({ NODE_ENV: 'development' }).cookieSecure).toBe(false);
  });

  it.each([
    ['NODE_ENV', 'staging'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['PUBLIC_URL', 'ftp://agency.example'],
    ['PUBLIC_URL', 'not a url'],
    ['TRUST_PROXY', 'banana'],
    ['LOG_LEVEL', 'verbose'],
    ['INQUIRY_NOTIFY_TO', 'not-an-address'],
    ['COOKIE_SECURE', 'maybe'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['SESSION_MAX_HOURS', '1000'],
    ['RATE_LIMIT', 'perhaps'],
    ['INQUIRY_MIN_SECONDS', '-1'],
    ['DATABASE_POOL_SIZE', '2'],
    ['DATABASE_POOL_SIZE', 'ten'],
    ['SMTP_URL', 'http://mail.example'],
  ])('when %s is %j, then start-up stops with the variable named', (name, value) => {
    const message = errorFor({ [name]: value });
    expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    expect(message).not.toMatch(/\n\s+at /); // no stack trace in the text
  });

  it('when several variables are bad, then each one is named', () => {
    const message = errorFor({ PORT: 'x', LOG_LEVEL: 'loud', TRUST_PROXY: 'yes please' });
    for (const name of ['PORT', 'LOG_LEVEL', 'TRUST_PROXY']) expect(message).toContain(`${name}:`);
  });

  it('when a non-secret value is bad, then the message shows it (quoted, one line)', () => {
    expect(errorFor({ LOG_LEVEL: 'verbose' })).toContain('(got "verbose")');
    const message = errorFor({ PORT: 'x\ny'.repeat(50) });
    expect(message.split('\n')).toHaveLength(2);
    expect(message.length).toBeLessThan(200);
  });

  it.each([
    'http://mailer:S3cret-Passw0rd@mail.example:587',
    'smtp://mailer:S3cret-Passw0rd@',
    'smtp://mailer:S3cret-Passw0rd@mail example',
  ])('when SMTP_URL %j is malformed, then the message never shows the password', (url) => {
    const message = errorFor({ SMTP_URL: url });
    expect(message).toContain('SMTP_URL');
    expect(message).not.toContain('S3cret-Passw0rd');
    expect(message).not.toContain('mailer');
  });

  it('when SMTP_URL is fine but another variable is bad, then the password is not in the message', () => {
    const message = errorFor({ SMTP_URL: 'smtp://mailer:S3cret-Passw0rd@mail.example', PORT: 'x' });
    expect(message).not.toContain('S3cret-Passw0rd');
  });
});

describe('the public origin', () => {
  it('when production has no PUBLIC_URL and listens beyond loopback, then start-up stops naming PUBLIC_URL and local mode', () => {
    const message = errorFor({ HOST: '0.0.0.0' });
    expect(message).toMatch(/^ {2}PUBLIC_URL: required in production/m);
    expect(message).toContain('HOST=127.0.0.1');
    expect(errorFor({ HOST: '192.168.1.20' })).toMatch(/^ {2}PUBLIC_URL: required/m);
  });

  it('when neither PUBLIC_URL nor HOST is set, then the server listens on loopback in local mode (npm start on a fresh clone)', () => {
    const config = loadConfig({});
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://agency.example' }).HOST).toBe('0.0.0.0');
  });

  it('when a tool (owner, backup, restore) reads the settings, then PUBLIC_URL is not needed', () => {
    expect(loadConfig({}, 'tool').dataDir).toBe(resolve('./data'));
  });

  it('when PUBLIC_URL is set, then links use it and only its host (with or without the default port) is answered', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://Agency.example/' });
    expect(config.publicOrigin).toBe('https://agency.example');
    expect([...config.acceptedHosts].sort()).toEqual(['agency.example', 'agency.example:443']);
    const withPort = loadConfig({ PUBLIC_URL: 'http://agency.example:8080' });
    expect([...withPort.acceptedHosts]).toEqual(['agency.example:8080']);
  });

  it('when ALLOWED_HOSTS lists more names, then they are answered too but links keep PUBLIC_URL', () => {
    const config = loadConfig({ ...ORIGIN, ALLOWED_HOSTS: 'Agency.example, www.agency.example:8443' });
    expect(config.publicOrigin).toBe('https://agency.example');
    expect(config.acceptedHosts.has('www.agency.example:8443')).toBe(true);
    expect(config.acceptedHosts.has('agency.example')).toBe(true);
  });

  it.each(['x@y', 'a b', 'h1;h2', 'evil.test/path'])(
    'when ALLOWED_HOSTS has %j, then start-up stops naming it',
    (value) => {
      expect(errorFor({ ...ORIGIN, ALLOWED_HOSTS: value })).toMatch(/^ {2}ALLOWED_HOSTS: /m);
    },
  );

  it.each(['https://agency.example/blog', 'https://user:pw@agency.example', 'https://agency.example/?q=1'])(
    'when PUBLIC_URL %j is more than an origin, then start-up stops naming it',
    (value) => {
      expect(errorFor({ PUBLIC_URL: value })).toMatch(/^ {2}PUBLIC_URL: must be an origin only/m);
    },
  );

  it('when production listens on loopback only without PUBLIC_URL, then local mode answers localhost names on PORT', () => {
    const config = loadConfig({ HOST: '127.0.0.1', PORT: '3100' });
    expect(config.publicOrigin).toBe('http://localhost:3100');
    expect([...config.acceptedHosts].sort()).toEqual(['127.0.0.1:3100', '[::1]:3100', 'localhost:3100']);
    expect(errorFor({ HOST: '127.0.0.1', PORT: '0' })).toMatch(/^ {2}PUBLIC_URL: required when PORT is 0/m);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    'true',
    'false',
    '0',
    '2',
    'loopback',
    'loopback, linklocal, uniquelocal',
    '10.0.0.1',
    '10.0.0.0/8',
    '10.0.0.0/255.0.0.0',
    '2001:db8::1',
    'fd00::/8',
    'loopback,203.0.113.7,2001:db8::/32',
  ])('when it is %j, then it is accepted and Express takes it', (value) => {
    const config = loadConfig({ ...ORIGIN, TRUST_PROXY: value });
    expect(() => express().set('trust proxy', trustProxyValue(config.TRUST_PROXY))).not.toThrow();
  });

  it.each([
    'banana',
    'yes',
    'loopback,',
    'loopback,,10.0.0.1',
    '10.0.0.0/33',
    '10.0.0.0/0',
    '10.0.0.0/255.0.255.0',
    '10.0.0',
    '1.5',
    '-1',
    'fd00::/129',
    '10.0.0.0/8/8',
  ])('when it is %j, then start-up stops naming TRUST_PROXY', (value) => {
    expect(errorFor({ TRUST_PROXY: value })).toMatch(/^ {2}TRUST_PROXY: must be true, false, a hop count/m);
  });
});

describe('PASSWORD_HASH_COST', () => {
  it('when it is not set, then new password hashes get the full scrypt cost, in tests too', () => {
    expect(loadConfig(ORIGIN).PASSWORD_HASH_COST).toBe('full');
    expect(loadConfig({ NODE_ENV: 'test' }).PASSWORD_HASH_COST).toBe('full');
  });

  it('when a test suite asks for test-low with NODE_ENV=test, then it is granted', () => {
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test-low' }).PASSWORD_HASH_COST).toBe(
      'test-low',
    );
  });

  it.each<Record<string, string>>([
    { PASSWORD_HASH_COST: 'test-low' },
    { PASSWORD_HASH_COST: 'test-low', NODE_ENV: 'production' },
    { PASSWORD_HASH_COST: 'test-low', NODE_ENV: 'development' },
  ])('when %j, then start-up stops: the low cost is for tests only', (env) => {
    expect(errorFor({ ...ORIGIN, ...env })).toMatch(
      /^ {2}PASSWORD_HASH_COST: only "full" is allowed unless NODE_ENV=test \(got "test-low"\)$/m,
    );
  });

  it('when it names another cost, then start-up stops naming the variable', () => {
    expect(errorFor({ ...ORIGIN, NODE_ENV: 'test', PASSWORD_HASH_COST: 'none' })).toMatch(
      /^ {2}PASSWORD_HASH_COST: /m,
    );
  });
});

describe('trustProxyValue', () => {
  it('when given the configured text, then it answers what Express expects', () => {
    expect(trustProxyValue('true')).toBe(true);
    expect(trustProxyValue('false')).toBe(false);
    expect(trustProxyValue('2')).toBe(2);
    expect(trustProxyValue('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
