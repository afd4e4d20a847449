import { describe, expect, it } from 'vitest';
import type { FetchLike } from '#shared/api/client.ts';
import { serverForStores } from './stores-test-server.ts';

/** Add Item pressed again after its answer was lost, against the real server. */
const OWNER = { email: 'retry-owner@lumen.test', name: 'Rita Retry', password: 'a long enough passphrase' };
const server = serverForStores([OWNER], { RATE_LIMIT: 'false' });

describe('adding a portfolio item again after its answer was lost', () => {
  it('when the owner presses Add Item again, then the portfolio holds the item once, as the form has it now', async () => {
    // The connection drops after the server stored the item, before its answer arrived.
    let dropNextAdd = true;
    const lossy: FetchLike = async (input, init = {}) => {
      const response = await fetch(input, init);
      if (dropNextAdd && init.method === 'POST' && input.endsWith('/api/portfolio/videoPortfolio')) {
        dropNextAdd = false;
        throw new TypeError('fetch failed');
      }
      return response;
    };
    const { stores, platform } = await server.signedIn({ fetch: lossy, load: 'portfolio' });
    const editor = stores.editor;
    editor.getState().setViewMode('add');
    const title = `Walkthrough ${Date.now()}`;
    editor.getState().setField('type', 'video');
    editor.getState().setField('title', title);
    editor.getState().setField('description', 'A slow walk through the main floor');
    editor.getState().setField('src', 'M7lc1UVf-VE');
    await editor.getState().submit('videoPortfolio');
    expect(stores.toasts.getState().toast?.title).toBe('Failed to add item');
    expect(editor.getState().form.title).toBe(title);

    // Back online, the owner corrects the description and presses Add Item again.
    editor.getState().setField('description', 'A slow walk through the main floor and the garden');
    await editor.getState().submit('videoPortfolio');
    expect(stores.toasts.getState().toast?.title).toBe('Item added');
    const stored = (await platform.api.portfolio()).videoPortfolio.filter((i) => i.title === title);
    expect(stored).toEqual([
      expect.objectContaining({ description: 'A slow walk through the main floor and the garden' }),
    ]);

    // The next item the form adds is another item, not the one just added again.
    editor.getState().setViewMode('add');
    editor.getState().setField('type', 'video');
    editor.getState().setField('title', `${title}, part 2`);
    editor.getState().setField('description', 'The upper floor');
    editor.getState().setField('src', 'M7lc1UVf-VE');
    await editor.getState().submit('videoPortfolio');
    const both = (await platform.api.portfolio()).videoPortfolio.filter((i) => i.title.startsWith(title));
    expect(both.map((i) => i.title).sort()).toEqual([title, `${title}, part 2`]);
  });
});
