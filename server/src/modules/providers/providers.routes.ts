import {
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
  PROVIDER_MESSAGES,
  providerListBodySchema,
  providerSummarySchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as providers from './providers.service.ts';

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
