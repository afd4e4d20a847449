import { describe, expect, it } from 'vitest';
import { aboutContentSchema } from './about-schema.ts';
import { ABOUT } from './about.ts';

describe('about content', () => {
  it('when validated, then it has the sections and counts of the spec', () => {
    expect(() => aboutContentSchema.parse(ABOUT)).not.toThrow();
    expect(ABOUT.highlights.map((h) => h.title)).toEqual([
      'Award-Winning Quality',
      'Fast Turnaround',
      'Cutting-Edge Technology',
    ]);
    expect(ABOUT.highlights[1]!.detail).toBe('24-48 hours');
    expect(ABOUT.values.map((v) => v.title)).toEqual([
      'Innovation',
      'Excellence',
      'Reliability',
      'Creativity',
    ]);
    expect(ABOUT.milestones.map((m) => `${m.year} ${m.title}`)).toEqual([
      '2007 Founded',
      '2012 First Drone Permit',
      '2016 3D Tours Launch',
      '2019 AI Integration',
      '2023 Industry Recognition',
    ]);
    expect(ABOUT.stats.map((s) => s.number)).toEqual(['17+', '5000+', '700+', '48K+']);
    expect(ABOUT.cta.primary).toEqual({ label: 'Start a Project', to: '/contact' });
  });
});
