import {
  idParamSchema,
  ORGANISATION_KINDS,
  okSchema,
  PROVIDER_MESSAGES,
  providerListBodySchema,
  providerSummarySchema,
  SPECIALTIES,
  statusLabel,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { exportRoute, listRoute } from '../../platform/route-blocks.ts';
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

const tags = ['providers'];

export const providersRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  listRoute(app, {
    path: '/providers/all',
    config: staff(family, 'view-providers'),
    tags,
    summary: 'List providers (search name or e-mail, filter status, sort, pages)',
    body: providerListBodySchema,
    item: providerSummarySchema,
    list: providers.listProviders,
  });

  exportRoute(app, {
    path: '/providers/export',
    config: staff(family, 'export-providers'),
    tags,
    summary: 'Stream the filtered providers as XLSX',
    body: providerListBodySchema,
    name: 'providers',
    sheetName: 'Providers',
    columns: EXPORT_COLUMNS,
    rows: providers.exportRows,
  });

  app.post(
    '/providers/:id/confirm',
    {
      config: staff(family, 'edit-providers'),
      schema: {
        tags,
        summary: 'Confirm a signed-up provider',
        params: idParamSchema,
        response: { 200: okSchema(providerSummarySchema) },
      },
    },
    async (req) => ok(await providers.confirmProvider(ctxOf(req), req.params.id), PROVIDER_MESSAGES.confirmed),
  );
};
