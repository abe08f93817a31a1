import {
  createdByQuerySchema,
  createdByUserSchema,
  DYNAMIC_REPORT_MESSAGES,
  dynamicDownloadBodySchema,
  dynamicReportFilterInputSchema,
  dynamicReportPageSchema,
  dynamicReportQuerySchema,
  dynamicReportSavedSchema,
  dynamicSubjectSchema,
  idParamSchema,
  listQuerySchema,
  okSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffFamily } from '../../platform/access.ts';
import { staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { type CellKind, type ExportColumn, sendExport } from '../../platform/exports.ts';
import { ok } from '../../platform/http.ts';
import type { Plan, ReportRow } from './dynamic-reports.service.ts';
import * as reports from './dynamic-reports.service.ts';

const tags = ['dynamic-reports'];
const P = '/dynamic-report';
const VIEW = 'view-dynamic-reports';
const MANAGE = 'manage-dynamic-report-filters';

const KIND: Record<string, CellKind> = {
  number: 'number',
  money: 'money',
  minutes: 'minutes',
  date: 'date',
  datetime: 'datetime',
  boolean: 'boolean',
};

/** The download's columns: the report's, each cell typed by its field (numbers stay numbers in the XLSX). */
const exportColumns = (plan: Plan): ExportColumn<ReportRow>[] =>
  plan.columns.map((c) => ({
    header: c.label,
    width: Math.max(14, Math.min(40, c.label.length + 6)),
    kind: KIND[c.type] ?? 'text',
    ...(c.options ? { labels: c.options } : {}),
    value: (r) => r[c.key] ?? null,
  }));

/** Dynamic reports (spec section 7: 'dynamic-report (filters add, update, delete, list; download)'). */
export const dynamicReportsRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  app.get(
    `${P}/subjects`,
    {
      config: staff(family, VIEW),
      schema: {
        tags,
        summary: 'The subjects, fields and operators the caller may report on',
        response: { 200: okSchema(z.array(dynamicSubjectSchema)) },
      },
    },
    async (req) => ok(reports.subjectsFor(ctxOf(req))),
  );

  app.post(
    `${P}/all`,
    {
      config: staff(family, VIEW),
      schema: {
        tags,
        summary: 'Run a dynamic report: one page of the chosen columns, filtered and sorted',
        querystring: listQuerySchema,
        body: dynamicReportQuerySchema,
        response: { 200: okSchema(dynamicReportPageSchema) },
      },
    },
    async (req) => ok(await reports.runReport(ctxOf(req), req.query, req.body)),
  );

  app.post(
    `${P}/download`,
    {
      config: staff(family, VIEW),
      schema: { tags, summary: 'Stream a dynamic report as XLSX or CSV', body: dynamicDownloadBodySchema },
    },
    async (req, reply) => {
      const { plan, rows } = reports.reportExport(ctxOf(req), req.body);
      return sendExport(reply, {
        name: `${plan.subject.key}-report`,
        sheetName: plan.subject.label,
        columns: exportColumns(plan),
        rows,
        format: req.body.format,
      });
    },
  );

  app.get(
    `${P}/filters`,
    {
      config: staff(family, VIEW),
      schema: {
        tags,
        summary: "The caller's saved reports and those shared with their role",
        response: { 200: okSchema(z.array(dynamicReportSavedSchema)) },
      },
    },
    async (req) => ok(await reports.listSaved(ctxOf(req))),
  );

  app.post(
    `${P}/filters`,
    {
      config: staff(family, MANAGE),
      schema: {
        tags,
        summary: 'Save a report (subject, columns, filters, sort) by name',
        body: dynamicReportFilterInputSchema,
        response: { 201: okSchema(dynamicReportSavedSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await reports.addSaved(ctxOf(req), req.body), DYNAMIC_REPORT_MESSAGES.saved)),
  );

  app.put(
    `${P}/filters/:id`,
    {
      config: staff(family, MANAGE),
      schema: {
        tags,
        summary: 'Change a saved report of the caller',
        params: idParamSchema,
        body: dynamicReportFilterInputSchema,
        response: { 200: okSchema(dynamicReportSavedSchema) },
      },
    },
    async (req) => ok(await reports.updateSaved(ctxOf(req), req.params.id, req.body), DYNAMIC_REPORT_MESSAGES.updated),
  );

  app.delete(
    `${P}/filters/:id`,
    {
      config: staff(family, MANAGE),
      schema: {
        tags,
        summary: 'Delete a saved report of the caller',
        params: idParamSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (req) => {
      await reports.deleteSaved(ctxOf(req), req.params.id);
      return ok(null, DYNAMIC_REPORT_MESSAGES.deleted);
    },
  );

  app.get(
    '/list-created-by-users',
    {
      config: staff(family, VIEW),
      schema: {
        tags,
        summary: 'Who created records of a module (a report subject), for the "created by" filter',
        querystring: createdByQuerySchema,
        response: { 200: okSchema(z.array(createdByUserSchema)) },
      },
    },
    async (req) => ok(await reports.createdByUsers(ctxOf(req), req.query.module)),
  );
};
