import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  ORGANISATION_KINDS,
  okSchema,
  PROVIDER_MESSAGES,
  providerListBodySchema,
  providerSummarySchema,
  SPECIALTIES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { sendXlsx, type XlsxColumn } from '../../platform/xlsx.ts';
import * as repo from './providers.repo.ts';
import * as providers from './providers.service.ts';

type Row = Awaited<ReturnType<typeof repo.findProvider>> & object;
const EXPORT_COLUMNS: XlsxColumn<Row>[] = [
  { header: 'First name', value: (r) => r.user.firstName },
  { header: 'Last name', value: (r) => r.user.lastName },
  { header: 'E-mail', width: 32, value: (r) => r.user.email },
  { header: 'NPI', width: 14, value: (r) => r.profile.npi },
  { header: 'Specialty', value: (r) => SPECIALTIES.find((s) => s.value === r.profile.specialty)?.label ?? null },
  {
    header: 'Organisation',
    value: (r) => ORGANISATION_KINDS.find((o) => o.value === r.profile.organisation)?.label ?? null,
  },
  { header: 'Status', width: 12, value: (r) => r.user.status },
  { header: 'E-mail status', width: 14, value: (r) => r.user.emailStatus },
  { header: 'Agreement', width: 12, value: (r) => r.user.agreementStatus },
  { header: 'City', value: (r) => r.profile.city },
  { header: 'State', width: 8, value: (r) => r.profile.state },
  { header: 'Archived', width: 10, value: (r) => (r.user.archivedAt ? 'Yes' : 'No') },
  { header: 'Created', width: 22, value: (r) => r.user.createdAt },
];

const tags = ['providers'];

export const providersRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.post(
    '/providers/all',
    {
      config: staff(family, 'view-providers'),
      schema: {
        tags,
        summary: 'List providers (search name or e-mail, filter status, sort, pages)',
        querystring: listQuerySchema,
        body: providerListBodySchema,
        response: { 200: okSchema(listPageSchema(providerSummarySchema)) },
      },
    },
    async (req) => ok(await providers.listProviders(ctxOf(req), req.query, req.body)),
  );

  app.post(
    '/providers/export',
    {
      config: staff(family, 'export-providers'),
      schema: { tags, summary: 'Stream the filtered providers as XLSX', body: providerListBodySchema },
    },
    async (req, reply) =>
      sendXlsx(reply, 'providers.xlsx', 'Providers', EXPORT_COLUMNS, repo.allProviders(req.server.db, req.body)),
  );

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
