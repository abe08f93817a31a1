import type { Names } from '../names.ts';

/** contracts/src/<kebab>.ts, after contracts/src/facilities.ts: schemas, messages, workflow and endpoints. */
export const contract = (n: Names) => `import { z } from 'zod';
import { defineArchiveWorkflow } from './archive.ts';
import { archiveEndpoints, defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';

export const ${n.constant}_STATUSES = ['active', 'archived'] as const;
export type ${n.singularPascal}Status = (typeof ${n.constant}_STATUSES)[number];

export const ${n.singularCamel}InputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(2000, 'Keep the description under 2,000 characters').nullish(),
});

export const ${n.singularCamel}Schema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(${n.constant}_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ${n.singularPascal} = z.infer<typeof ${n.singularCamel}Schema>;

export const ${n.constant}_SORTABLE = ['name', 'createdAt'] as const;
export const ${n.singularCamel}ListBodySchema = listBodySchema(${n.constant}_SORTABLE, {
  status: z.enum(${n.constant}_STATUSES),
});
export type ${n.singularPascal}ListBody = z.input<typeof ${n.singularCamel}ListBodySchema>;

export const ${n.constant}_MESSAGES = {
  created: '${n.singularSentence} added successfully',
  updated: '${n.singularSentence} updated successfully',
  archived: '${n.singularSentence} archived successfully',
  reinstated: '${n.singularSentence} reinstated successfully',
  notFound: '${n.singularSentence} not found',
  nameTaken: 'A ${n.singularLower} with this name already exists',
  alreadyArchived: 'This ${n.singularLower} is already archived',
  notArchived: 'This ${n.singularLower} is not archived',
} as const;

/** Archive (active -> archived) and reinstate (archived -> active), applied by the workflow engine. */
export const ${n.constant}_WORKFLOW = defineArchiveWorkflow('${n.singularLower}', {
  archive: ${n.constant}_MESSAGES.alreadyArchived,
  reinstate: ${n.constant}_MESSAGES.notArchived,
});

const view = { staff: 'view-${n.kebab}' } as const;

/** The ${n.lower} endpoints (staff families). */
export const ${n.constant}_API = /*#__PURE__*/ defineEndpoints('${n.kebab}', {
  list: listEndpoint(
    '/${n.kebab}/all',
    view,
    'List ${n.lower} (search name; filter status (default active); sort)',
    ${n.singularCamel}ListBodySchema,
    ${n.singularCamel}Schema,
  ),
  get: {
    method: 'GET',
    path: '/${n.kebab}/:id',
    access: view,
    summary: 'One ${n.singularLower}',
    params: idParamSchema,
    response: ${n.singularCamel}Schema,
  },
  create: {
    method: 'POST',
    path: '/${n.kebab}',
    access: { staff: 'add-${n.kebab}' },
    summary: 'Add a ${n.singularLower}',
    body: ${n.singularCamel}InputSchema,
    response: ${n.singularCamel}Schema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/${n.kebab}/:id',
    access: { staff: 'edit-${n.kebab}' },
    summary: 'Edit a ${n.singularLower}',
    params: idParamSchema,
    body: ${n.singularCamel}InputSchema,
    response: ${n.singularCamel}Schema,
  },
  ...archiveEndpoints('/${n.kebab}', 'archive-${n.kebab}', ${n.singularCamel}Schema, 'a ${n.singularLower}'),
});
`;

/** server/src/db/schema/<camel>.ts, after schema/facilities.ts. */
export const schema = (n: Names) => `import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { archivableStatus, createdAt } from './columns.ts';

export const ${n.camel} = pgTable(
  '${n.snake}',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    status: archivableStatus(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('${n.snake}_name_key').on(sql\`lower(\${t.name})\`),
    index('${n.snake}_status_name_idx').on(t.status, sql\`lower(\${t.name})\`, t.id),
    index('${n.snake}_status_created_idx').on(t.status, t.createdAt, t.id),
  ],
);
`;
