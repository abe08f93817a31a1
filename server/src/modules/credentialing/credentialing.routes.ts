import {
  APPLICATION_TYPE_LABELS,
  CREDENTIALING_KIND_LABELS,
  CREDENTIALING_MESSAGES,
  credentialingDetailSchema,
  credentialingInputSchema,
  credentialingListBodySchema,
  credentialingSchema,
  credentialingTransitionSchema,
  documentOptionsQuerySchema,
  idParamSchema,
  linkedDocumentSchema,
  listPageSchema,
  listQuerySchema,
  okSchema,
  statusLabel,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffFamily } from '../../platform/access.ts';
import { staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import * as cred from './credentialing.service.ts';

const tags = ['credentialing'];
const P = '/credentialing-payor-enrollment';
const one = { 200: okSchema(credentialingDetailSchema) };
const page = { 200: okSchema(listPageSchema(credentialingSchema)) };

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

const staffOptionSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

/** Credentialing and payor enrollment records (spec section 7: credentialing-payor-enrollment), staff only. */
export const credentialingRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const [url, archived] of [
    [`${P}/all`, false],
    [`${P}/archive-listing`, true],
  ] as const) {
    app.post(
      url,
      {
        config: staff(family, 'view-credentialing'),
        schema: {
          tags,
          summary: archived
            ? 'List archived credentialing and payor enrollment records'
            : 'List credentialing and payor enrollment records (filters kind, providerId, facilityId, payorId, status)',
          querystring: listQuerySchema,
          body: credentialingListBodySchema,
          response: page,
        },
      },
      async (req) => ok(await cred.listCredentialing(ctxOf(req), req.query, req.body, archived)),
    );
  }

  app.post(
    `${P}/download`,
    {
      config: staff(family, 'view-credentialing'),
      schema: { tags, summary: 'Stream the filtered records as XLSX', body: credentialingListBodySchema },
    },
    async (req, reply) =>
      sendExport(reply, {
        name: 'credentialing',
        sheetName: 'Credentialing',
        columns: EXPORT_COLUMNS,
        rows: cred.exportCredentialingRows(ctxOf(req), req.body, false),
      }),
  );

  app.get(
    `${P}/staff-options`,
    {
      config: staff(family, 'view-credentialing'),
      schema: {
        tags,
        summary: 'Staff members a record can be assigned to',
        response: { 200: okSchema(z.array(staffOptionSchema)) },
      },
    },
    async (req) => ok(await cred.staffOptions(ctxOf(req))),
  );

  app.get(
    `${P}/document-options`,
    {
      config: staff(family, 'view-credentialing'),
      schema: {
        tags,
        summary: "The provider's documents a record can link (name or type matching search, 20 at most)",
        querystring: documentOptionsQuerySchema,
        response: { 200: okSchema(z.array(linkedDocumentSchema)) },
      },
    },
    async (req) => ok(await cred.documentOptions(ctxOf(req), req.query.providerId, req.query.search)),
  );

  app.get(
    `${P}/:id`,
    {
      config: staff(family, 'view-credentialing'),
      schema: { tags, summary: 'One record with its documents and history', params: idParamSchema, response: one },
    },
    async (req) => ok(await cred.getCredentialing(ctxOf(req), req.params.id)),
  );

  app.post(
    P,
    {
      config: staff(family, 'add-credentialing'),
      schema: {
        tags,
        summary: 'Add a credentialing or payor enrollment record',
        body: credentialingInputSchema,
        response: { 201: okSchema(credentialingDetailSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await cred.createCredentialing(ctxOf(req), req.body), CREDENTIALING_MESSAGES.created)),
  );

  app.put(
    `${P}/:id`,
    {
      config: staff(family, 'edit-credentialing'),
      schema: { tags, summary: 'Edit a record', params: idParamSchema, body: credentialingInputSchema, response: one },
    },
    async (req) =>
      ok(await cred.updateCredentialing(ctxOf(req), req.params.id, req.body), CREDENTIALING_MESSAGES.updated),
  );

  app.post(
    `${P}/:id/status`,
    {
      config: staff(family, 'edit-credentialing'),
      schema: {
        tags,
        summary: 'Move a record through its workflow (submit, approve, reject, reopen)',
        params: idParamSchema,
        body: credentialingTransitionSchema,
        response: one,
      },
    },
    async (req) =>
      ok(
        await cred.transitionCredentialing(ctxOf(req), req.params.id, req.body.action),
        CREDENTIALING_MESSAGES.statusChanged,
      ),
  );

  for (const [action, archived, message] of [
    ['archive', true, CREDENTIALING_MESSAGES.archived],
    ['reinstate', false, CREDENTIALING_MESSAGES.reinstated],
  ] as const) {
    app.post(
      `${P}/:id/${action}`,
      {
        config: staff(family, 'archive-credentialing'),
        schema: {
          tags,
          summary: `${action === 'archive' ? 'Archive' : 'Reinstate'} a record`,
          params: idParamSchema,
          response: one,
        },
      },
      async (req) => ok(await cred.archiveCredentialing(ctxOf(req), req.params.id, archived), message),
    );
  }
};
