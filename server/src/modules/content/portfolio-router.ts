import { deletePreconditionSchema } from '#shared/schemas/delete-precondition.ts';
import { type Request, type RequestHandler, Router } from 'express';
import {
  type CollectionKey,
  collectionKeySchema,
  createItemSchema,
  itemIdSchema,
  reorderSchema,
  updateItemSchema,
} from '#shared/schemas/portfolio.ts';
import { notFound } from '../../http/http-error.ts';
import { writeReady } from '../../http/ready-answer.ts';
import { parseInput } from '../../http/validate.ts';
import type { PortfolioAnswers } from './portfolio-answers.ts';
import type { PortfolioItems } from './portfolio-items.ts';
import { OWNER_CALLS } from '#shared/api/owner-calls.ts';
import { PUBLIC_CALLS } from '#shared/api/public-calls.ts';
import { declaredRoute } from '../../http/declared-route.ts';

/** The collection named in the path; an unknown key is a JSON 404 like any unknown API address. */
function collectionOf(req: Request): CollectionKey {
  const parsed = collectionKeySchema.safeParse(req.params.key);
  if (!parsed.success) throw notFound(`Unknown portfolio collection: ${String(req.params.key).slice(0, 60)}`);
  return parsed.data;
}

/** Who made a change, for the audit trail (set by requireOwner). */
function actor(req: Request): string {
  return req.owner?.email ?? 'owner';
}

/**
 * Portfolio items (spec section 7). Reading one collection is public (the site's portfolio pages
 * use it in the browser); everything else needs the signed-in owner and, for writes, the CSRF token.
 */
export function portfolioRouter(
  service: PortfolioItems,
  requireOwner: RequestHandler,
  answers: PortfolioAnswers,
): Router {
  const router = Router();

  declaredRoute(router, OWNER_CALLS.portfolio)(requireOwner, async (_req, res) => {
    res.json(await service.all());
  });

  // Made once per change of the collection (and answered from memory by the fast path).
  declaredRoute(
    router,
    PUBLIC_CALLS.portfolio,
  )(async (req, res) => {
    writeReady(req, res, await answers.answer(collectionOf(req)));
  });

  declaredRoute(router, OWNER_CALLS.createItem)(requireOwner, async (req, res) => {
    const key = collectionOf(req);
    const input = parseInput(createItemSchema, req.body);
    res.status(201).json(await service.create(key, input, actor(req)));
  });

  declaredRoute(router, OWNER_CALLS.updateItem)(requireOwner, async (req, res) => {
    const key = collectionOf(req);
    const input = parseInput(updateItemSchema, req.body);
    res.json(await service.update(key, input, actor(req)));
  });

  declaredRoute(router, OWNER_CALLS.reorder)(requireOwner, async (req, res) => {
    const key = collectionOf(req);
    const { ids } = parseInput(reorderSchema, req.body);
    res.json(await service.reorder(key, ids, actor(req)));
  });

  declaredRoute(router, OWNER_CALLS.deleteItem)(requireOwner, async (req, res) => {
    const key = collectionOf(req);
    const id = itemIdSchema.safeParse(req.params.id);
    if (!id.success) throw notFound(`No item ${String(req.params.id).slice(0, 120)} in this collection`);
    const { version } = parseInput(deletePreconditionSchema, req.query);
    await service.remove(key, id.data, actor(req), version);
    res.status(204).end();
  });

  return router;
}
