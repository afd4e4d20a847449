import { deletePreconditionSchema } from '#shared/schemas/delete-precondition.ts';
import { type Request, type RequestHandler, Router } from 'express';
import { ROUTES } from '#shared/api/paths.ts';
import {
  type ContentKind,
  contentKindSchema,
  entryIdSchema,
  restoreSchema,
} from '#shared/schemas/content-entry.ts';
import { gone, notFound } from '../../http/http-error.ts';
import { parseInput } from '../../http/validate.ts';
import type { ContentService } from './content-service.ts';

function kindOf(req: Request): ContentKind {
  const parsed = contentKindSchema.safeParse(req.params.kind);
  if (!parsed.success) throw notFound(`Unknown content kind: ${String(req.params.kind).slice(0, 60)}`);
  return parsed.data;
}

function idOf(req: Request, noun: string): string {
  const parsed = entryIdSchema.safeParse(req.params.id);
  if (!parsed.success) throw notFound(`No ${noun} ${String(req.params.id).slice(0, 80)}`);
  return parsed.data;
}

function versionOf(req: Request): number {
  const version = Number(req.params.version);
  if (!Number.isInteger(version) || version < 1) throw notFound('No such version');
  return version;
}

/** What a kind adds to the owner's copy of an entry (a listing's delivery address). */
type StoredEntry = Awaited<ReturnType<ContentService['get']>>;
type Decorate = (kind: ContentKind, entry: StoredEntry) => Promise<StoredEntry> | StoredEntry;

const actor = (req: Request) => req.owner?.email ?? 'owner';

/**
 * Stored content (projects, posts). Visitors read live entries (the site's loaders after the first
 * page); the owner reads everything, writes with the CSRF token, lists and restores versions.
 */
export function contentRouter(
  service: ContentService,
  requireOwner: RequestHandler,
  options: { decorate?: Decorate } = {},
): Router {
  const router = Router();
  const out = (kind: ContentKind, entry: StoredEntry) => options.decorate?.(kind, entry) ?? entry;

  router.get(ROUTES.content, async (req, res) => {
    res.json(await service.listPublic(kindOf(req)));
  });

  /** `{ entry }` or `{ redirect }` (an old address); 404 when nothing live is there. */
  router.get(ROUTES.contentAt, async (req, res) => {
    const kind = kindOf(req);
    const found = await service.lookupOrGone(kind, String(req.params.slug).slice(0, 120));
    if (!found) throw notFound(`No ${service.def(kind).noun} at this address`);
    if ('gone' in found) throw gone(`This ${service.def(kind).noun} is no longer available`);
    res.json(found);
  });

  router.get(ROUTES.adminContent, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    res.json(await Promise.all((await service.listAll(kind)).map((entry) => out(kind, entry))));
  });

  router.post(ROUTES.adminContent, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    const input = parseInput(service.def(kind).createSchema, req.body);
    res.status(201).json(await out(kind, await service.create(kind, input, actor(req))));
  });

  router.get(ROUTES.adminContentEntry, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    res.json(await out(kind, await service.get(kind, idOf(req, service.def(kind).noun))));
  });

  router.put(ROUTES.adminContentEntry, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    const id = idOf(req, service.def(kind).noun);
    const input = parseInput(service.def(kind).updateSchema, req.body);
    res.json(await out(kind, await service.update(kind, id, input, actor(req))));
  });

  router.delete(ROUTES.adminContentEntry, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    const id = idOf(req, service.def(kind).noun);
    const { version } = parseInput(deletePreconditionSchema, req.query);
    await service.remove(kind, id, actor(req), version);
    res.status(204).end();
  });

  router.get(ROUTES.adminContentVersions, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    res.json(await service.versions(kind, idOf(req, service.def(kind).noun)));
  });

  router.get(ROUTES.adminContentVersion, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    res.json(await service.version(kind, idOf(req, service.def(kind).noun), versionOf(req)));
  });

  router.post(ROUTES.adminContentRestore, requireOwner, async (req, res) => {
    const kind = kindOf(req);
    const id = idOf(req, service.def(kind).noun);
    const { version } = parseInput(restoreSchema, req.body ?? {});
    res.json(await out(kind, await service.restore(kind, id, versionOf(req), version, actor(req))));
  });

  return router;
}
