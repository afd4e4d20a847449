import { describe, expect, it, vi } from 'vitest';
import { portfolioTag } from '#shared/constants/data-tags.ts';
import { createChangeFeed } from './change-feed.ts';

describe('change feed', () => {
  it('when a change is published, then every subscriber hears its tags and source before publish returns', () => {
    const feed = createChangeFeed();
    const heard: string[] = [];
    feed.subscribe((c) => heard.push(`a ${c.source} ${c.tags.join(',')}`));
    feed.subscribe((c) => heard.push(`b ${c.source} ${c.tags.join(',')}`));
    feed.publish([portfolioTag('dronePortfolio'), 'content:projects']);
    feed.publish(['content:posts'], 'remote');
    expect(heard).toEqual([
      'a local portfolio:dronePortfolio,content:projects',
      'b local portfolio:dronePortfolio,content:projects',
      'a remote content:posts',
      'b remote content:posts',
    ]);
  });

  it('when a listener unsubscribes, then it hears nothing more', () => {
    const feed = createChangeFeed();
    const listener = vi.fn();
    const stop = feed.subscribe(listener);
    feed.publish(['x:1']);
    stop();
    feed.publish(['x:2']);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('when a listener throws, then the others still hear the change and the error is reported, not thrown', () => {
    const onError = vi.fn();
    const feed = createChangeFeed(onError);
    const after = vi.fn();
    feed.subscribe(() => {
      throw new Error('boom');
    });
    feed.subscribe(after);
    expect(() => feed.publish(['x:1'])).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), {
      tags: ['x:1'],
      source: 'local',
    });
  });

  it('when nothing is tagged, then nobody is disturbed', () => {
    const feed = createChangeFeed();
    const listener = vi.fn();
    feed.subscribe(listener);
    feed.publish([]);
    expect(listener).not.toHaveBeenCalled();
  });
});
