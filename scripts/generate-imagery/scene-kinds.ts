import type { Rng } from './seeded-random.ts';
import { aerialView } from './scenes/aerial-view.ts';
import { aiDashboard } from './scenes/ai-dashboard.ts';
import { brandApparel } from './scenes/brand-apparel.ts';
import { dollhouseView } from './scenes/dollhouse-view.ts';
import { exteriorCondo } from './scenes/exterior-condo.ts';
import { exteriorHouse } from './scenes/exterior-house.ts';
import { floorPlan } from './scenes/floor-plan.ts';
import { georgianEstate } from './scenes/georgian-estate.ts';
import { interiorRoom } from './scenes/interior-room.ts';
import { lakeCottage } from './scenes/lake-cottage.ts';
import { beforeAfter, tourViewer, videoFrame } from './scenes/media-overlays.ts';
import { ogCard } from './scenes/og-card.ts';
import { portrait, teamPhoto } from './scenes/people.ts';
import { photoStudio } from './scenes/photo-studio.ts';
import { websiteMockup } from './scenes/website-mockup.ts';

/** Every picture the catalogue can ask for, by name; each draws an SVG of w x h. */
type Draw = (rng: Rng, w: number, h: number) => string;

export const SCENES = {
  'house-day': (r, w, h) => exteriorHouse(r, w, h, 'day'),
  'house-twilight': (r, w, h) => exteriorHouse(r, w, h, 'twilight'),
  'condo-day': (r, w, h) => exteriorCondo(r, w, h, 'day'),
  'condo-twilight': (r, w, h) => exteriorCondo(r, w, h, 'twilight'),
  'estate-day': (r, w, h) => georgianEstate(r, w, h, 'day'),
  'estate-twilight': (r, w, h) => georgianEstate(r, w, h, 'twilight'),
  cottage: (r, w, h) => lakeCottage(r, w, h, 'day'),
  living: (r, w, h) => interiorRoom(r, w, h, 'living'),
  kitchen: (r, w, h) => interiorRoom(r, w, h, 'kitchen'),
  bedroom: (r, w, h) => interiorRoom(r, w, h, 'bedroom'),
  'aerial-lots': (r, w, h) => aerialView(r, w, h, false),
  'aerial-lake': (r, w, h) => aerialView(r, w, h, true),
  dollhouse: dollhouseView,
  'tour-viewer': (r, w, h) =>
    tourViewer(interiorRoom(r, w, h, r.pick(['living', 'kitchen', 'bedroom'] as const)), w, h),
  'video-house': (r, w, h) =>
    videoFrame(exteriorHouse(r, w, h, r.pick(['day', 'twilight'] as const)), w, h, r.range(0.15, 0.8)),
  'video-interior': (r, w, h) =>
    videoFrame(
      interiorRoom(r, w, h, r.pick(['living', 'kitchen', 'bedroom'] as const)),
      w,
      h,
      r.range(0.15, 0.8),
    ),
  'video-aerial': (r, w, h) => videoFrame(aerialView(r, w, h, r.chance(0.5)), w, h, r.range(0.15, 0.8)),
  'video-condo': (r, w, h) => videoFrame(exteriorCondo(r, w, h, 'twilight'), w, h, r.range(0.15, 0.8)),
  'edit-house': (r, w, h) => beforeAfter(exteriorHouse(r, w, h, 'day'), w, h),
  'edit-interior': (r, w, h) =>
    beforeAfter(interiorRoom(r, w, h, r.pick(['living', 'kitchen', 'bedroom'] as const)), w, h),
  website: websiteMockup,
  apparel: brandApparel,
  dashboard: aiDashboard,
  'floor-plan': (r, w, h) => floorPlan(r, w, h, true),
  'floor-plan-mono': (r, w, h) => floorPlan(r, w, h, false),
  'portrait-camera': (r, w, h) => portrait(r, w, h, true),
  portrait: (r, w, h) => portrait(r, w, h, false),
  team: teamPhoto,
  studio: photoStudio,
  og: ogCard,
} satisfies Record<string, Draw>;

export type SceneKind = keyof typeof SCENES;
