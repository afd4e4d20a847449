import { z } from 'zod';

/** A legal document (privacy policy, terms): numbered sections of paragraphs and lists. */
const legalBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('paragraph'), text: z.string().min(20) }),
  z.object({ type: z.literal('list'), items: z.array(z.string().min(3)).min(1) }),
]);
export type LegalBlock = z.infer<typeof legalBlockSchema>;

const legalLinkSchema = z.object({
  label: z.string(),
  /** A site path ('/contact') or an https address (opens in a new tab). */
  href: z.string().regex(/^(\/[a-z0-9\-/]*|https:\/\/\S+)$/),
});

export const legalDocumentSchema = z.object({
  title: z.string(),
  metaTitle: z.string(),
  description: z.string().min(50).max(170),
  heroSubtitle: z.string(),
  intro: z.array(z.string()).min(1),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        heading: z.string(),
        blocks: z.array(legalBlockSchema).min(1),
        links: z.array(legalLinkSchema).optional(),
      }),
    )
    .min(8),
});
export type LegalDocument = z.infer<typeof legalDocumentSchema>;
export type LegalSection = LegalDocument['sections'][number];
