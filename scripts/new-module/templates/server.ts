import type { Names } from '../names.ts';

/** <kebab>.repo.ts, after facilities.repo.ts: every query of the module (the list through platform/list.ts). */
export const repo = (n: Names) => `import type { ${n.singularPascal}ListBody, ListQuery } from '@portal/contracts';
import { and, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ${n.camel} } from '../../db/schema/index.ts';
import { filterTable, pagedList, rowsByIds } from '../../platform/list.ts';
import { findOne } from '../../platform/rows.ts';

const SORT = {
  name: sql\`lower(\${${n.camel}.name})\`,
  createdAt: ${n.camel}.createdAt,
};

/** Each filter's condition (the search: on the name). */
const FILTERS = filterTable({
  status: (status) => eq(${n.camel}.status, status),
  search: (pattern) => ilike(${n.camel}.name, pattern),
});

const rows = (db: Db) => db.select().from(${n.camel});
const rowsOfIds = rowsByIds('${n.snake}_by_ids', rows, ${n.camel}.id);

/** A page of ${n.lower}; no status filter lists the active ones. */
export function list${n.pascal}(db: Db, query: ListQuery, body: ${n.singularPascal}ListBody) {
  const f = body.filters ?? {};
  const where = and(...FILTERS({ ...f, status: f.status ?? 'active', search: body.search }));
  return pagedList(db, query, body, {
    ids: () => db.select({ id: ${n.camel}.id }).from(${n.camel}).where(where).$dynamic(),
    id: ${n.camel}.id,
    sort: SORT,
    defaultSort: ['name', -1],
    rows: (ids) => rowsOfIds(db, ids),
    idOf: (r) => r.id,
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

/** <kebab>.workflow.ts, after facilities.workflow.ts: the table the workflow engine moves. */
export const workflowBinding = (n: Names) => `import {
  type ArchiveAction,
  type ArchiveStatus,
  ${n.constant}_MESSAGES,
  ${n.constant}_WORKFLOW,
} from '@portal/contracts';
import { ${n.camel} } from '../../db/schema/index.ts';
import type { WorkflowTarget } from '../../platform/workflow.ts';

/** ${n.sentence} for the workflow engine: archive and reinstate move their \`status\`. */
export const ${n.constant}_TARGET: WorkflowTarget<ArchiveStatus, ArchiveAction> = {
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
  type ${n.singularPascal}Status,
  type ${n.singularCamel}InputSchema,
  type ListPage,
  type ListQuery,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
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
  return listAnswer(query, totals, rows.map(to${n.singularPascal}));
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

/** Archives or reinstates a ${n.singularLower} through the workflow engine (409 when it already is in that state). */
export async function set${n.singularPascal}Status(ctx: Ctx, id: string, status: ${n.singularPascal}Status): Promise<${n.singularPascal}> {
  await applyTransition(ctx, ${n.constant}_TARGET, { id, action: status === 'archived' ? 'archive' : 'reinstate' });
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
    ok(await ${n.camel}.set${n.singularPascal}Status(ctxOf(req), req.params.id, 'archived'), ${n.constant}_MESSAGES.archived),
  );
  serve(app, family, E.reinstate, async (req) =>
    ok(await ${n.camel}.set${n.singularPascal}Status(ctxOf(req), req.params.id, 'active'), ${n.constant}_MESSAGES.reinstated),
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
