import { z } from 'zod';
import { loginSchema, sessionInfoSchema, setupOwnerSchema } from '../schemas/auth.ts';
import { uploadAnswerSchema } from '../schemas/upload.ts';
import { define, done, none } from './call-def.ts';
import { API } from './paths.ts';

/**
 * The admin's calls that are not the owner's content: the session and uploads. The HTTP client
 * makes its methods from them like the owner's calls; the desktop does not pass them through as
 * they are (its main process keeps the session, and sends files by path with their progress), so
 * they are not channels of its bridge.
 */
export const SESSION_CALLS = {
  /** Who is signed in (401 when nobody is), with the CSRF token for the writes. */
  session: define({
    method: 'GET',
    input: none,
    args: () => undefined,
    route: API.sessionUser,
    answer: sessionInfoSchema,
    session: 'start',
    failure: 'Not authenticated',
    offline: false,
  }),
  login: define({
    method: 'POST',
    input: loginSchema,
    args: (input: z.input<typeof loginSchema>) => input,
    route: API.login,
    answer: sessionInfoSchema,
    session: 'start',
    failure: 'Sign-in failed',
    offline: false,
  }),
  /** The one-time setup link's form: creates the first owner and signs them in. */
  setup: define({
    method: 'POST',
    input: setupOwnerSchema,
    args: (input: z.input<typeof setupOwnerSchema>) => input,
    route: API.setup,
    answer: sessionInfoSchema,
    session: 'start',
    failure: 'Setup failed',
    offline: false,
  }),
  logout: define({
    method: 'POST',
    input: none,
    args: () => undefined,
    route: API.logout,
    answer: done,
    session: 'end',
    failure: 'Sign-out failed',
    offline: false,
  }),
  /** One picture, sent as a form; the server reads what it is from its bytes, never its name. */
  upload: define({
    method: 'POST',
    input: z.object({ file: z.instanceof(Blob), filename: z.string() }),
    args: (file: Blob, filename: string) => ({ file, filename }),
    route: API.upload,
    body: ({ file, filename }) => {
      const form = new FormData();
      form.append('file', file, filename);
      return form;
    },
    answer: uploadAnswerSchema,
    failure: 'Upload failed',
    offline: false,
  }),
};
