import { z } from 'zod';
import { ownerPasswordSchema } from '#shared/schemas/auth.ts';
import { checkInput } from '#shared/schemas/field-problems.ts';
import { emailSchema } from '#shared/schemas/newsletter.ts';
import type { AuthService } from './auth-service.ts';
import { DuplicateOwnerError } from './owner-repo.ts';

/** What `npm run owner` can ask, directly or over the admin socket (one JSON object per line). */
/** The command line names each field by its option (shared/schemas/field-problems.ts). */
export const OWNER_OPTION_LABELS = {
  email: '--email',
  name: '--name',
  password: 'The password',
  command: 'The command',
};

export const ownerCommandSchema = z.discriminatedUnion('command', [
  z.strictObject({
    command: z.literal('create'),
    email: emailSchema,
    name: z.string().trim().min(1).max(100),
    password: ownerPasswordSchema,
  }),
  z.strictObject({
    command: z.literal('reset-password'),
    email: emailSchema,
    password: ownerPasswordSchema,
  }),
]);
export type OwnerCommand = z.input<typeof ownerCommandSchema>;

export const ownerCommandResultSchema = z.strictObject({ ok: z.boolean(), message: z.string().max(2000) });
export type OwnerCommandResult = z.infer<typeof ownerCommandResultSchema>;

/** Runs one validated owner command against the auth service; never answers a secret. */
export async function runOwnerCommand(auth: AuthService, input: unknown): Promise<OwnerCommandResult> {
  const parsed = checkInput(ownerCommandSchema, input, OWNER_OPTION_LABELS);
  if (!parsed.ok) return { ok: false, message: parsed.error };
  const cmd = parsed.data;
  if (cmd.command === 'create') {
    try {
      await auth.createOwner(cmd);
      return { ok: true, message: `Owner ${cmd.email} created.` };
    } catch (err) {
      if (err instanceof DuplicateOwnerError) return { ok: false, message: err.message };
      throw err;
    }
  }
  const result = await auth.resetPassword(cmd);
  if (!result) return { ok: false, message: `No owner with e-mail ${cmd.email}` };
  const n = result.sessionsEnded;
  return {
    ok: true,
    message: `Password of ${cmd.email} changed; ${n} session${n === 1 ? '' : 's'} signed out.`,
  };
}
