import { ORGANISATION_KINDS, PROVIDER_API, PROVIDER_MESSAGES, SPECIALTIES, statusLabel } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as providers from './providers.service.ts';

type Row = providers.ProviderRow;
const EXPORT_COLUMNS: ExportColumn<Row>[] = [
  { header: 'First name', value: (r) => r.user.firstName },
  { header: 'Last name', value: (r) => r.user.lastName },
  { header: 'E-mail', width: 32, value: (r) => r.user.email },
  { header: 'NPI', width: 14, value: (r) => r.profile.npi },
  { header: 'Specialty', labels: SPECIALTIES, value: (r) => r.profile.specialty },
  { header: 'Organisation', labels: ORGANISATION_KINDS, value: (r) => r.profile.organisation },
  { header: 'Status', width: 12, value: (r) => statusLabel(r.user.status) },
  { header: 'E-mail status', width: 14, value: (r) => statusLabel(r.user.emailStatus) },
  { header: 'Agreement', width: 12, value: (r) => statusLabel(r.user.agreementStatus) },
  { header: 'City', value: (r) => r.profile.city },
  { header: 'State', width: 8, value: (r) => r.profile.state },
  { header: 'Archived', width: 10, kind: 'boolean', value: (r) => r.user.archivedAt !== null },
  { header: 'Created', width: 18, kind: 'datetime', value: (r) => r.user.createdAt },
];

export const providersRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = PROVIDER_API;
  serveRecords(app, family, {
    list: [E.list, providers.listProviders],
    export: [
      E.export,
      { name: 'providers', sheetName: 'Providers', columns: EXPORT_COLUMNS, rows: providers.exportRows },
    ],
  });
  serve(app, family, E.confirm, async (req) =>
    ok(await providers.confirmProvider(ctxOf(req), req.params.id), PROVIDER_MESSAGES.confirmed),
  );
};
