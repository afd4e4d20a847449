import { describe, expect, it } from 'vitest';
import { cleanEmbedMarkup, EMBED_ALLOW, EmbedError } from './embed-markup.ts';

const MATTERPORT = 'https://my.matterport.com/show/?m=SxQL3iGyoDo';

describe('cleanEmbedMarkup', () => {
  it('when a share snippet is pasted, then one iframe with only the safe attributes is rebuilt', () => {
    const out = cleanEmbedMarkup(
      `<iframe width="853" height="480" src="${MATTERPORT}&amp;play=1" frameborder="0" allowfullscreen allow="camera; microphone; geolocation" style="border:0"></iframe>`,
    );
    expect(out).toBe(
      `<iframe src="${MATTERPORT}&amp;play=1" width="853" height="480" title="3D virtual tour" allow="${EMBED_ALLOW}" allowfullscreen></iframe>`,
    );
  });

  it('when the markup carries script, event handlers and srcdoc, then all of it is dropped', () => {
    const out = cleanEmbedMarkup(
      `<div onclick="x()"><script>alert(1)</script><iframe src="https://www.youtube-nocookie.com/embed/kLr8vT2qP0a" onload="steal()" srcdoc="<script>evil()</script>" title="Tour"></iframe></div><img src=x onerror=alert(1)>`,
    );
    expect(out).toBe(
      `<iframe src="https://www.youtube-nocookie.com/embed/kLr8vT2qP0a" title="Tour" allow="${EMBED_ALLOW}"></iframe>`,
    );
    expect(out).not.toMatch(/script|onload|onerror|srcdoc|onclick|<div|<img/i);
  });

  it('when cleaned output is cleaned again, then it does not change', () => {
    const once = cleanEmbedMarkup(
      `<IFRAME SRC='${MATTERPORT}&play=1' WIDTH=100% title="A &quot;tour&quot;"></IFRAME>`,
    );
    expect(cleanEmbedMarkup(once)).toBe(once);
    expect(once).toContain('width="100%"');
    expect(once).toContain('title="A &quot;tour&quot;"');
  });

  it.each([
    ['no iframe', '<p>hello</p>'],
    ['two iframes', `<iframe src="${MATTERPORT}"></iframe><iframe src="${MATTERPORT}"></iframe>`],
    ['a host off the list', '<iframe src="https://evil.example/tour"></iframe>'],
    ['a look-alike host', '<iframe src="https://my.matterport.com.evil.example/x"></iframe>'],
    ['plain http', '<iframe src="http://my.matterport.com/show/?m=1"></iframe>'],
    ['a javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an encoded javascript: src', '<iframe src="&#106;avascript:alert(1)"></iframe>'],
    ['no src', '<iframe title="x"></iframe>'],
    ['credentials in the src', '<iframe src="https://user:pw@my.matterport.com/show/?m=1"></iframe>'],
    // Issue 11 finding 10: the allow-list checks the path too, not only the host.
    [
      "YouTube's open redirect",
      '<iframe src="https://www.youtube.com/redirect?q=https://evil.example/"></iframe>',
    ],
    [
      'a YouTube page that is not a player',
      '<iframe src="https://www.youtube.com/watch?v=Lr7kP2m9QxA"></iframe>',
    ],
    [
      'a Matterport page that is not the show page',
      '<iframe src="https://my.matterport.com/account/login"></iframe>',
    ],
    ['a Vimeo page that is not the player', '<iframe src="https://player.vimeo.com/api/player.js"></iframe>'],
    ['a host no longer on the list', '<iframe src="https://kuula.co/share/1"></iframe>'],
    ['an unterminated tag', `<iframe src="${MATTERPORT}`],
  ])('when the markup has %s, then it is refused', (_case, markup) => {
    expect(() => cleanEmbedMarkup(markup)).toThrow(EmbedError);
  });

  it.each([
    'https://www.youtube.com/embed/Lr7kP2m9QxA',
    'https://www.youtube-nocookie.com/embed/Lr7kP2m9QxA?autoplay=1&rel=0',
    'https://player.vimeo.com/video/76979871',
    MATTERPORT,
  ])('when the src is the allowed player address %s, then it is kept', (src) => {
    expect(cleanEmbedMarkup(`<iframe src="${src}"></iframe>`)).toContain(
      `src="${src.replace(/&/g, '&amp;')}"`,
    );
  });

  it('when width or height are not plain sizes, then they are left out', () => {
    const out = cleanEmbedMarkup(
      `<iframe src="${MATTERPORT}" width="1;expression(x)" height="480px"></iframe>`,
    );
    expect(out).not.toContain('width=');
    expect(out).not.toContain('height=');
  });
});
