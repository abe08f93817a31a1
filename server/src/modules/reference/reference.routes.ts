import { okSchema, referenceItemSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReferenceKind } from '../../db/schema/index.ts';
import { AUTHENTICATED } from '../../platform/access.ts';
import { ok } from '../../platform/http.ts';
import { listReference } from './reference.repo.ts';

/** Spec section 7's reference GETs, each answering one seeded pick-list. */
const LISTS: [string, ReferenceKind][] = [
  ['/list-clients', 'client'],
  ['/list-vms', 'vms'],
  ['/list-job-types', 'job-type'],
  ['/list-schools', 'school'],
  ['/insurance-providers', 'insurance-provider'],
];

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [url, kind] of LISTS) {
    app.get(
      url,
      {
        config: AUTHENTICATED,
        schema: {
          tags: ['reference'],
          summary: `The ${kind} pick-list (optional search)`,
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
          response: { 200: okSchema(z.array(referenceItemSchema)) },
        },
      },
      async (req) => ok(await listReference(app.db, kind, req.query.search)),
    );
  }
};
