import { describe, expect, it } from 'vitest';
import { embedMarkupFrom, matterportShareUrl } from './embed-address.ts';

describe('matterportShareUrl', () => {
  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['https://my.matterport.com/show?m=SxQL3iGyoDo', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    ['my.matterport.com/show/?m=SxQL3iGyoDo', 'https://my.matterport.com/show/?m=SxQL3iGyoDo'],
    [
      '  https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1&brand=0  ',
      'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1&brand=0',
    ],
    [
      'https://my.matterport.com/show/?play=1&m=SxQL3iGyoDo',
      'https://my.matterport.com/show/?play=1&m=SxQL3iGyoDo',
    ],
  ])('when %s is pasted, then it is the showcase %s', (input, href) => {
    expect(matterportShareUrl(input)?.href).toBe(href);
  });

  it.each([
    'http://my.matterport.com/show/?m=SxQL3iGyoDo',
    'https://my.matterport.com/show/',
    'https://my.matterport.com/show/?m=a"onload=x',
    'https://my.matterport.com/account/login?m=SxQL3iGyoDo',
    'https://my.matterport.com.evil.example/show/?m=SxQL3iGyoDo',
    'https://user:pw@my.matterport.com/show/?m=SxQL3iGyoDo',
    'https://my.matterport.com:8443/show/?m=SxQL3iGyoDo',
    'javascript:alert(1)',
    'not an address',
  ])('when %s is pasted, then it is not a share address', (input) => {
    expect(matterportShareUrl(input)).toBeUndefined();
  });
});

describe('embedMarkupFrom', () => {
  it('when iframe markup is pasted, then it is left for the cleaner as is', () => {
    const markup = '<iframe src="https://player.vimeo.com/video/1"></iframe>';
    expect(embedMarkupFrom(markup)).toBe(markup);
  });

  it('when a share address with options is pasted, then it becomes Matterport embed markup with the options kept and escaped', () => {
    expect(embedMarkupFrom('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1')).toBe(
      '<iframe width="853" height="480" src="https://my.matterport.com/show/?m=SxQL3iGyoDo&amp;play=1" frameborder="0" allowfullscreen allow="xr-spatial-tracking"></iframe>',
    );
  });

  it('when anything else is pasted, then it is unchanged (the schema refuses it)', () => {
    expect(embedMarkupFrom('https://example.com/tour')).toBe('https://example.com/tour');
  });
});
