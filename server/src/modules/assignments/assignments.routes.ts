import {
  ASSIGNMENT_MESSAGES,
  assignmentInputSchema,
  assignmentListBodySchema,
  assignmentSchema,
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  ON_CALL_TYPES,
  okSchema,
  PAY_PERIOD_TYPES,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROVIDER, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { exportRoute } from '../../platform/route-blocks.ts';
import * as assignments from './assignments.service.ts';

const tags = ['assignments'];
const path = '/provider-facility-assignments';
const one = { 200: okSchema(assignmentSchema) };
const page = { 200: okSchema(listPageSchema(assignmentSchema)) };
const personSchema = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });

const EXPORT_COLUMNS: ExportColumn<assignments.AssignmentExportRow>[] = [
  { header: 'Provider', width: 28, value: (r) => `${r.provider.firstName} ${r.provider.lastName}` },
  { header: 'Provider e-mail', width: 30, value: (r) => r.provider.email },
  { header: 'Facility', width: 32, value: (r) => r.facility.name },
  { header: 'City', value: (r) => r.facility.city },
  { header: 'State', width: 8, value: (r) => r.facility.state },
  { header: 'Start date', width: 12, kind: 'date', value: (r) => r.a.startDate },
  { header: 'End date', width: 12, kind: 'date', value: (r) => r.a.endDate },
  { header: 'Job type', value: (r) => r.jobTypeName },
  { header: 'On-call type', labels: ON_CALL_TYPES, value: (r) => r.a.onCallType },
  { header: 'Pay period type', labels: PAY_PERIOD_TYPES, value: (r) => r.a.payPeriodType },
  { header: 'Active', width: 8, kind: 'boolean', value: (r) => assignments.isActive(r.a.startDate, r.a.endDate) },
  { header: 'Notes', width: 40, value: (r) => r.a.notes },
];

export const assignmentsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const list = (summary: string) =>
    ({
      config: staff(family, 'view-assignments'),
      schema: { tags, summary, querystring: listQuerySchema, body: assignmentListBodySchema, response: page },
    }) as const;

  app.post(
    `${path}/all`,
    list('List assignments (filters providerId, facilityId, active; search; sort)'),
    async (req) => ok(await assignments.listAssignments(ctxOf(req), req.query, req.body)),
  );

  app.post(`${path}/active`, list('List assignments active today'), async (req) =>
    ok(
      await assignments.listAssignments(ctxOf(req), req.query, {
        ...req.body,
        filters: { ...req.body.filters, active: true },
      }),
    ),
  );

  app.post(
    `${path}/assigned-providers`,
    {
      config: staff(family, 'view-assignments'),
      schema: {
        tags,
        summary: 'Providers assigned to a facility',
        body: z.object({ facilityId: z.uuid(), activeOnly: z.boolean().default(false) }),
        response: { 200: okSchema(z.array(personSchema)) },
      },
    },
    async (req) => ok(await assignments.assignedProviders(ctxOf(req), req.body.facilityId, req.body.activeOnly)),
  );

  exportRoute(app, {
    path: `${path}/export`,
    config: staff(family, 'export-assignments'),
    tags,
    summary: 'Stream the filtered assignments as XLSX',
    body: assignmentListBodySchema,
    name: 'assignments',
    sheetName: 'Assignments',
    columns: EXPORT_COLUMNS,
    rows: assignments.exportAssignmentRows,
  });

  app.get(
    `${path}/:id`,
    {
      config: staff(family, 'view-assignments'),
      schema: { tags, summary: 'One assignment', params: idParamSchema, response: one },
    },
    async (req) => ok(await assignments.getAssignment(ctxOf(req), req.params.id)),
  );

  app.post(
    path,
    {
      config: staff(family, 'add-assignments'),
      schema: {
        tags,
        summary: 'Assign a provider to a facility',
        body: assignmentInputSchema,
        response: { 201: okSchema(assignmentSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await assignments.createAssignment(ctxOf(req), req.body), ASSIGNMENT_MESSAGES.created)),
  );

  app.put(
    `${path}/:id`,
    {
      config: staff(family, 'edit-assignments'),
      schema: {
        tags,
        summary: 'Edit an assignment',
        params: idParamSchema,
        body: assignmentInputSchema,
        response: one,
      },
    },
    async (req) =>
      ok(await assignments.updateAssignment(ctxOf(req), req.params.id, req.body), ASSIGNMENT_MESSAGES.updated),
  );
};

/** The signed-in provider's own assignments; the repo scopes every query to them. */
export const ownAssignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `${path}/all`,
    {
      config: PROVIDER,
      schema: {
        tags,
        summary: 'My assignments',
        querystring: listQuerySchema,
        body: assignmentListBodySchema,
        response: page,
      },
    },
    async (req) => ok(await assignments.listAssignments(ctxOf(req), req.query, req.body)),
  );
  app.get(
    `${path}/:id`,
    { config: PROVIDER, schema: { tags, summary: 'One of my assignments', params: idParamSchema, response: one } },
    async (req) => ok(await assignments.getAssignment(ctxOf(req), req.params.id)),
  );
};
