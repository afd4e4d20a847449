import { describe, expect, it } from 'vitest';
import { slugOf } from './project-form.ts';

describe('the address the editor suggests from a title', () => {
  it('when the title carries pasted HTML tags, then the suggested address leaves them out', () => {
    expect(slugOf('Café “Déjà vu” <b>Loft</b> 🏡 & Co.')).toBe('cafe-deja-vu-loft-co');
    expect(slugOf('Spring <em>market</em> report')).toBe('spring-market-report');
  });
});
