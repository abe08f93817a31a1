import { EXCLUSION_SOURCE_LABELS } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { Ctx } from '../../platform/context.ts';
import { type ExportColumn, sendExport } from '../../platform/exports.ts';
import { drawFacts, drawTable, ensureSpace, renderPdf } from '../../platform/pdf.ts';
import * as repo from './compliance.repo.ts';

const RESULT_LABELS = { clear: 'Clear', hit: 'Hit (same NPI)', possible: 'Possible match' } as const;

interface RecordLine extends repo.RecordCheck {
  run: repo.RecordRun;
}

/** Every provider's result of every run in the month, one row each (the XLSX streams them). */
async function* recordLines(ctx: Ctx, runs: repo.RecordRun[]): AsyncGenerator<RecordLine> {
  for (const run of runs) {
    for await (const check of repo.runChecks(ctx.db, run, ctx.config.COMPANY_TIME_ZONE)) yield { ...check, run };
  }
}

const COLUMNS: ExportColumn<RecordLine>[] = [
  { header: 'Screened at', width: 18, kind: 'datetime', value: (r) => r.run.ran_at_cell },
  { header: 'List', width: 20, value: (r) => EXCLUSION_SOURCE_LABELS[r.run.source] },
  { header: 'List version (file)', width: 28, value: (r) => r.run.file_name },
  { header: 'Version imported at', width: 18, kind: 'datetime', value: (r) => r.run.imported_at_cell },
  { header: 'Trigger', width: 16, value: (r) => r.run.trigger },
  { header: 'Provider', width: 28, value: (r) => r.provider_name },
  { header: 'NPI', width: 12, value: (r) => r.npi },
  { header: 'Result', width: 16, value: (r) => RESULT_LABELS[r.result] },
  { header: 'Providers screened in run', width: 12, kind: 'number', value: (r) => r.run.screened },
  { header: 'Review', width: 40, value: (r) => r.review },
];

/** The month's record as XLSX: one row per provider and run. */
export async function sendRecordXlsx(ctx: Ctx, reply: FastifyReply, month: string) {
  const runs = await repo.recordRuns(ctx.db, month, ctx.config.COMPANY_TIME_ZONE);
  return sendExport(reply, {
    name: `screening-record-${month}`,
    sheetName: 'Screening record',
    columns: COLUMNS,
    rows: recordLines(ctx, runs),
  });
}

/**
 * The month's record as PDF: each run (list, version, when, how many screened, hits, possible matches) and the
 * providers whose result was not clear; the XLSX lists every provider (a PDF of 100,000 rows helps no auditor).
 */
/** '2026-11' -> 'November 2026', as an auditor reads it. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export async function recordPdf(ctx: Ctx, month: string): Promise<Buffer> {
  const runs = await repo.recordRuns(ctx.db, month, ctx.config.COMPANY_TIME_ZONE);
  const flagged: RecordLine[] = [];
  for (const run of runs) {
    for await (const check of repo.runChecks(ctx.db, run, ctx.config.COMPANY_TIME_ZONE, true))
      flagged.push({ ...check, run });
  }
  const total = (k: 'screened' | 'hits' | 'possible') => runs.reduce((n, r) => n + r[k], 0);
  return renderPdf(`Exclusion screening record ${month}`, (doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text(`Exclusion screening record: ${monthLabel(month)}`);
    doc.moveDown(0.5);
    drawFacts(doc, [
      ['Month', monthLabel(month)],
      ['Screening runs', String(runs.length)],
      ['Provider screenings', String(total('screened'))],
      ['Hits (same NPI)', String(total('hits'))],
      ['Possible matches', String(total('possible'))],
    ]);
    doc.moveDown(0.8);
    drawTable(doc, {
      columns: [
        { header: 'Screened at', width: 15 },
        { header: 'List', width: 14 },
        { header: 'Version (file, imported)', width: 27 },
        { header: 'Trigger', width: 14 },
        { header: 'Screened', width: 10, align: 'right' },
        { header: 'Hits', width: 8, align: 'right' },
        { header: 'Possible', width: 10, align: 'right' },
      ],
      rows: runs.map((r) => [
        r.ran_at,
        EXCLUSION_SOURCE_LABELS[r.source],
        `${r.file_name} (${r.imported_at})`,
        r.trigger,
        String(r.screened),
        String(r.hits),
        String(r.possible),
      ]),
      footer: ['Total', '', '', '', String(total('screened')), String(total('hits')), String(total('possible'))],
    });
    doc.moveDown(1);
    ensureSpace(doc, 60);
    doc.font('Helvetica-Bold').fontSize(12).text('Providers not clear', doc.page.margins.left);
    doc.moveDown(0.3);
    if (flagged.length === 0) {
      doc.font('Helvetica').fontSize(10).text('Every provider screened this month was clear.');
      return;
    }
    drawTable(doc, {
      columns: [
        { header: 'Screened at', width: 12 },
        { header: 'List', width: 12 },
        { header: 'Provider', width: 18 },
        { header: 'NPI', width: 13 },
        { header: 'Result', width: 19 },
        { header: 'Review', width: 26 },
      ],
      rows: flagged.map((r) => [
        r.run.ran_at,
        EXCLUSION_SOURCE_LABELS[r.run.source],
        r.provider_name,
        r.npi ?? '',
        RESULT_LABELS[r.result],
        r.review,
      ]),
    });
  });
}
