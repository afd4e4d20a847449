import { Router } from 'express';
import { API } from '#shared/api/paths.ts';
import { newsletterSignupSchema } from '#shared/schemas/newsletter.ts';
import { limiter } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import type { NewsletterService } from './newsletter-service.ts';

export function newsletterRouter(service: NewsletterService, options: { rateLimit: boolean }): Router {
  const router = Router();
  router.post(
    API.newsletter,
    limiter(options.rateLimit, {
      limit: 10,
      message: 'Too many signup attempts. Please try again in a minute.',
    }),
    async (req, res) => {
      const input = parseInput(newsletterSignupSchema, req.body);
      res.status(201).json(await service.subscribe(input));
    },
  );
  return router;
}
