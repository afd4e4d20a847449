import { PORTFOLIO_COLLECTIONS } from '#shared/constants/portfolio-collections.ts';
import type { PortfolioData, PortfolioItem } from '#shared/schemas/portfolio.ts';
import type { Readiness, SampleEntry, SamplePictures, SettingCheck } from '#shared/schemas/readiness.ts';

/** A page picture slot still holding the picture the site shipped with. */
interface SeededPictureSlot {
  id: string;
  label: string;
}

/** What services.ts hands in from the other modules (a module never imports another). */
interface ReadinessDeps {
  /** Sample projects and posts still exactly as seeded (the content module decides). */
  samples(): Promise<SampleEntry[]>;
  /** Every portfolio collection, in the owner's order. */
  portfolio(): Promise<PortfolioData>;
  /** The settings' verdicts, made once from the configuration (it does not change while running). */
  settings: SettingCheck[];
  /** The page-picture store's slots still holding their seeded picture, when that store exists. */
  seededPictureSlots?: () => Promise<SeededPictureSlot[]>;
}

/** The site's own illustrations are served from /images/; the owner's pictures are uploads or https. */
const isShippedPicture = (src: string | undefined) => src?.startsWith('/images/') ?? false;

/** The picture an item shows on its card: its thumbnail, or the image itself. */
const cardPicture = (item: PortfolioItem) => item.thumbnail ?? (item.type === 'image' ? item.src : undefined);

/**
 * Site readiness (issue 14, item 6): what still holds sample content and which settings a live
 * site still needs, computed on each request from the stored content (a few dozen entries).
 */
export class ReadinessService {
  private readonly deps: ReadinessDeps;
  constructor(deps: ReadinessDeps) {
    this.deps = deps;
  }

  async check(): Promise<Readiness> {
    const [samples, portfolioPictures, slots] = await Promise.all([
      this.deps.samples(),
      this.portfolioPictures(),
      this.deps.seededPictureSlots?.(),
    ]);
    const pagePictures: SamplePictures[] = (slots ?? []).map((slot) => ({ area: 'page', ...slot }));
    return {
      samples,
      pictures: [...pagePictures, ...portfolioPictures],
      pagePicturesChecked: slots !== undefined,
      settings: this.deps.settings,
    };
  }

  private async portfolioPictures(): Promise<SamplePictures[]> {
    const data = await this.deps.portfolio();
    return PORTFOLIO_COLLECTIONS.flatMap(({ key, label }) => {
      const count = data[key].filter((item) => isShippedPicture(cardPicture(item))).length;
      return count > 0 ? [{ area: 'portfolio' as const, key, label, count }] : [];
    });
  }
}
