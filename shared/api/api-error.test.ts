import { describe, expect, it } from 'vitest';
import { ApiError, messageOf, OFFLINE_MESSAGE, visitorMessageOf } from './api-error.ts';

describe('visitorMessageOf', () => {
  it('when the server refuses the e-mail address, then the visitor reads the spec sentence', () => {
    const email = {
      path: 'email',
      label: 'Email',
      message: 'must be a valid email address',
      sentence: 'Email must be a valid email address',
    };
    const refusal = new ApiError(400, 'Email must be a valid email address.', [email]);
    expect(visitorMessageOf(refusal)).toBe('Please enter a valid email address');
  });

  it('when the server refuses another field, then the visitor reads its plain sentence', () => {
    const details = {
      path: 'details',
      label: 'Project details',
      message: 'is required',
      sentence: 'Project details is required',
    };
    const refusal = new ApiError(400, 'Project details is required.', [details]);
    expect(visitorMessageOf(refusal)).toBe('Project details is required.');
  });

  it('when the request never reached the server, then the visitor reads that they seem offline', () => {
    expect(visitorMessageOf(new TypeError('Failed to fetch'))).toBe(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).not.toMatch(/fetch/i);
  });

  it('when the server answers with its own sentence, then that sentence is shown', () => {
    expect(visitorMessageOf(new ApiError(429, 'Too many requests, please try again later.'))).toBe(
      'Too many requests, please try again later.',
    );
    expect(visitorMessageOf(new Error('x is undefined'))).toBe('Something went wrong. Please try again.');
  });
});

describe('messageOf (the admin, web and desktop)', () => {
  it.each([
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'fetch failed',
  ])('when the request never got an answer (%s), then the owner reads that they seem offline', (text) => {
    expect(messageOf(new TypeError(text))).toBe(OFFLINE_MESSAGE);
  });

  it('when the server or the call gives a sentence, then it is shown as is', () => {
    expect(messageOf(new ApiError(409, 'Item changed elsewhere'))).toBe('Item changed elsewhere');
    expect(messageOf(new Error('Failed to add item'))).toBe('Failed to add item');
    expect(messageOf('nothing useful')).toBe('Something went wrong. Please try again.');
  });

  it('when a TypeError is a bug, not the network, then it is not called offline', () => {
    expect(messageOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).not.toBe(
      OFFLINE_MESSAGE,
    );
  });
});
