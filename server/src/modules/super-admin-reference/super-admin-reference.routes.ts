import {
  idParamSchema,
  namedItemInputSchema,
  namedItemSchema,
  okSchema,
  SUPER_ADMIN_REFERENCE_KINDS,
  superAdminReferenceMessages,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import * as items from './super-admin-reference.service.ts';

/** Who may read each list for a form's select (icon users); changes are the super admins' alone. */
const READ_PERMISSION = { divisions: 'view-facilities', 'procedure-types': 'view-assignments' } as const;

/**
 * Divisions and procedure types (spec section 6: 'The super-admin family adds divisions and procedure types'):
 * list for both families (the facility and assignment forms' selects), add, rename and delete under
 * /api/super-admin only.
 */
export const superAdminReferenceRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const kind of SUPER_ADMIN_REFERENCE_KINDS) {
    const P = `/${kind}`;
    const tags = [kind];
    const M = superAdminReferenceMessages(kind);
    app.get(
      P,
      {
        config: staff(family, READ_PERMISSION[kind]),
        schema: { tags, summary: `The ${kind} (name order)`, response: { 200: okSchema(z.array(namedItemSchema)) } },
      },
      async (req) => ok(await items.listItems(ctxOf(req), kind)),
    );
    if (family !== 'superAdmin') continue;
    const SUPER_ADMIN = staff('superAdmin', kind);
    app.post(
      P,
      {
        config: SUPER_ADMIN,
        schema: {
          tags,
          summary: `Add one of the ${kind}`,
          body: namedItemInputSchema,
          response: { 201: okSchema(namedItemSchema) },
        },
      },
      async (req, reply) => reply.status(201).send(ok(await items.addItem(ctxOf(req), kind, req.body), M.added)),
    );
    app.put(
      `${P}/:id`,
      {
        config: SUPER_ADMIN,
        schema: {
          tags,
          summary: `Rename one of the ${kind}`,
          params: idParamSchema,
          body: namedItemInputSchema,
          response: { 200: okSchema(namedItemSchema) },
        },
      },
      async (req) => ok(await items.renameItem(ctxOf(req), kind, req.params.id, req.body), M.updated),
    );
    app.delete(
      `${P}/:id`,
      {
        config: SUPER_ADMIN,
        schema: {
          tags,
          summary: `Delete one of the ${kind} (409 while in use)`,
          params: idParamSchema,
          response: { 200: okSchema(z.null()) },
        },
      },
      async (req) => {
        await items.deleteItem(ctxOf(req), kind, req.params.id);
        return ok(null, M.deleted);
      },
    );
  }
};
