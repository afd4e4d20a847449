import { checkInput } from '../schemas/field-problems.ts';
import { z } from 'zod';
import {
  blogPostSchema,
  clientLogoSchema,
  faqItemSchema,
  projectSchema,
  serviceCardSchema,
  statCardSchema,
} from '../schemas/content.ts';
import {
  collectionPageSchema,
  ctaSchema,
  flagshipProjectSchema,
  portfolioIndexEntrySchema,
  servicePageSchema,
} from '../schemas/content-services.ts';
import { COLLECTION_KEYS, createItemSchema } from '../schemas/portfolio.ts';
import { aboutContentSchema } from './about/about-schema.ts';
import { ABOUT } from './about/about.ts';
import { BLOG_POSTS } from './blog/posts.ts';
import { CLIENT_LOGOS } from './home/client-logos.ts';
import { HOME_FAQS } from './home/faqs.ts';
import { SERVICE_CARDS } from './home/service-cards.ts';
import { HOME_STATS } from './home/stats.ts';
import { legalDocumentSchema } from './legal/legal-schema.ts';
import { PRIVACY_POLICY } from './legal/privacy.ts';
import { TERMS_OF_USE } from './legal/terms.ts';
import { COLLECTION_PAGES } from './portfolio/collection-pages.ts';
import { FLAGSHIP_PROJECTS, PORTFOLIO_ENTRIES } from './portfolio/portfolio-index.ts';
import { PAGE_CTAS } from './page-ctas.ts';
import { PORTFOLIO_SEED } from './portfolio/seed-items.ts';
import { PROJECTS } from './projects/projects.ts';
import { SERVICE_PAGES } from './services/service-pages.ts';

/**
 * Every fixed content module parsed with its shared schema. Run by the build (a typo in content stops
 * it, naming the module and field) and by the tests. Returns how many entries were checked.
 */
export function validateContent(): number {
  const checks: [string, z.ZodType, unknown][] = [
    ['blog/posts', z.array(blogPostSchema).length(5), BLOG_POSTS],
    ['projects', z.array(projectSchema).length(8), PROJECTS],
    ['services/service-pages', z.array(servicePageSchema).min(10), SERVICE_PAGES],
    ['home/service-cards', z.array(serviceCardSchema).length(8), SERVICE_CARDS],
    ['home/stats', z.array(statCardSchema).length(4), HOME_STATS],
    ['home/faqs', z.array(faqItemSchema).length(8), HOME_FAQS],
    ['home/client-logos', z.array(clientLogoSchema).length(21), CLIENT_LOGOS],
    ['about', aboutContentSchema, ABOUT],
    ['legal/privacy', legalDocumentSchema, PRIVACY_POLICY],
    ['legal/terms', legalDocumentSchema, TERMS_OF_USE],
    ['portfolio/collection-pages', z.array(collectionPageSchema).length(8), COLLECTION_PAGES],
    ['portfolio/index', z.array(portfolioIndexEntrySchema).length(8), PORTFOLIO_ENTRIES],
    ['portfolio/flagship', z.array(flagshipProjectSchema).length(4), FLAGSHIP_PROJECTS],
    ['page-ctas', z.record(z.string(), ctaSchema), PAGE_CTAS],
    ...COLLECTION_KEYS.map((key): [string, z.ZodType, unknown] => [
      `portfolio/seed-items ${key}`,
      z.array(createItemSchema).min(1),
      PORTFOLIO_SEED[key],
    ]),
  ];
  let count = 0;
  for (const [name, schema, value] of checks) {
    // A developer's message: the machine path says where in the module to look.
    const result = checkInput(schema, value);
    if (!result.ok) {
      const where = result.fields.map((f) => `${f.path || '(root)'}: ${f.sentence}`).join('; ');
      throw new Error(`Content ${name} is invalid at ${where}`);
    }
    count += Array.isArray(value) ? value.length : 1;
  }
  return count;
}
