import { type RequestHandler, Router } from 'express';
import { API } from '#shared/api/paths.ts';
import { auditQuerySchema } from '#shared/schemas/audit.ts';
import { parseInput } from '../../http/validate.ts';
import type { AuditService } from './audit-service.ts';

/** GET /api/admin/audit: the owner's view of who changed what and when. */
export function auditRouter(audit: AuditService, requireOwner: RequestHandler): Router {
  const router = Router();
  router.get(API.adminAudit, requireOwner, async (req, res) => {
    const query = parseInput(auditQuerySchema, req.query);
    res.json(await audit.list(query));
  });
  return router;
}
