import {
  ASSIGNMENT_MESSAGES,
  type Assignment,
  type AssignmentListBody,
  type assignmentInputSchema,
  COMPLIANCE_MESSAGES,
  isCurrent,
  type ListPage,
  type ListQuery,
  todayIn,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import { auditUpdate } from '../../platform/audit-update.ts';
import { type Ctx, ownerOf } from '../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { listAnswer } from '../../platform/list.ts';
import { findFacility } from '../facilities/index.ts';
import { findProvider } from '../providers/index.ts';
import { referenceIdsExist } from '../reference/index.ts';
import { superAdminItemExists } from '../super-admin-reference/index.ts';
import * as repo from './assignments.repo.ts';

type Input = z.output<typeof assignmentInputSchema>;

const toAssignment = (r: repo.AssignmentRow): Assignment => ({
  _id: r.a.id,
  provider: r.provider,
  facility: r.facility,
  startDate: r.a.startDate,
  endDate: r.a.endDate,
  jobType: r.a.jobTypeId && r.jobTypeName ? { _id: r.a.jobTypeId, name: r.jobTypeName } : null,
  onCallType: r.a.onCallType,
  procedureTypeId: r.a.procedureTypeId,
  procedureType:
    r.a.procedureTypeId && r.procedureTypeName ? { _id: r.a.procedureTypeId, name: r.procedureTypeName } : null,
  payPeriodType: r.a.payPeriodType,
  notes: r.a.notes,
  active: isCurrent(r.a.startDate, r.a.endDate),
  createdAt: r.a.createdAt.toISOString(),
});

/** A provider sees only their own assignments; `ownerId` is the signed-in provider for the provider family. */

export async function listAssignments(
  ctx: Ctx,
  query: ListQuery,
  body: AssignmentListBody,
): Promise<ListPage<Assignment>> {
  const { rows, totals } = await repo.listAssignments(ctx.db, query, body, ownerOf(ctx));
  return listAnswer(query, totals, rows.map(toAssignment));
}

export async function getAssignment(ctx: Ctx, id: string): Promise<Assignment> {
  const row = await repo.findAssignment(ctx.db, id, ownerOf(ctx));
  if (!row) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  return toAssignment(row);
}

async function validate(ctx: Ctx, input: Input, exceptId?: string) {
  const provider = await findProvider(ctx.db, input.providerId);
  if (!provider) throw fieldError('providerId', ASSIGNMENT_MESSAGES.unknownProvider);
  // A confirmed exclusion stops new work; assignments already made stay editable so they can be ended.
  if (provider.profile.excludedOn && !exceptId) throw fieldError('providerId', COMPLIANCE_MESSAGES.excludedProvider);
  const facility = await findFacility(ctx.db, input.facilityId);
  if (!facility) throw fieldError('facilityId', ASSIGNMENT_MESSAGES.unknownFacility);
  if (facility.facility.status === 'archived') throw fieldError('facilityId', ASSIGNMENT_MESSAGES.archivedFacility);
  if (input.jobTypeId && !(await referenceIdsExist(ctx.db, 'job-type', [input.jobTypeId]))) {
    throw fieldError('jobTypeId', ASSIGNMENT_MESSAGES.unknownJobType);
  }
  if (input.procedureTypeId && !(await superAdminItemExists(ctx.db, 'procedure-types', input.procedureTypeId))) {
    throw fieldError('procedureTypeId', ASSIGNMENT_MESSAGES.unknownProcedureType);
  }
  if (await repo.findOverlap(ctx.db, input, exceptId)) throw conflict(ASSIGNMENT_MESSAGES.overlap);
}

const values = (input: Input) => ({
  providerId: input.providerId,
  facilityId: input.facilityId,
  startDate: input.startDate,
  endDate: input.endDate,
  jobTypeId: input.jobTypeId ?? null,
  onCallType: input.onCallType ?? null,
  procedureTypeId: input.procedureTypeId ?? null,
  payPeriodType: input.payPeriodType,
  notes: input.notes ?? null,
});

export async function createAssignment(ctx: Ctx, input: Input): Promise<Assignment> {
  await validate(ctx, input);
  const id = uuidv7();
  await ctx.db.transaction(async (tx) => {
    await repo.insertAssignment(tx, { id, ...values(input) });
    await audit(tx, ctx, { action: 'create', entityType: 'assignment', entityId: id, after: values(input) });
  });
  return getAssignment(ctx, id);
}

export async function updateAssignment(ctx: Ctx, id: string, input: Input): Promise<Assignment> {
  const before = await repo.findAssignment(ctx.db, id);
  if (!before) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  await validate(ctx, input, id);
  await ctx.db.transaction(async (tx) => {
    await repo.updateAssignment(tx, id, values(input));
    await auditUpdate(tx, ctx, 'assignment', id, before.a, values(input));
  });
  return getAssignment(ctx, id);
}

/**
 * The providers assigned to a facility; `activeOnly` keeps those whose assignment holds today. An assignment's
 * "active" is the company's day everywhere (its flag, the list filter, this), so the screens agree.
 */
export const assignedProviders = (ctx: Ctx, facilityId: string, activeOnly: boolean) =>
  repo.assignedProviders(ctx.db, facilityId, activeOnly ? todayIn() : undefined);

export type { AssignmentExportRow } from './assignments.repo.ts';

/** Every assignment the filters match, in batches, for the XLSX export stream. */
export const exportAssignmentRows = (ctx: Ctx, body: AssignmentListBody) => repo.allAssignments(ctx.db, body);
