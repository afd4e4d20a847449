import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentTag } from '#shared/constants/data-tags.ts';
import { createChangeFeed } from '../../lib/change-feed.ts';
import { PublishTimer } from './publish-timer.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('scheduled publishing', () => {
  it('when a published post has a future date, then its tag is published on the change feed when that date comes', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const changes = createChangeFeed();
    const heard: string[][] = [];
    changes.subscribe(({ tags }) => heard.push([...tags]));
    const posts = [
      { status: 'published', publishAt: '2026-11-23T12:05:00Z' },
      { status: 'draft', publishAt: '2026-11-23T12:01:00Z' },
      { status: 'published', publishAt: '2026-11-20T00:00:00Z' },
    ];
    const timer = new PublishTimer({ listAll: async () => posts }, changes, ['posts'], () => new Date());
    expect(await timer.next('posts')).toBe(Date.parse('2026-11-23T12:05:00Z'));
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(heard).toEqual([[contentTag('posts')]]);
    timer.stop();
  });

  it('when a change moves the date, then the timer follows it, and stop() ends it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T12:00:00Z') });
    const changes = createChangeFeed();
    let heard = 0;
    changes.subscribe(() => heard++);
    const projects = [{ status: 'published', publishAt: '2026-11-23T13:00:00Z' }];
    const timer = new PublishTimer(
      { listAll: async () => projects },
      changes,
      ['projects'],
      () => new Date(),
    );
    await vi.advanceTimersByTimeAsync(1000);
    projects[0]!.publishAt = '2026-11-23T12:10:00Z';
    changes.publish([contentTag('projects')]);
    expect(heard).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(heard).toBe(2);
    timer.stop();
    projects[0]!.publishAt = '2026-11-23T14:00:00Z';
    changes.publish([contentTag('projects')]);
    await vi.advanceTimersByTimeAsync(3 * 3600_000);
    expect(heard).toBe(3);
  });
});
