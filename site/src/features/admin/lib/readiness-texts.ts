import type { Readiness } from '#shared/schemas/readiness.ts';
import { plural } from './plural.ts';

const settingsToDo = (r: Readiness) => r.settings.filter((s) => !s.ready).length;
const shippedPictures = (r: Readiness) =>
  r.pictures.reduce((n, p) => n + (p.area === 'portfolio' ? p.count : 1), 0);

/** Everything still to replace or set before launch: the Readiness section's count in the sidebar. */
export const readinessToDo = (r: Readiness) => r.samples.length + shippedPictures(r) + settingsToDo(r);

/** The words of the site-readiness panel (the Readiness section). */
export const READINESS_TEXTS = {
  title: 'Site readiness',
  loading: 'Checking what still holds sample content...',
  recheck: 'Check again',
  checking: 'Checking...',
  checkedAt: (time: string) => `Last checked at ${time}`,
  /**
   * A check again that failed while an earlier answer is shown: that what shows is older, then why.
   * The time ends in "a.m." or "p.m.", so it is not the sentence's last word.
   */
  recheckFailed: (reason: string, time: string) =>
    `Could not check again: what is shown is the check of ${time}, not a new one. ${reason}`,
  samplesHeading: 'Sample projects, posts and testimonials',
  samplesHint:
    "Still exactly as the site shipped them. Edit each one with your own work and your clients' words, or delete a project or post you do not need.",
  picturesHeading: 'Pictures that are still the shipped illustrations',
  picturesHint:
    'Replace them with your own photos: page pictures in the Pictures view, portfolio pictures in their item.',
  settingsHeading: 'Settings for a live site',
  settingsHint: 'Set by whoever runs the server (environment variables); values are never shown here.',
  /** What each setting is, in the owner's words; its variable's name follows for whoever runs the server. */
  setting: {
    PUBLIC_URL: "The site's public web address",
    SMTP_URL: 'Outgoing e-mail',
  } as const,
  ready: 'Ready',
  toDo: 'To do',
  kind: { projects: 'Project', posts: 'Blog post', testimonials: 'Testimonial' } as const,
  edit: (title: string) => `Edit ${title}`,
  openPortfolio: (label: string) => `Open the ${label} portfolio`,
  replace: 'Replace',
  replacePicture: (label: string) => `Replace the picture ${label}`,
  portfolioCount: (label: string, count: number) =>
    `${label} portfolio: ${plural(count, 'item shows', 'items show')} a shipped illustration`,
  summary(r: Readiness): string {
    const settings = settingsToDo(r);
    const pictures = shippedPictures(r);
    if (readinessToDo(r) === 0) {
      return 'Ready for launch: no sample content is left and every setting a live site needs is set.';
    }
    const parts = [
      r.samples.length ? plural(r.samples.length, 'sample entry', 'sample entries') : '',
      pictures ? plural(pictures, 'shipped picture', 'shipped pictures') : '',
      settings ? plural(settings, 'setting', 'settings') : '',
    ].filter(Boolean);
    return `Before launch: ${parts.join(', ')} still to replace or set.`;
  },
} as const;
