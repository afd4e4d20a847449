import { imageInfo } from '../../media/image-catalog.ts';
import { matterportEmbed } from '../../services/gallery-helpers.ts';
import type { PortfolioSeedItem } from '../seed-item.ts';

/** Live 3D tours: one allow-listed Matterport iframe each, with a local poster picture. */
const tour = (
  n: number,
  modelId: string,
  item: { title: string; description: string; category: string; specs: string },
): PortfolioSeedItem => {
  const thumbnail = `/images/portfolio/matterport-${n}.jpg`;
  return {
    id: `matterport-${n}`,
    type: 'embed',
    src: matterportEmbed(modelId, `${item.title} 3D tour`),
    thumbnail,
    alt: imageInfo(thumbnail).alt,
    ...item,
  };
};

export const MATTERPORT_SEED: PortfolioSeedItem[] = [
  tour(1, 'SxQL3iGyoDo', {
    title: 'Forest Hill Residence',
    description: 'Walk all three floors of this family home, with tags on the renovation highlights.',
    category: 'Residential',
    specs: '4,200 sq ft · 3 floors',
  }),
  tour(2, 'ZgNvSo8dqTB', {
    title: 'Yorkville Condo',
    description: 'A compact luxury condo with tagged upgrades and appliance details.',
    category: 'Condo',
    specs: '980 sq ft · 12 tags',
  }),
  tour(3, 'Kx7bW2rQpLe', {
    title: 'Markham Townhome',
    description: 'A cutaway model that lets buyers understand the layout at a glance.',
    category: 'Residential',
    specs: '2,100 sq ft · 3 floors',
  }),
  tour(4, 'Ty3mHc9VuAn', {
    title: 'Pickering Bungalow',
    description: 'Walk through a move-in-ready bungalow with measurement mode enabled.',
    category: 'Space Documentation',
    specs: '1,600 sq ft · Measurements enabled',
  }),
  tour(5, 'Bq8sLd4FgWz', {
    title: 'Muskoka Cottage',
    description: 'A waterfront cottage toured by buyers from three countries.',
    category: 'Recreational',
    specs: '2,800 sq ft · Hosted 24 months',
  }),
  tour(6, 'Hn2pVx6KcJr', {
    title: 'Oakville New Build',
    description: 'A builder’s model home scanned before furniture arrived, with floor plans.',
    category: 'New Construction',
    specs: '3,900 sq ft · Floor plans included',
  }),
];
