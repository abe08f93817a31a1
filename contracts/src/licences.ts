import { z } from 'zod';
import { defineArchiveWorkflow } from './archive.ts';
import { defineEndpoints, listEndpoint } from './endpoint.ts';
import { idParamSchema, listBodySchema } from './http.ts';

export const LICENCE_STATUSES = ['active', 'archived'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const licenceInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  description: z.string().trim().max(2000, 'Keep the description under 2,000 characters').nullish(),
});

export const licenceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  status: z.enum(LICENCE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Licence = z.infer<typeof licenceSchema>;

export const LICENCE_SORTABLE = ['name', 'createdAt'] as const;
export const licenceListBodySchema = listBodySchema(LICENCE_SORTABLE, {
  status: z.enum(LICENCE_STATUSES),
});
export type LicenceListBody = z.input<typeof licenceListBodySchema>;

export const LICENCE_MESSAGES = {
  created: 'Licence added successfully',
  updated: 'Licence updated successfully',
  archived: 'Licence archived successfully',
  reinstated: 'Licence reinstated successfully',
  notFound: 'Licence not found',
  nameTaken: 'A licence with this name already exists',
  alreadyArchived: 'This licence is already archived',
  notArchived: 'This licence is not archived',
} as const;

/** Archive (active -> archived) and reinstate (archived -> active), applied by the workflow engine. */
export const LICENCE_WORKFLOW = defineArchiveWorkflow('licence', {
  archive: LICENCE_MESSAGES.alreadyArchived,
  reinstate: LICENCE_MESSAGES.notArchived,
});

const view = { staff: 'view-licences' } as const;

/** The licences endpoints (staff families). */
export const LICENCE_API = /*#__PURE__*/ defineEndpoints('licences', {
  list: listEndpoint(
    '/licences/all',
    view,
    'List licences (search name; filter status (default active); sort)',
    licenceListBodySchema,
    licenceSchema,
  ),
  get: {
    method: 'GET',
    path: '/licences/:id',
    access: view,
    summary: 'One licence',
    params: idParamSchema,
    response: licenceSchema,
  },
  create: {
    method: 'POST',
    path: '/licences',
    access: { staff: 'add-licences' },
    summary: 'Add a licence',
    body: licenceInputSchema,
    response: licenceSchema,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/licences/:id',
    access: { staff: 'edit-licences' },
    summary: 'Edit a licence',
    params: idParamSchema,
    body: licenceInputSchema,
    response: licenceSchema,
  },
  archive: {
    method: 'POST',
    path: '/licences/:id/archive',
    access: { staff: 'archive-licences' },
    summary: 'Archive a licence',
    params: idParamSchema,
    response: licenceSchema,
  },
  reinstate: {
    method: 'POST',
    path: '/licences/:id/reinstate',
    access: { staff: 'archive-licences' },
    summary: 'Reinstate a licence',
    params: idParamSchema,
    response: licenceSchema,
  },
});
