import {
  APPLICATION_TYPE_LABELS,
  CREDENTIALING_API,
  CREDENTIALING_KIND_LABELS,
  CREDENTIALING_MESSAGES,
  statusLabel,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import { serveExport } from '../../platform/route-blocks.ts';
import * as cred from './credentialing.service.ts';

const EXPORT_COLUMNS: ExportColumn<cred.CredentialingRow>[] = [
  { header: 'Provider', width: 28, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Kind', width: 18, value: (r) => CREDENTIALING_KIND_LABELS[r.r.kind] },
  { header: 'Facility', width: 30, value: (r) => r.facility?.name ?? null },
  { header: 'Payor', width: 26, value: (r) => r.payor?.name ?? null },
  { header: 'Application type', width: 16, value: (r) => APPLICATION_TYPE_LABELS[r.r.applicationType] },
  { header: 'Requested', width: 12, kind: 'date', value: (r) => r.r.requestedOn },
  { header: 'Submitted', width: 12, kind: 'date', value: (r) => r.r.submittedOn },
  { header: 'Approved', width: 12, kind: 'date', value: (r) => r.r.approvedOn },
  { header: 'Effective', width: 12, kind: 'date', value: (r) => r.r.effectiveOn },
  { header: 'Expiry / due', width: 12, kind: 'date', value: (r) => r.r.dueOn },
  { header: 'Status', width: 14, value: (r) => statusLabel(r.r.status) },
  {
    header: 'Assigned staff',
    width: 24,
    value: (r) => (r.staff ? `${r.staff.firstName} ${r.staff.lastName}` : null),
  },
  { header: 'Privileges', width: 30, value: (r) => r.r.privileges },
  { header: 'Notes', width: 40, value: (r) => r.r.notes },
];

/** Credentialing and payor enrollment records (spec section 7: credentialing-payor-enrollment), staff only. */
export const credentialingRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = CREDENTIALING_API;
  for (const [e, archived] of [
    [E.list, false],
    [E.archiveList, true],
  ] as const)
    serve(app, family, e, async (req) => ok(await cred.listCredentialing(ctxOf(req), req.query, req.body, archived)));

  serveExport(app, family, E.export, {
    name: 'credentialing',
    sheetName: 'Credentialing',
    columns: EXPORT_COLUMNS,
    rows: (ctx, body) => cred.exportCredentialingRows(ctx, body, false),
  });

  serve(app, family, E.staffOptions, async (req) => ok(await cred.staffOptions(ctxOf(req))));
  serve(app, family, E.documentOptions, async (req) =>
    ok(await cred.documentOptions(ctxOf(req), req.query.providerId, req.query.search)),
  );
  serveRecords(app, family, {
    get: [E.get, cred.getCredentialing],
    create: [E.create, cred.createCredentialing, CREDENTIALING_MESSAGES.created],
    update: [E.update, cred.updateCredentialing, CREDENTIALING_MESSAGES.updated],
  });
  serve(app, family, E.transition, async (req) =>
    ok(
      await cred.transitionCredentialing(ctxOf(req), req.params.id, req.body.action),
      CREDENTIALING_MESSAGES.statusChanged,
    ),
  );
  for (const [e, archived, message] of [
    [E.archive, true, CREDENTIALING_MESSAGES.archived],
    [E.reinstate, false, CREDENTIALING_MESSAGES.reinstated],
  ] as const)
    serve(app, family, e, async (req) =>
      ok(await cred.archiveCredentialing(ctxOf(req), req.params.id, archived), message),
    );
};
