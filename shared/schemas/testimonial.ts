import type { z } from 'zod';
import { type SlotEntry, slotEntrySchemas } from './content-entry.ts';
import { type FieldLabels, withLabels } from './field-problems.ts';
import { lineText, multiLineText } from './text.ts';

/**
 * A testimonial (docs/content.md): the client quote one page shows (each service page, the
 * /services/all overview). Stored as the content kind `testimonials`, one entry per slot, its id
 * the slot's id. Plain text only: pages escape it like every other text.
 */
const testimonialFields = {
  quote: multiLineText().trim().min(1, 'is required').max(600),
  author: lineText().trim().min(1, 'is required').max(80),
  /** The author's role and company, as the card's second line shows it. */
  role: lineText().trim().max(120).default(''),
  /** The service named on the card's tag. */
  service: lineText().trim().max(60).default(''),
};

/** Every field of a testimonial as the editor names it (shared/schemas/field-problems.ts). */
export const TESTIMONIAL_LABELS: FieldLabels = {
  quote: 'Quote',
  author: 'Name',
  role: 'Role and company',
  service: 'Service tag',
};

const testimonialSchemas = slotEntrySchemas(testimonialFields, {});
export const createTestimonialSchema = withLabels(testimonialSchemas.create, TESTIMONIAL_LABELS);
export const updateTestimonialSchema = withLabels(testimonialSchemas.update, TESTIMONIAL_LABELS);
export type TestimonialInput = z.input<typeof updateTestimonialSchema>;

/** A testimonial as the card draws it. */
interface PageTestimonial {
  quote: string;
  author: string;
  role: string;
  service: string;
}

/** A stored slot as the admin reads it. */
export type TestimonialEntry = SlotEntry<PageTestimonial>;

/** The testimonials pages are drawn with, by slot id (a slot not stored keeps its built-in one). */
export type TestimonialMap = Record<string, PageTestimonial>;
