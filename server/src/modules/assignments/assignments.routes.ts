import {
  ASSIGNMENT_API,
  ASSIGNMENT_MESSAGES,
  isWithin,
  ON_CALL_TYPES,
  PAY_PERIOD_TYPES,
  todayIn,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import type { ExportColumn } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as assignments from './assignments.service.ts';

const E = ASSIGNMENT_API;

/**
 * The export's columns; "Active" compares each assignment with today, worked out once per file: finding today in the
 * company's zone for each of 300,000 rows cost more than the rest of the export.
 */
const exportColumns = (today = todayIn()): ExportColumn<assignments.AssignmentExportRow>[] => [
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
  { header: 'Active', width: 8, kind: 'boolean', value: (r) => isWithin(today, r.a.startDate, r.a.endDate) },
  { header: 'Notes', width: 40, value: (r) => r.a.notes },
];

export const assignmentsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  serve(app, family, E.list, async (req) => ok(await assignments.listAssignments(ctxOf(req), req.query, req.body)));
  serve(app, family, E.active, async (req) =>
    ok(
      await assignments.listAssignments(ctxOf(req), req.query, {
        ...req.body,
        filters: { ...req.body.filters, active: true },
      }),
    ),
  );
  serve(app, family, E.assignedProviders, async (req) =>
    ok(await assignments.assignedProviders(ctxOf(req), req.body.facilityId, req.body.activeOnly)),
  );
  serveRecords(app, family, {
    export: [
      E.export,
      {
        name: 'assignments',
        sheetName: 'Assignments',
        columns: () => exportColumns(),
        rows: assignments.exportAssignmentRows,
      },
    ],
    get: [E.get, assignments.getAssignment],
    create: [E.create, assignments.createAssignment, ASSIGNMENT_MESSAGES.created],
    update: [E.update, assignments.updateAssignment, ASSIGNMENT_MESSAGES.updated],
  });
};

/** The signed-in provider's own assignments; the repo scopes every query to them. */
export const ownAssignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, 'provider', E.ownList, async (req) =>
    ok(await assignments.listAssignments(ctxOf(req), req.query, req.body)),
  );
  serve(app, 'provider', E.ownGet, async (req) => ok(await assignments.getAssignment(ctxOf(req), req.params.id)));
};
