import {
  ACCOUNT_MESSAGES,
  IMAGE_UPLOAD,
  type ListQuery,
  PROFILE_MESSAGES,
  PROFILE_PART_KEYS,
  PROFILE_PARTS,
  type ProfilePart,
  type ProviderProfile,
  type providerInviteSchema,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { audit } from '../../platform/audit.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors.ts';
import { sniffImage } from '../../platform/file-types.ts';
import { listAnswer } from '../../platform/list.ts';
import { revokeUserSessions } from '../../platform/sessions.ts';
import { sendInvitation, updateEmail } from '../accounts/index.ts';
import { referenceIdsExist } from '../reference/index.ts';
import { activeIconUsers, findUserByEmail, insertUser, updateUser } from '../users/index.ts';
import { providerIdentityChanged } from './provider-profile.events.ts';
import * as repo from './provider-profile.repo.ts';

const toProfile = (ctx: Ctx, { user: u, profile: p }: repo.ProviderProfileRow): ProviderProfile => ({
  _id: u.id,
  avatarUrl: p.avatarKey ? ctx.storage.signedUrl(p.avatarKey) : null,
  status: u.status,
  agreementStatus: u.agreementStatus,
  emailStatus: u.emailStatus,
  archived: u.archivedAt !== null,
  excludedOn: p.excludedOn,
  basicInfo: {
    firstName: u.firstName,
    middleName: p.middleName,
    lastName: u.lastName,
    dateOfBirth: p.dateOfBirth,
    npi: p.npi,
    specialty: p.specialty,
  },
  addressAndTimezone: {
    address1: p.address1,
    address2: p.address2,
    city: p.city,
    state: p.state,
    postalCode: p.postalCode,
    country: p.country,
    county: p.county,
    timezone: p.timezone,
  },
  contactInformation: {
    email: u.email,
    phone: p.phone,
    alternatePhone: p.alternatePhone,
    emergencyContactName: p.emergencyContactName,
    emergencyContactPhone: p.emergencyContactPhone,
  },
  areasOfExpertise: {
    expertise: p.expertise,
    yearsOfExperience: p.yearsOfExperience,
    schoolId: p.schoolId,
    graduationDate: p.graduationDate,
  },
  incorporatedStatus: {
    incorporated: p.incorporated,
    companyName: p.companyName,
    ein: p.ein,
    incorporationState: p.incorporationState,
  },
  iconInformation: {
    organisation: p.organisation,
    recruiterId: p.recruiterId,
    startDate: p.startDate,
    endDate: p.endDate,
    notes: p.notes,
  },
  createdAt: u.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** Providers reach only themselves: any other id is simply not found. */
export async function getProfile(ctx: Ctx, id: string): Promise<ProviderProfile> {
  if (ctx.user?.role === 'provider' && ctx.user.id !== id) throw notFound(PROFILE_MESSAGES.notFound);
  const row = await repo.findProviderProfile(ctx.db, id);
  if (!row) throw notFound(PROFILE_MESSAGES.notFound);
  return toProfile(ctx, row);
}

const USER_FIELDS = new Set(['firstName', 'lastName', 'email']);

/** What exclusion lists identify a provider by: a change of one screens them again. */
const IDENTITY_FIELDS = ['firstName', 'lastName', 'dateOfBirth', 'npi'];

/**
 * Saves one profile part. A provider changing their own e-mail gets a verification link instead: the address
 * changes only once they open it (the accounts flow). Staff change it directly.
 */
export async function savePart(ctx: Ctx, id: string, part: ProfilePart, input: Record<string, unknown>) {
  const before = await getProfile(ctx, id);
  const values = { ...(PROFILE_PARTS[part].parse(input) as Record<string, unknown>) };
  let message: string = PROFILE_MESSAGES.saved;
  if (part === 'contact-information' && values.email !== before.contactInformation.email) {
    const email = String(values.email);
    const taken = await findUserByEmail(ctx.db, email);
    if (taken) throw fieldError('email', PROFILE_MESSAGES.emailTaken);
    if (ctx.user?.role === 'provider') {
      await updateEmail(ctx, email);
      delete values.email;
      message = `${PROFILE_MESSAGES.saved}. ${ACCOUNT_MESSAGES.emailChangeSent}`;
    }
  }
  if (
    part === 'areas-of-expertise' &&
    values.schoolId &&
    !(await referenceIdsExist(ctx.db, 'school', [String(values.schoolId)]))
  ) {
    throw fieldError('schoolId', PROFILE_MESSAGES.unknownSchool);
  }
  if (part === 'icon-information' && values.recruiterId) {
    if ((await activeIconUsers(ctx.db, [String(values.recruiterId)])).length !== 1) {
      throw fieldError('recruiterId', PROFILE_MESSAGES.unknownRecruiter);
    }
  }
  const userValues = Object.fromEntries(Object.entries(values).filter(([k]) => USER_FIELDS.has(k)));
  const profileValues = Object.fromEntries(Object.entries(values).filter(([k]) => !USER_FIELDS.has(k)));
  const previous = before[PROFILE_PART_KEYS[part]] as Record<string, unknown>;
  const identityChanged = IDENTITY_FIELDS.some((k) => k in values && values[k] !== (previous[k] ?? null));
  const after = await ctx.db.transaction(async (tx) => {
    if (Object.keys(userValues).length) await updateUser(tx, id, userValues);
    if (Object.keys(profileValues).length) await repo.updateProfile(tx, id, profileValues);
    await audit(tx, ctx, {
      action: `update-${part}`,
      entityType: 'user',
      entityId: id,
      before: Object.fromEntries(Object.keys(values).map((k) => [k, previous[k] ?? null])),
      after: values,
    });
    return identityChanged ? providerIdentityChanged.emit(tx, ctx, [{ providerId: id }]) : undefined;
  });
  await after?.();
  return { profile: await getProfile(ctx, id), message };
}

/** Staff invite: the provider sets a password and signs the agreement from the e-mailed link. */
export async function inviteProvider(ctx: Ctx, input: z.output<typeof providerInviteSchema>) {
  if (await findUserByEmail(ctx.db, input.email)) throw fieldError('email', PROFILE_MESSAGES.emailTaken);
  const id = uuidv7();
  const user = {
    id,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'provider' as const,
    status: 'pending' as const,
    agreementStatus: 'not-signed' as const,
    emailStatus: 'not-verified' as const,
    invitedBy: ctx.user?.id ?? null,
  };
  const after = await ctx.db.transaction(async (tx) => {
    await insertUser(tx, user);
    await repo.updateProfile(tx, id, { specialty: input.specialty ?? null, organisation: input.organisation });
    await audit(tx, ctx, {
      action: 'invite',
      entityType: 'user',
      entityId: id,
      after: { ...user, specialty: input.specialty ?? null, organisation: input.organisation },
    });
    await sendInvitation(ctx, tx, user, 'provider');
    return providerIdentityChanged.emit(tx, ctx, [{ providerId: id }]);
  });
  await after();
  return getProfile(ctx, id);
}

export async function setArchived(ctx: Ctx, id: string, archived: boolean) {
  const before = await getProfile(ctx, id);
  if (before.archived === archived)
    throw conflict(archived ? 'This provider is already archived' : 'This provider is not archived');
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, { archivedAt: archived ? new Date() : null });
    // An archived provider can no longer use the portal.
    if (archived) await revokeUserSessions(tx, id);
    await audit(tx, ctx, {
      action: archived ? 'archive' : 'reinstate',
      entityType: 'user',
      entityId: id,
      before: { archived: before.archived },
      after: { archived },
    });
  });
  return getProfile(ctx, id);
}

/** Who changed which field from what to what, and when, newest first. */
export async function history(ctx: Ctx, id: string, query: ListQuery) {
  await getProfile(ctx, id);
  const { rows, totals } = await repo.historyOf(ctx.db, id, query.pageSize, (query.page - 1) * query.pageSize);
  const data = rows.flatMap((e) =>
    (e.changes.length ? e.changes : [{ field: '', old: null, new: null }]).map((c, i) => ({
      _id: `${e.id}:${i}`,
      at: e.at.toISOString(),
      actorName: e.actorName,
      action: e.action,
      field: c.field,
      old: c.old,
      new: c.new,
    })),
  );
  return listAnswer(query, totals, data);
}

/** Stores a new avatar (spec section 5 image types, 15,000,000 bytes at most) and drops the old file. */
export async function saveAvatar(ctx: Ctx, id: string, file: { mimetype: string; bytes: Buffer } | undefined) {
  const before = await getProfile(ctx, id);
  if (!file || file.bytes.length === 0) throw fieldError('file', PROFILE_MESSAGES.avatarMissing);
  const kind = sniffImage(file.bytes);
  if (!IMAGE_UPLOAD.mimeTypes.includes(file.mimetype) || !kind) throw new AppError(415, PROFILE_MESSAGES.avatarType);
  const row = await repo.findProviderProfile(ctx.db, id);
  const oldKey = row?.profile.avatarKey ?? null;
  const key = await ctx.storage.put('avatars', kind.ext, file.bytes, { contentType: kind.mime });
  await ctx.db.transaction(async (tx) => {
    await repo.updateProfile(tx, id, { avatarKey: key });
    await audit(tx, ctx, {
      action: 'update-avatar',
      entityType: 'user',
      entityId: id,
      before: { avatar: before.avatarUrl ? 'image' : null },
      after: { avatar: 'new image' },
    });
  });
  if (oldKey) await ctx.storage.remove(oldKey);
  return getProfile(ctx, id);
}
