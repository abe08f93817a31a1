import {
  LICENCE_MESSAGES,
  type Licence,
  type LicenceListBody,
  type LicenceStatus,
  type ListPage,
  type ListQuery,
  type licenceInputSchema,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { applyTransition } from '../../platform/workflow.ts';
import * as repo from './licences.repo.ts';
import { LICENCE_TARGET } from './licences.workflow.ts';

type LicenceInput = z.output<typeof licenceInputSchema>;

const toLicence = (r: repo.LicenceRow): Licence => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listLicences(ctx: Ctx, query: ListQuery, body: LicenceListBody): Promise<ListPage<Licence>> {
  const { rows, totals } = await repo.listLicences(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toLicence));
}

export async function getLicence(ctx: Ctx, id: string): Promise<Licence> {
  const row = await repo.findLicence(ctx.db, id);
  if (!row) throw notFound(LICENCE_MESSAGES.notFound);
  return toLicence(row);
}

const values = (input: LicenceInput): repo.LicenceValues => ({
  name: input.name,
  description: input.description || null,
});

/** Writes a licence (a new one, or over `before`) and audits it, in one transaction. */
async function saveLicence(ctx: Ctx, id: string, input: LicenceInput, before?: Licence) {
  const existing = await repo.findLicenceIdByName(ctx.db, input.name);
  if (existing && existing !== id) throw fieldError('name', LICENCE_MESSAGES.nameTaken);
  await ctx.db.transaction(async (tx) => {
    if (before) await repo.updateLicence(tx, id, values(input));
    else await repo.insertLicence(tx, id, values(input));
    await audit(tx, ctx, {
      action: before ? 'update' : 'create',
      entityType: 'licence',
      entityId: id,
      before: before && { name: before.name, description: before.description },
      after: values(input),
    });
  });
  return getLicence(ctx, id);
}

export const createLicence = (ctx: Ctx, input: LicenceInput) => saveLicence(ctx, uuidv7(), input);

export const updateLicence = async (ctx: Ctx, id: string, input: LicenceInput) =>
  saveLicence(ctx, id, input, await getLicence(ctx, id));

/** Archives or reinstates a licence through the workflow engine (409 when it already is in that state). */
export async function setLicenceStatus(ctx: Ctx, id: string, status: LicenceStatus): Promise<Licence> {
  await applyTransition(ctx, LICENCE_TARGET, { id, action: status === 'archived' ? 'archive' : 'reinstate' });
  return getLicence(ctx, id);
}
