import type { Names } from '../names.ts';

/** <kebab>.repo.ts, after facilities.repo.ts: every query of the module (the list through platform/list.ts). */
export const repo = (
  n: Names,
) => `import type { ${n.singularPascal}ListBody, ListQuery, SortDirection } from '@portal/contracts';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ${n.camel} } from '../../db/schema/index.ts';
import { isFiltered, likePattern, orderBy, pagedList, rowsByIds } from '../../platform/list.ts';
import { type Bind, filterTable, shapedIds, sortShape } from '../../platform/list-statements.ts';
import { findOne } from '../../platform/rows.ts';

const SORT = {
  name: sql\`lower(\${${n.camel}.name})\`,
  createdAt: ${n.camel}.createdAt,
};

/** Each filter's condition (the search: its LIKE pattern on the name). */
const FILTERS = filterTable({
  search: (pattern) => ilike(${n.camel}.name, pattern),
});

/** What steers the list's SQL: which filters are set, and the sort (list-statements.ts). */
type ListShape = ReturnType<typeof FILTERS.shapeOf> & { sortBy: keyof typeof SORT; sortDirection: SortDirection };

/** The list body as a shape and the values its placeholders take; no status filter lists the active ones. */
function shapeOf(body: ${n.singularPascal}ListBody) {
  const f = body.filters ?? {};
  const values = { status: f.status ?? 'active', search: body.search ? likePattern(body.search) : undefined };
  const shape: ListShape = { ...FILTERS.shapeOf(values), ...sortShape(body, 'name', -1) };
  return { shape, values };
}

const where = (s: ListShape, bind: Bind) => and(eq(${n.camel}.status, bind('status')), ...FILTERS.conditions(s, bind));

const rows = (db: Db) => db.select().from(${n.camel});
const rowsOfIds = rowsByIds('${n.snake}_by_ids', rows, ${n.camel}.id);

const matchingIds = (db: Db, shape: ListShape, bind: Bind) =>
  db.select({ id: ${n.camel}.id }).from(${n.camel}).where(where(shape, bind)).$dynamic();

const listIds = shapedIds<ListShape>({
  matching: matchingIds,
  ordered: (db, shape, bind) =>
    matchingIds(db, shape, bind).orderBy(...orderBy(SORT[shape.sortBy], shape.sortDirection, ${n.camel}.id)),
});

export function list${n.pascal}(db: Db, query: ListQuery, body: ${n.singularPascal}ListBody) {
  return pagedList(db, query, {
    ids: listIds,
    ...shapeOf(body),
    rows: (ids) => rowsOfIds(db, ids),
    idOf: (r) => r.id,
    filtered: isFiltered(body),
  });
}

export const find${n.singularPascal} = (db: Db, id: string) => findOne(rows(db).where(eq(${n.camel}.id, id)));
export type ${n.singularPascal}Row = typeof ${n.camel}.$inferSelect;

export async function find${n.singularPascal}IdByName(db: Db, name: string) {
  const row = await findOne(
    db
      .select({ id: ${n.camel}.id })
      .from(${n.camel})
      .where(eq(sql\`lower(\${${n.camel}.name})\`, name.toLowerCase())),
  );
  return row?.id;
}

export type ${n.singularPascal}Values = Pick<typeof ${n.camel}.$inferInsert, 'name' | 'description'>;

export async function insert${n.singularPascal}(db: Db, id: string, values: ${n.singularPascal}Values) {
  await db.insert(${n.camel}).values({ id, ...values });
}

export async function update${n.singularPascal}(db: Db, id: string, values: ${n.singularPascal}Values) {
  await db
    .update(${n.camel})
    .set({ ...values, updatedAt: new Date() })
    .where(eq(${n.camel}.id, id));
}
`;

/** <kebab>.workflow.ts, after credentialing.workflow.ts: the table the workflow engine moves. */
export const workflowBinding = (n: Names) => `import {
  ${n.constant}_MESSAGES,
  ${n.constant}_WORKFLOW,
  type ${n.singularPascal}Status,
} from '@portal/contracts';
import { ${n.camel} } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** ${n.sentence} for the workflow engine. */
export const ${n.constant}_TARGET: WorkflowTarget<${n.singularPascal}Status, keyof typeof ${n.constant}_WORKFLOW.transitions> = {
  workflow: ${n.constant}_WORKFLOW,
  table: ${n.camel},
  entityType: '${n.singularKebab}',
  notFound: ${n.constant}_MESSAGES.notFound,
};
`;

/** <kebab>.service.ts, after facilities.service.ts: the rules, transactions and audit. */
export const service = (n: Names) => `import {
  ${n.constant}_MESSAGES,
  type ${n.singularPascal},
  type ${n.singularPascal}ListBody,
  type ${n.singularCamel}InputSchema,
  type ListPage,
  type ListQuery,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { applyTransition } from '../../platform/workflow.ts';
import * as repo from './${n.kebab}.repo.ts';
import { ${n.constant}_TARGET } from './${n.kebab}.workflow.ts';

type ${n.singularPascal}Input = z.output<typeof ${n.singularCamel}InputSchema>;

const to${n.singularPascal} = (r: repo.${n.singularPascal}Row): ${n.singularPascal} => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function list${n.pascal}(
  ctx: Ctx,
  query: ListQuery,
  body: ${n.singularPascal}ListBody,
): Promise<ListPage<${n.singularPascal}>> {
  const { rows, totals } = await repo.list${n.pascal}(ctx.db, query, body);
  return { data: rows.map(to${n.singularPascal}), ...totals, page: query.page, pageSize: query.pageSize };
}

export async function get${n.singularPascal}(ctx: Ctx, id: string): Promise<${n.singularPascal}> {
  const row = await repo.find${n.singularPascal}(ctx.db, id);
  if (!row) throw notFound(${n.constant}_MESSAGES.notFound);
  return to${n.singularPascal}(row);
}

const values = (input: ${n.singularPascal}Input): repo.${n.singularPascal}Values => ({
  name: input.name,
  description: input.description || null,
});

/** Writes a ${n.singularLower} (a new one, or over \`before\`) and audits it, in one transaction. */
async function save${n.singularPascal}(ctx: Ctx, id: string, input: ${n.singularPascal}Input, before?: ${n.singularPascal}) {
  const existing = await repo.find${n.singularPascal}IdByName(ctx.db, input.name);
  if (existing && existing !== id) throw fieldError('name', ${n.constant}_MESSAGES.nameTaken);
  await ctx.db.transaction(async (tx) => {
    if (before) await repo.update${n.singularPascal}(tx, id, values(input));
    else await repo.insert${n.singularPascal}(tx, id, values(input));
    await audit(tx, ctx, {
      action: before ? 'update' : 'create',
      entityType: '${n.singularKebab}',
      entityId: id,
      before: before && { name: before.name, description: before.description },
      after: values(input),
    });
  });
  return get${n.singularPascal}(ctx, id);
}

export const create${n.singularPascal} = (ctx: Ctx, input: ${n.singularPascal}Input) => save${n.singularPascal}(ctx, uuidv7(), input);

export const update${n.singularPascal} = async (ctx: Ctx, id: string, input: ${n.singularPascal}Input) =>
  save${n.singularPascal}(ctx, id, input, await get${n.singularPascal}(ctx, id));

/** Archives or reinstates through the workflow engine (409 when the ${n.singularLower} is already there). */
export async function apply${n.singularPascal}Action(ctx: Ctx, id: string, action: 'archive' | 'reinstate') {
  await applyTransition(ctx, ${n.constant}_TARGET, { id, action });
  return get${n.singularPascal}(ctx, id);
}
`;

/** <kebab>.routes.ts, after facilities.routes.ts: one line per endpoint. */
export const routes = (n: Names) => `import { ${n.constant}_API, ${n.constant}_MESSAGES } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { serve } from '../../platform/endpoint.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import * as ${n.camel} from './${n.kebab}.service.ts';

export const ${n.camel}Routes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  const E = ${n.constant}_API;
  serveRecords(app, family, {
    list: [E.list, ${n.camel}.list${n.pascal}],
    get: [E.get, ${n.camel}.get${n.singularPascal}],
    create: [E.create, ${n.camel}.create${n.singularPascal}, ${n.constant}_MESSAGES.created],
    update: [E.update, ${n.camel}.update${n.singularPascal}, ${n.constant}_MESSAGES.updated],
  });
  serve(app, family, E.archive, async (req) =>
    ok(await ${n.camel}.apply${n.singularPascal}Action(ctxOf(req), req.params.id, 'archive'), ${n.constant}_MESSAGES.archived),
  );
  serve(app, family, E.reinstate, async (req) =>
    ok(await ${n.camel}.apply${n.singularPascal}Action(ctxOf(req), req.params.id, 'reinstate'), ${n.constant}_MESSAGES.reinstated),
  );
};
`;

/** index.ts, after facilities/index.ts: the module's door. */
export const door = (n: Names) => `import { defineModule } from '../../platform/modules.ts';
import { ${n.camel}Routes } from './${n.kebab}.routes.ts';

/** The ${n.lower} module as app.ts mounts it. */
export const ${n.camel}Module = defineModule({
  name: '${n.kebab}',
  staff: [${n.camel}Routes],
});
`;
