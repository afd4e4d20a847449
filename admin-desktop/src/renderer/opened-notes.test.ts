import { describe, expect, it } from 'vitest';
import { QUIET_STATUS } from '../testing/sync-status-fixture.ts';
import { notesStillListed } from './opened-notes.ts';

const STATUS = QUIET_STATUS;
const refused = (id: string) => ({
  id,
  kind: 'update' as const,
  key: 'dronePortfolio' as const,
  label: 'Lake house',
  attempts: 1,
  message: 'Title is required',
  status: 400,
});
const OPENED = { status: 'opened' as const };

describe("the desktop's notes on refused changes opened in their editor", () => {
  it('when a refused change is dismissed, then what was said of it goes with its row', () => {
    const opened = { 'f-1': OPENED, 'f-2': OPENED };
    expect(notesStillListed(opened, { ...STATUS, failures: [refused('f-2')] })).toEqual({ 'f-2': OPENED });
    expect(notesStillListed(opened, { ...STATUS, failures: [] })).toEqual({});
    expect(notesStillListed(opened, null)).toEqual({});
  });

  it('when every change noted is still listed, then the notes are left as they are', () => {
    const opened = { 'f-1': OPENED };
    expect(notesStillListed(opened, { ...STATUS, failures: [refused('f-1'), refused('f-2')] })).toBe(opened);
  });
});
