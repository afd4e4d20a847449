import { COMPANY } from '../company.ts';
import type { StatCard } from '../../schemas/content.ts';

/** The four stat cards of the home 'About Us' section (figures from COMPANY.stats, spec section 1). */
export const HOME_STATS: StatCard[] = [
  {
    number: COMPANY.stats.years,
    label: 'Years of Experience',
    description: 'Photographing Toronto real estate since 2007, through every market cycle.',
  },
  {
    number: COMPANY.stats.properties,
    label: 'Properties Shot',
    description: 'Condos, family homes, estates and commercial spaces across the GTA.',
  },
  {
    number: COMPANY.stats.clients,
    label: 'Clients Served',
    description: 'Agents, brokerages, teams and developers who book us again and again.',
  },
  {
    number: COMPANY.stats.subscribers,
    label: 'YouTube Subscribers',
    description: 'An audience that watches our property films and marketing tips every week.',
  },
];
