import { COMPLIANCE_API, COMPLIANCE_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { readUpload } from '../../platform/uploads.ts';
import { recordPdf, sendRecordXlsx } from './compliance.record.ts';
import * as compliance from './compliance.service.ts';

export const complianceRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = COMPLIANCE_API;
  serve(app, family, E.listVersions, async (req) => ok(await compliance.listVersions(ctxOf(req), req.query, req.body)));
  serve(app, family, E.importList, async (req) =>
    ok(await compliance.importList(ctxOf(req), req.params.source, await readUpload(req)), COMPLIANCE_MESSAGES.imported),
  );
  serve(app, family, E.getVersion, async (req) => ok(await compliance.getVersion(ctxOf(req), req.params.id)));
  serve(app, family, E.rescreen, async (req) =>
    ok(await compliance.rescreenList(ctxOf(req), req.params.id), COMPLIANCE_MESSAGES.rescreened),
  );
  serve(app, family, E.listMatches, async (req) => ok(await compliance.listMatches(ctxOf(req), req.query, req.body)));
  serve(app, family, E.confirm, async (req) =>
    ok(await compliance.confirmMatch(ctxOf(req), req.params.id, req.body), COMPLIANCE_MESSAGES.confirmed),
  );
  serve(app, family, E.dismiss, async (req) =>
    ok(await compliance.dismissMatch(ctxOf(req), req.params.id, req.body), COMPLIANCE_MESSAGES.dismissed),
  );
  serve(app, family, E.lift, async (req) =>
    ok(await compliance.liftMatch(ctxOf(req), req.params.id, req.body), COMPLIANCE_MESSAGES.lifted),
  );
  serve(app, family, E.record, async (req, reply) => {
    const ctx = ctxOf(req);
    if (req.query.format === 'xlsx') return sendRecordXlsx(ctx, reply, req.query.month);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="screening-record-${req.query.month}.pdf"`)
      .send(await recordPdf(ctx, req.query.month));
  });
};
