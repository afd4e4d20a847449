import type { CollectionKey } from '../../schemas/portfolio.ts';
import { AI_SERVICES_SEED } from './seed/ai-services.ts';
import { BRAND_APPAREL_SEED } from './seed/brand-apparel.ts';
import { DRONE_SEED } from './seed/drone.ts';
import { EDITING_SEED } from './seed/editing.ts';
import { MATTERPORT_SEED } from './seed/matterport.ts';
import { PHOTOGRAPHY_SEED } from './seed/photography.ts';
import { VIDEO_SEED } from './seed/video.ts';
import { WEBSITE_DESIGN_SEED } from './seed/website-design.ts';
import type { PortfolioSeedItem } from './seed-item.ts';

export type { PortfolioSeedItem };

/**
 * The built-in items of each collection. The server copies them into the datastore once, on first
 * start; after that the owner's edits in the admin are the truth and these are never re-applied.
 */
export const PORTFOLIO_SEED: Record<CollectionKey, PortfolioSeedItem[]> = {
  photographyPortfolio: PHOTOGRAPHY_SEED,
  videoPortfolio: VIDEO_SEED,
  dronePortfolio: DRONE_SEED,
  matterportPortfolio: MATTERPORT_SEED,
  editingPortfolio: EDITING_SEED,
  webDesignPortfolio: WEBSITE_DESIGN_SEED,
  brandApparelPortfolio: BRAND_APPAREL_SEED,
  aiServicesPortfolio: AI_SERVICES_SEED,
};
