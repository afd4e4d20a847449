import { describe, expect, it } from 'vitest';
import { legalDocumentSchema } from './legal-schema.ts';
import { PRIVACY_POLICY } from './privacy.ts';
import { TERMS_OF_USE } from './terms.ts';

const text = (doc: typeof PRIVACY_POLICY) =>
  JSON.stringify(doc.sections.flatMap((s) => s.blocks)).toLowerCase();

describe('legal documents', () => {
  it('when validated, then both have unique section ids', () => {
    for (const doc of [PRIVACY_POLICY, TERMS_OF_USE]) {
      expect(() => legalDocumentSchema.parse(doc)).not.toThrow();
      expect(new Set(doc.sections.map((s) => s.id)).size).toBe(doc.sections.length);
    }
  });

  it('when the privacy policy is read, then it covers PIPEDA, CASL unsubscribe, the one cookie and no trackers', () => {
    const privacy = `${PRIVACY_POLICY.intro.join(' ')} ${text(PRIVACY_POLICY)}`.toLowerCase();
    for (const phrase of [
      'pipeda',
      'casl',
      'unsubscribe',
      'lumen_session',
      'does not use analytics',
      'privacy commissioner',
    ]) {
      expect(privacy).toContain(phrase);
    }
  });

  it('when the terms are read, then Ontario law governs', () => {
    expect(text(TERMS_OF_USE)).toContain('laws of the province of ontario');
  });
});
