import type { EndpointDef, importEndpoints } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Ctx, ctxOf } from './context.ts';
import { type EndpointRequest, type Mount, type ServeOptions, serve } from './endpoint.ts';
import { type ExportColumn, type ExportFormat, sendExport } from './exports.ts';
import { ok } from './http.ts';
import { sendExample, uploadedRows } from './imports.ts';

/**
 * Route blocks that several modules register alike (a streamed export, an import with its example file), from their
 * contract descriptors, so each module states only what differs: its columns and the service that reads or writes
 * the rows.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];

type BodyOf<E extends EndpointDef> = EndpointRequest<E>['body'];

export interface ExportSpec<E extends EndpointDef, T> {
  /** The file name without extension. */
  name: string;
  sheetName: string;
  /** The columns, or what makes them for each export (a column that reads a moment, such as today, once per file). */
  columns: ExportColumn<T>[] | (() => ExportColumn<T>[]);
  /** The rows the list body selects (the export streams what the list would show). */
  rows: (ctx: Ctx, body: BodyOf<E>, req: EndpointRequest<E>) => AsyncIterable<T>;
}

/** An export descriptor (contracts `exportEndpoint`): XLSX, or CSV when it takes `?format=csv`. */
export function serveExport<E extends EndpointDef, T>(
  app: App,
  mount: Mount,
  e: E,
  spec: ExportSpec<E, T>,
  options?: ServeOptions,
) {
  serve(
    app,
    mount,
    e,
    async (req, reply) =>
      sendExport(reply, {
        name: spec.name,
        sheetName: spec.sheetName,
        columns: typeof spec.columns === 'function' ? spec.columns() : spec.columns,
        rows: spec.rows(ctxOf(req), req.body, req),
        format: (req.query as { format?: ExportFormat } | undefined)?.format,
      }),
    options,
  );
}

export interface ImportSpec {
  /** What one row makes, for the answer's message ('pay rate' -> '3 pay rate(s) imported from 3 row(s)'). */
  unit: string;
  /** The example download's name without extension. */
  exampleName: string;
  sheetName: string;
  columns: readonly string[];
  example: object[];
  /** Validates every row and writes all of them or none. */
  run: (ctx: Ctx, rows: Record<string, string>[]) => Promise<{ imported: number; rows: number }>;
}

/** The two descriptors of contracts `importEndpoints`: the example download and the all-or-nothing import. */
export function serveImport(app: App, mount: Mount, e: ReturnType<typeof importEndpoints>, spec: ImportSpec) {
  serve(app, mount, e.example, async (req, reply) =>
    sendExample(reply, {
      name: spec.exampleName,
      format: req.query.format,
      columns: spec.columns,
      rows: spec.example,
      sheetName: spec.sheetName,
    }),
  );
  serve(app, mount, e.import, async (req) => {
    const result = await spec.run(ctxOf(req), await uploadedRows(req));
    return ok(result, `${result.imported} ${spec.unit}(s) imported from ${result.rows} row(s)`);
  });
}
