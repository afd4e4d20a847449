import { describe, expect, it } from 'vitest';
import { serverForStores } from './stores-test-server.ts';

/** A portfolio item's field problems stand only while they are true, against the real server. */
const OWNER = { email: 'items-owner@lumen.test', name: 'Ines Items', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false' });

describe('portfolio item field problems', () => {
  it('when the owner fills a field an Add was refused for, then its problem goes at once and the others stay', async () => {
    const { stores } = await server.signedIn({ load: 'portfolio' });
    const editor = stores.editor;
    editor.getState().setViewMode('add');
    await editor.getState().submit('photographyPortfolio');
    expect(editor.getState().problems.map((p) => p.path)).toEqual(['title', 'description', 'src', 'alt']);
    const refusals = editor.getState().refusals;
    expect(refusals).toBeGreaterThan(0);

    editor.getState().setField('title', 'Morning light');
    expect(editor.getState().problems.map((p) => p.path)).toEqual(['description', 'src', 'alt']);
    editor.getState().setField('decorative', true);
    expect(editor.getState().problems.map((p) => p.path)).toEqual(['description', 'src']);
    // A fix is no refusal: the keyboard stays where the owner types.
    expect(editor.getState().refusals).toBe(refusals);
  });
});
