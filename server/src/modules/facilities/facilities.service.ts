import {
  FACILITY_MESSAGES,
  type Facility,
  type FacilityListBody,
  type FacilitySummary,
  type facilityInputSchema,
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
import { referenceIdsExist } from '../reference/index.ts';
import { superAdminItemExists } from '../super-admin-reference/index.ts';
import { activeIconUsers } from '../users/index.ts';
import * as repo from './facilities.repo.ts';
import { FACILITY_TARGET } from './facilities.workflow.ts';

type FacilityInput = z.output<typeof facilityInputSchema>;

const toSummary = ({ facility: f, clientName, vmsName, divisionName }: repo.FacilitySummaryRow): FacilitySummary => ({
  _id: f.id,
  name: f.name,
  address1: f.address1,
  address2: f.address2,
  city: f.city,
  state: f.state,
  postalCode: f.postalCode,
  country: f.country,
  timezone: f.timezone,
  client: f.clientId && clientName ? { _id: f.clientId, name: clientName } : null,
  vms: f.vmsId && vmsName ? { _id: f.vmsId, name: vmsName } : null,
  divisionId: f.divisionId,
  division: f.divisionId && divisionName ? { _id: f.divisionId, name: divisionName } : null,
  status: f.status,
  createdAt: f.createdAt.toISOString(),
  updatedAt: f.updatedAt.toISOString(),
});

const toFacility = (row: repo.FacilityRow): Facility => ({
  ...toSummary(row),
  contacts: row.contacts.map(({ type, name, email, phone }) => ({ type, name, email, phone })),
  iconContacts: row.iconContacts,
});

export async function listFacilities(
  ctx: Ctx,
  query: ListQuery,
  body: FacilityListBody,
): Promise<ListPage<FacilitySummary>> {
  const { rows, totals } = await repo.listFacilities(ctx.db, query, body);
  return listAnswer(query, totals, rows.map(toSummary));
}

export async function getFacility(ctx: Ctx, id: string): Promise<Facility> {
  const row = await repo.findFacility(ctx.db, id);
  if (!row) throw notFound(FACILITY_MESSAGES.notFound);
  return toFacility(row);
}

async function validateReferences(ctx: Ctx, input: FacilityInput, exceptId?: string) {
  const existing = await repo.findFacilityIdByName(ctx.db, input.name);
  if (existing && existing !== exceptId) throw fieldError('name', FACILITY_MESSAGES.nameTaken);
  if (input.clientId && !(await referenceIdsExist(ctx.db, 'client', [input.clientId]))) {
    throw fieldError('clientId', FACILITY_MESSAGES.unknownClient);
  }
  if (input.vmsId && !(await referenceIdsExist(ctx.db, 'vms', [input.vmsId]))) {
    throw fieldError('vmsId', FACILITY_MESSAGES.unknownVms);
  }
  if (input.divisionId && !(await superAdminItemExists(ctx.db, 'divisions', input.divisionId))) {
    throw fieldError('divisionId', FACILITY_MESSAGES.unknownDivision);
  }
  const ids = [...new Set(input.iconContactIds)];
  if ((await activeIconUsers(ctx.db, ids)).length !== ids.length) {
    throw fieldError('iconContactIds', FACILITY_MESSAGES.unknownIconUser);
  }
}

const values = (input: FacilityInput): repo.FacilityValues => ({
  name: input.name,
  address1: input.address1 ?? null,
  address2: input.address2 ?? null,
  city: input.city ?? null,
  state: input.state ?? null,
  postalCode: input.postalCode ?? null,
  country: input.country ?? null,
  timezone: input.timezone ?? null,
  clientId: input.clientId ?? null,
  vmsId: input.vmsId ?? null,
  divisionId: input.divisionId ?? null,
});

const contactRows = (input: FacilityInput) =>
  input.contacts.map((c) => ({ id: uuidv7(), type: c.type, name: c.name, email: c.email, phone: c.phone ?? null }));

/** What the audit trail records of a facility: its fields, contacts and ICON contact ids. */
const auditable = (f: Facility) => ({
  ...values({
    ...f,
    clientId: f.client?._id,
    vmsId: f.vms?._id,
    divisionId: f.divisionId,
    contacts: [],
    iconContactIds: [],
  }),
  contacts: f.contacts,
  iconContactIds: f.iconContacts.map((c) => c._id),
});

/** Writes a facility (a new one, or over `before`) with its contacts and audits it, in one transaction. */
async function saveFacility(ctx: Ctx, id: string, input: FacilityInput, before?: Facility): Promise<Facility> {
  await validateReferences(ctx, input, before ? id : undefined);
  await ctx.db.transaction(async (tx) => {
    if (before) await repo.updateFacility(tx, id, values(input));
    else await repo.insertFacility(tx, id, values(input));
    await repo.replaceContacts(tx, id, contactRows(input), input.iconContactIds);
    await audit(tx, ctx, {
      action: before ? 'update' : 'create',
      entityType: 'facility',
      entityId: id,
      before: before && auditable(before),
      after: {
        ...values(input),
        contacts: input.contacts.map((c) => ({ ...c, phone: c.phone ?? null })),
        iconContactIds: input.iconContactIds,
      },
    });
  });
  return getFacility(ctx, id);
}

export const createFacility = (ctx: Ctx, input: FacilityInput) => saveFacility(ctx, uuidv7(), input);

export const updateFacility = async (ctx: Ctx, id: string, input: FacilityInput) =>
  saveFacility(ctx, id, input, await getFacility(ctx, id));

/** Archives or reinstates a facility through the workflow engine (409 when it already is in that state). */
export async function setFacilityStatus(ctx: Ctx, id: string, status: 'active' | 'archived'): Promise<Facility> {
  await applyTransition(ctx, FACILITY_TARGET, { id, action: status === 'archived' ? 'archive' : 'reinstate' });
  return getFacility(ctx, id);
}

export const iconContactOptions = (ctx: Ctx) => activeIconUsers(ctx.db);
