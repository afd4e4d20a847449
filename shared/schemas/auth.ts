import { z } from 'zod';
import { type FieldLabels, withLabels } from './field-problems.ts';
import { emailSchema } from './newsletter.ts';
import { lineText } from './text.ts';

/** GET /api/auth/user */
export const sessionInfoSchema = z.object({
  authenticated: z.boolean(),
  name: z.string().optional(),
  email: z.string().optional(),
  /** Sent back in the X-CSRF-Token header of every state-changing admin request. */
  csrfToken: z.string().optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** POST /api/auth/login */
/** The sign-in and setup forms' fields as they label them (shared/schemas/field-problems.ts). */
const OWNER_LABELS: FieldLabels = { email: 'Email', password: 'Password', name: 'Name', token: 'Setup link' };

export const loginSchema = withLabels(
  z.strictObject({
    email: emailSchema,
    password: z.string().min(1, 'is required').max(1024),
  }),
  OWNER_LABELS,
);
export type LoginInput = z.input<typeof loginSchema>;

export const PASSWORD_MIN = 12;
export const ownerPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(1024);

/** POST /api/auth/setup: the one-time setup link's form. */
export const setupOwnerSchema = withLabels(
  z.strictObject({
    token: z.string().min(16).max(200),
    email: emailSchema,
    name: lineText().trim().min(1).max(100),
    password: ownerPasswordSchema,
  }),
  OWNER_LABELS,
);
export type SetupOwnerInput = z.input<typeof setupOwnerSchema>;
