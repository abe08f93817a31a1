import {
  type EndpointDef,
  idParamSchema,
  type importEndpoints,
  type ListQuery,
  listPageSchema,
  listQuerySchema,
  okSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access.ts';
import { type Ctx, ctxOf } from './context.ts';
import { type EndpointRequest, type Mount, type ServeOptions, serve } from './endpoint.ts';
import { type ExportColumn, type ExportFormat, sendExport } from './exports.ts';
import { ok } from './http.ts';
import { sendExample, uploadedRows } from './imports.ts';

/**
 * Route blocks that several modules register alike (a streamed export, an import with its example file), so each
 * module states only what differs: its path, permission, columns and the service that reads or writes the rows.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];

/** The options each block's route shares (guard, tags, summary) around the block's own schema parts. */
const optionsOf = <S extends object>(
  spec: { config: { access: Access }; tags: string[]; summary: string },
  schema: S,
) => ({
  config: spec.config,
  schema: { tags: spec.tags, summary: spec.summary, ...schema },
});

/** `?format=csv|xlsx` on an export that offers both (XLSX when absent). */
export const exportFormatQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

export interface ExportRouteSpec<B extends z.ZodType, T> {
  path: string;
  config: { access: Access };
  tags: string[];
  summary: string;
  /** The list's filter body; the export streams what the list would show. */
  body: B;
  /** The file name without extension. */
  name: string;
  sheetName: string;
  columns: ExportColumn<T>[];
  rows: (ctx: Ctx, body: z.output<B>) => AsyncIterable<T>;
  /** Offer `?format=csv|xlsx`. */
  formatQuery?: boolean;
}

/** POST <path>: the rows a list body selects, streamed as XLSX (or CSV when the spec offers the format query). */
export function exportRoute<B extends z.ZodType, T>(app: App, spec: ExportRouteSpec<B, T>) {
  app.post(
    spec.path,
    optionsOf(spec, {
      body: spec.body,
      ...(spec.formatQuery ? { querystring: exportFormatQuerySchema } : {}),
    }),
    async (req, reply) =>
      sendExport(reply, {
        name: spec.name,
        sheetName: spec.sheetName,
        columns: spec.columns,
        rows: spec.rows(ctxOf(req), req.body as z.output<B>),
        format: (req.query as { format?: ExportFormat } | undefined)?.format,
      }),
  );
}

export interface ListRouteSpec<B extends z.ZodType, I extends z.ZodType> {
  /** Usually `<collection>/all`. */
  path: string;
  config: { access: Access };
  tags: string[];
  summary: string;
  body: B;
  item: I;
  list: (ctx: Ctx, query: ListQuery, body: z.output<B>) => Promise<z.output<ReturnType<typeof listPageSchema<I>>>>;
}

/** POST <path>?page&pageSize with a list body (search, filters, sort): one page and its total. */
export function listRoute<B extends z.ZodType, I extends z.ZodType>(app: App, spec: ListRouteSpec<B, I>) {
  app.post(
    spec.path,
    optionsOf(spec, {
      querystring: listQuerySchema,
      body: spec.body,
      response: { 200: okSchema(listPageSchema(spec.item)) },
    }),
    async (req) => ok(await spec.list(ctxOf(req), req.query, req.body as z.output<B>)),
  );
}

export interface GetRouteSpec<I extends z.ZodType> {
  /** Ends in `/:id`. */
  path: string;
  config: { access: Access };
  tags: string[];
  summary: string;
  item: I;
  get: (ctx: Ctx, id: string) => Promise<z.output<I>>;
}

/** GET <path>/:id: one record, 404 from the service when there is none. */
export function getRoute<I extends z.ZodType>(app: App, spec: GetRouteSpec<I>) {
  app.get(
    spec.path,
    optionsOf(spec, {
      params: idParamSchema,
      // Widened: the spec's `get` already answers the item's type, and TypeScript cannot resolve a generic reply.
      response: { 200: okSchema(spec.item) as z.ZodType },
    }),
    async (req) => ok(await spec.get(ctxOf(req), req.params.id)),
  );
}

export interface ImportRoutesSpec {
  /** The collection's path: the block adds `<base>/example` and `<base>/import`. */
  base: string;
  config: { access: Access };
  tags: string[];
  /** What one row makes, for the answer's message ('pay rate' -> '3 pay rate(s) imported from 3 row(s)'). */
  unit: string;
  /** What the import makes, for the summary ('pay rates' -> 'Import pay rates from CSV or XLSX ...'). */
  plural: string;
  exampleSummary?: string;
  /** The example download's name without extension. */
  exampleName: string;
  sheetName: string;
  columns: readonly string[];
  example: object[];
  /** Validates every row and writes all of them or none. */
  run: (ctx: Ctx, rows: Record<string, string>[]) => Promise<{ imported: number; rows: number }>;
}

/** GET <base>/example (the template, CSV or XLSX) and POST <base>/import (multipart field "file"). */
export function importRoutes(app: App, spec: ImportRoutesSpec) {
  app.get(
    `${spec.base}/example`,
    {
      config: spec.config,
      schema: {
        tags: spec.tags,
        summary: spec.exampleSummary ?? 'The import template (CSV or XLSX)',
        querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
      },
    },
    async (req, reply) =>
      sendExample(reply, {
        name: spec.exampleName,
        format: req.query.format,
        columns: spec.columns,
        rows: spec.example,
        sheetName: spec.sheetName,
      }),
  );
  app.post(
    `${spec.base}/import`,
    {
      config: spec.config,
      schema: {
        tags: spec.tags,
        summary: `Import ${spec.plural} from CSV or XLSX (multipart field "file"); all rows or none`,
        consumes: ['multipart/form-data'],
        response: { 200: okSchema(z.object({ imported: z.number(), rows: z.number() })) },
      },
    },
    async (req) => {
      const result = await spec.run(ctxOf(req), await uploadedRows(req));
      return ok(result, `${result.imported} ${spec.unit}(s) imported from ${result.rows} row(s)`);
    },
  );
}

type BodyOf<E extends EndpointDef> = EndpointRequest<E>['body'];

export interface ExportSpec<E extends EndpointDef, T> {
  /** The file name without extension. */
  name: string;
  sheetName: string;
  columns: ExportColumn<T>[];
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
        columns: spec.columns,
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
