import { VIDEO_PAGE } from '../../services/pages/video.ts';
import { youtubeItem } from '../../services/gallery-helpers.ts';

/** The service page's films plus one more: YouTube ids with local posters. */
export const VIDEO_SEED = [
  ...VIDEO_PAGE.featured.items,
  youtubeItem('video-6', 'Pz4hR8wNcTm', '/images/portfolio/video-6.jpg', {
    title: 'Vaughan Model Home Launch',
    description: 'A builder launch film that opens with an exterior reveal of the model home.',
    category: 'Corporate Video',
    specs: '3:05 · 4K · Aerial',
  }),
  youtubeItem('video-7', 'Mw4dK9sPzRa', '/images/portfolio/video-7.jpg', {
    title: 'Meet the Neighbourhood: Leslieville',
    description: 'A drone flyover of the shops, parks and schools around a new listing.',
    category: 'Marketing Content',
    specs: '1:30 · 4K · Aerial',
  }),
];
