import type { ClientLogo } from '../../schemas/content.ts';

/** The 21 past clients of the home 'PARTNERS' grid (fictional names; logos drawn by the imagery generator). */
const NAMES = [
  'Harbourfront Realty',
  'Maple & Stone Developments',
  'Lakeshore Living Group',
  'Northbeam Properties',
  'Cedarline Homes',
  'Queensway Realty Partners',
  'Bluewater Estates',
  'Kingsmere Development Co.',
  'Junction & Vine Realty',
  'Ravine Park Residences',
  'Summit Key Brokerage',
  'Oakhaven Builders',
  'Distillery Lane Realty',
  'Granite Row Developments',
  'Beacon Hill Real Estate',
  'Willowmere Homes',
  'Parkdale Urban Realty',
  'Silverbirch Properties',
  'Front Street Capital Homes',
  'Riverdale Crest Realty',
  'Humber Bay Developments',
] as const;

export const CLIENT_LOGOS: ClientLogo[] = NAMES.map((name, i) => ({
  name,
  logo: `/images/clients/client-${String(i + 1).padStart(2, '0')}.svg`,
}));

/** Natural size of every client logo SVG. */
export const CLIENT_LOGO_SIZE = { width: 240, height: 80 } as const;
