import { describe, expect, it } from 'vitest';
import { chooseEncoding, type ReadyAnswer } from './ready-answer.ts';

const body = Buffer.from('x');
const both = { identity: body, br: body, gzip: body } as ReadyAnswer;
const gzipOnly = { identity: body, gzip: body } as ReadyAnswer;
const brOnly = { identity: body, br: body } as ReadyAnswer;
const none = { identity: body } as ReadyAnswer;

describe('choosing the encoding of a ready answer', () => {
  it.each([
    ['gzip, deflate, br, zstd', both, 'br'],
    ['gzip, deflate, br, zstd', gzipOnly, 'gzip'],
    ['gzip', both, 'gzip'],
    ['BR', both, 'br'],
    ['br;q=0.5, gzip', both, 'gzip'],
    ['br;q=0.9, gzip;q=0.9', both, 'br'],
    ['gzip;q=0, br;q=0', both, undefined],
    ['*', both, 'br'],
    ['*;q=0.5, gzip', both, 'gzip'],
    ['*;q=0', brOnly, undefined],
    ['identity', both, undefined],
    ['deflate', both, undefined],
    ['gzip, deflate, br, zstd', none, undefined],
    ['', both, undefined],
  ] as const)('when a client sends %j, then it gets %s', (accept, answer, expected) => {
    // Twice: the second answer comes from the parsed value kept for this header.
    expect(chooseEncoding(accept, answer)).toBe(expected);
    expect(chooseEncoding(accept, answer)).toBe(expected);
  });

  it('when clients send many different or very long values, then each is still read as sent', () => {
    for (let i = 0; i < 200; i++) {
      expect(chooseEncoding(`gzip;q=0.${(i % 9) + 1}, br;q=0.0${i % 10}, x-${i}`, both)).toBe('gzip');
      expect(chooseEncoding(`br, gzip;q=0.5, ${'x'.repeat(300 + i)}`, both)).toBe('br');
    }
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
  });
});
