import { describe, expect, it } from 'vitest';
import { QUIET_STATUS } from '../testing/sync-status-fixture.ts';
import { connectionText } from './connection-text.ts';

const STATUS = QUIET_STATUS;
const WAITING = [
  { id: 'op-1', kind: 'update' as const, key: 'dronePortfolio' as const, label: 'Lake house', attempts: 1 },
];

describe("the desktop bar's connection line", () => {
  it('when the server ended the session while changes wait, then the bar says to sign in again, not only "Online"', () => {
    expect(connectionText({ ...STATUS, needsSignIn: true, pending: WAITING })).toBe(
      'Online - sign in again to send the waiting changes',
    );
  });

  it('when another owner\'s changes wait for them, then the bar names them, not only "Online"', () => {
    const held = { by: 'anna@example.com', count: 1 };
    expect(connectionText({ ...STATUS, held, pending: WAITING })).toBe(
      'Online - changes wait for anna@example.com to sign in',
    );
    expect(connectionText({ ...STATUS, held, syncing: true, pending: WAITING })).toBe(
      'Online - changes wait for anna@example.com to sign in',
    );
  });

  it('when offline, sending, or online with nothing held, then the bar says so', () => {
    expect(connectionText({ ...STATUS, online: false, needsSignIn: true, pending: WAITING })).toBe('Offline');
    expect(connectionText({ ...STATUS, syncing: true })).toBe('Online - sending changes...');
    expect(connectionText({ ...STATUS, needsSignIn: true })).toBe('Online');
    expect(connectionText(null)).toBe('Online');
  });
});
