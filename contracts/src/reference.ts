import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { referenceItemSchema } from './facilities.ts';
import { idParamSchema } from './http.ts';

/** The staff-editable pick-lists, each edited with the permission of the module that uses it. */
export const PICK_LIST_EDITORS = {
  client: 'edit-facilities',
  vms: 'edit-facilities',
  'job-type': 'edit-assignments',
  school: 'edit-providers',
  'insurance-provider': 'edit-providers',
} as const;
export type PickListKind = keyof typeof PICK_LIST_EDITORS;
export const PICK_LIST_KINDS = Object.keys(PICK_LIST_EDITORS) as PickListKind[];

export const pickListNameSchema = z.object({ name: z.string().trim().min(1, 'Name is required').max(200) });

const pickList = <const P extends string>(path: P, kind: PickListKind) => ({
  method: 'GET' as const,
  path,
  access: 'authenticated' as const,
  summary: `The ${kind} pick-list (optional search)`,
  query: z.object({ search: z.string().trim().max(100).optional() }),
  response: z.array(referenceItemSchema),
});

/** Spec section 7's reference GETs (any signed-in user), each answering one seeded pick-list. */
export const REFERENCE_API = /*#__PURE__*/ defineEndpoints('reference', {
  clients: pickList('/list-clients', 'client'),
  vms: pickList('/list-vms', 'vms'),
  jobTypes: pickList('/list-job-types', 'job-type'),
  schools: pickList('/list-schools', 'school'),
  insuranceProviders: pickList('/insurance-providers', 'insurance-provider'),
});

/** Staff edit one pick-list (the staff families): add, rename, delete (refused with 409 while in use). */
export const pickListEndpoints = <K extends PickListKind>(kind: K) => {
  const access = { staff: PICK_LIST_EDITORS[kind] };
  return defineEndpoints('reference', {
    add: {
      method: 'POST',
      path: `/reference/${kind}` as `/reference/${K}`,
      access,
      summary: `Add to the ${kind} list`,
      body: pickListNameSchema,
      response: referenceItemSchema,
      status: 201,
    },
    rename: {
      method: 'PUT',
      path: `/reference/${kind}/:id` as `/reference/${K}/:id`,
      access,
      summary: `Rename a ${kind}`,
      params: idParamSchema,
      body: pickListNameSchema,
      response: referenceItemSchema,
    },
    remove: {
      method: 'DELETE',
      path: `/reference/${kind}/:id` as `/reference/${K}/:id`,
      access,
      summary: `Delete a ${kind}`,
      params: idParamSchema,
      response: z.null(),
    },
  });
};
