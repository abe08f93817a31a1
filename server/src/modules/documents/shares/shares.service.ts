import {
  type CreatedShare,
  displayMoment,
  documentPermission,
  type ListQuery,
  type OwnerKind,
  type PeopleWithAccess,
  SHARE_MESSAGES,
  type Share,
  type ShareAllBody,
  type ShareBody,
  webPaths,
  withQuery,
} from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, userOf } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { type ListBody, listAnswer } from '../../../platform/list.ts';
import { composeMail } from '../../../platform/mail.ts';
import { webLink } from '../../../platform/web-links.ts';
import * as folders from '../folders/index.ts';
import { newToken, sha256 } from '../guests/index.ts';
import { folderRoleLists, folderVisibleTo, generalTypeFolder } from '../reach.ts';
import * as repo from './shares.repo.ts';

/**
 * Staff share provider documents with people outside: one document, a folder (with its sub-folders), or
 * the whole library (optionally some types), each address its own share and link. The link alone opens nothing:
 * the guest must also prove the address with an e-mailed code (guests/). Shares are audited as
 * `document-share` (share, revoke; the guest's reads as guest-*).
 */

const ENTITY = 'document-share';
/** Where the e-mailed link lands: the document-folder screen, which serves guests (spec section 2). */
const shareLink = (ctx: Ctx, token: string) =>
  webLink(ctx.config, withQuery(webPaths.providerFoldersListing(), { access: token }));

const statusOf = (s: repo.ShareRow): Share['status'] =>
  s.revokedAt ? 'revoked' : s.expiresAt.getTime() <= Date.now() ? 'expired' : 'active';

function shareOut(s: repo.ShareRow, itemName: string, names: Map<string, string>): Share {
  return {
    _id: s.id,
    email: s.email,
    scope: s.scope,
    itemName,
    message: s.message,
    expiresAt: s.expiresAt.toISOString(),
    createdAt: s.createdAt.toISOString(),
    lastAccessAt: s.lastAccessAt?.toISOString() ?? null,
    revokedAt: s.revokedAt?.toISOString() ?? null,
    status: statusOf(s),
    sharedBy: s.createdBy ? (names.get(s.createdBy) ?? null) : null,
  };
}

interface Target {
  ownerKind: OwnerKind;
  ownerId: string;
  ownerName: string;
  scope: 'document' | 'folder' | 'all';
  documentId: string | null;
  folderId: string | null;
  typeIds: string[];
  itemName: string;
}

async function createShares(
  ctx: Ctx,
  target: Target,
  input: { emails: string[]; expiresInDays: number; message?: string | null },
): Promise<CreatedShare[]> {
  const user = userOf(ctx);
  const sharer = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000);
  const emails = [...new Set(input.emails)];
  const message = input.message?.trim() || null;
  const made = emails.map((email) => ({ email, token: newToken(), id: uuidv7() }));
  const rows = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertShares(
      tx,
      made.map((m) => ({
        id: m.id,
        ownerKind: target.ownerKind,
        ownerId: target.ownerId,
        scope: target.scope,
        documentId: target.documentId,
        folderId: target.folderId,
        typeIds: target.typeIds,
        email: m.email,
        message,
        linkHash: sha256(m.token),
        expiresAt,
        createdBy: user.id,
      })),
    );
    for (const m of made) {
      await audit(tx, ctx, {
        action: 'share',
        entityType: ENTITY,
        entityId: m.id,
        after: {
          email: m.email,
          scope: target.scope,
          item: target.itemName,
          ownerId: target.ownerId,
          documentId: target.documentId,
          folderId: target.folderId,
          typeIds: target.typeIds.length ? target.typeIds : null,
          expiresAt: expiresAt.toISOString(),
        },
      });
      await ctx.mail.send(
        composeMail(ctx.config, m.email, {
          subject: `${sharer} shared documents with you`,
          greeting: 'Hello,',
          paragraphs: [
            `${sharer} shared "${target.itemName}" of ${target.ownerName} with you through the ${ctx.config.ORG_NAME} portal.`,
            ...(message ? [`Their message: ${message}`] : []),
            `The link works until ${displayMoment(expiresAt)}. When you open it, we e-mail a 6-digit code to this address to confirm it is you.`,
          ],
          action: { label: 'Open the shared documents', url: shareLink(ctx, m.token) },
        }),
        tx,
      );
    }
    return inserted;
  });
  const names = new Map([[user.id, sharer]]);
  return rows.map((r) => {
    const m = made.find((x) => x.id === r.id);
    return { ...shareOut(r, target.itemName, names), link: shareLink(ctx, m?.token ?? '') };
  });
}

/** `share`: one document or one folder of a provider. */
export async function share(ctx: Ctx, kind: OwnerKind, body: ShareBody) {
  if (body.documentId) {
    const row = await repo.findDocumentRow(ctx.db, body.documentId);
    if (!row || row.d.ownerKind !== kind || !(await folderVisibleTo(ctx, row.d.folderId)))
      throw notFound(SHARE_MESSAGES.noDocument);
    if (row.d.archivedAt) throw conflict('An archived document cannot be shared');
    const ownerName = await ownerNameOf(ctx, kind, row.d.ownerId);
    return createShares(
      ctx,
      {
        ownerKind: kind,
        ownerId: row.d.ownerId,
        ownerName,
        scope: 'document',
        documentId: row.d.id,
        folderId: null,
        typeIds: [],
        itemName: row.d.name,
      },
      body,
    );
  }
  const folder = await repo.findFolderRow(ctx.db, body.folderId ?? '');
  if (!folder || folder.ownerKind !== kind || !(await folderVisibleTo(ctx, folder.id)))
    throw notFound(SHARE_MESSAGES.noFolder);
  const ownerName = await ownerNameOf(ctx, kind, folder.ownerId);
  return createShares(
    ctx,
    {
      ownerKind: kind,
      ownerId: folder.ownerId,
      ownerName,
      scope: 'folder',
      documentId: null,
      folderId: folder.id,
      typeIds: [],
      itemName: folder.name,
    },
    body,
  );
}

async function ownerNameOf(ctx: Ctx, kind: OwnerKind, ownerId: string) {
  const name =
    kind === 'provider'
      ? (await repo.providerContact(ctx.db, ownerId))?.name
      : await repo.facilityName(ctx.db, ownerId);
  if (name === null || name === undefined)
    throw notFound(kind === 'provider' ? 'Provider not found' : 'Facility not found');
  return name;
}

const allName = (types: string[]) => (types.length === 0 ? 'All documents' : types.join(', '));

/** `share-all`: a provider's whole library, or only the chosen document types. */
export async function shareAll(ctx: Ctx, kind: OwnerKind, body: ShareAllBody) {
  const ownerName = await ownerNameOf(ctx, kind, body.ownerId);
  const typeIds = [...new Set(body.typeIds)];
  const names = await repo.typeNames(ctx.db, typeIds);
  if (names.length !== typeIds.length) throw notFound('Document type not found');
  return createShares(
    ctx,
    {
      ownerKind: kind,
      ownerId: body.ownerId,
      ownerName,
      scope: 'all',
      documentId: null,
      folderId: null,
      typeIds,
      itemName: allName(names),
    },
    body,
  );
}

/** The name a share is shown by in people-with-access. */
async function itemNames(ctx: Ctx, shares: repo.ShareRow[]) {
  const out = new Map<string, string>();
  for (const s of shares) {
    if (s.scope === 'document' && s.documentId)
      out.set(s.id, (await repo.findDocumentRow(ctx.db, s.documentId))?.d.name ?? 'Document');
    else if (s.scope === 'folder' && s.folderId)
      out.set(s.id, (await repo.findFolderRow(ctx.db, s.folderId))?.name ?? 'Folder');
    else out.set(s.id, allName(await repo.typeNames(ctx.db, s.typeIds)));
  }
  return out;
}

/**
 * people-with-access/{id}: everyone who can see a document, folder or (generalDocument=true) general document type:
 * staff by role (super admins; roles holding the kind's view permission), the provider, and each guest share that
 * reaches it with its expiry, last access and the guest's reads and downloads (of this document, for a document).
 */
export async function peopleWithAccess(
  ctx: Ctx,
  kind: OwnerKind,
  id: string,
  opts: { generalDocument: boolean; ownerId?: string },
): Promise<PeopleWithAccess> {
  let item: PeopleWithAccess['item'];
  let ownerId: string;
  let shares: repo.ShareRow[];
  let documentOnly: string | null = null;
  /** The folder the item is in (or is): staff whose role cannot see it have no access. */
  let folderId: string | undefined;
  if (opts.generalDocument) {
    const type = await repo.findGeneralType(ctx.db, id);
    if (!type || type.ownerKind !== kind || !opts.ownerId) throw notFound('General document not found');
    ownerId = opts.ownerId;
    item = { kind: 'general-document', id, name: type.name };
    folderId = await generalTypeFolder(ctx, kind, ownerId, type.categoryId);
    shares = (await repo.allShares(ctx.db, kind, ownerId)).filter(
      (s) => s.typeIds.length === 0 || s.typeIds.includes(id),
    );
  } else {
    const doc = await repo.findDocumentRow(ctx.db, id);
    if (doc) {
      if (doc.d.ownerKind !== kind) throw notFound(SHARE_MESSAGES.noDocument);
      ownerId = doc.d.ownerId;
      item = { kind: 'document', id, name: doc.d.name };
      documentOnly = id;
      folderId = doc.d.folderId;
      shares = await repo.sharesReachingDocument(ctx.db, {
        id,
        ownerKind: kind,
        ownerId,
        typeId: doc.d.typeId,
        folderId: doc.d.folderId,
        parentFolderId: doc.parentFolderId,
      });
    } else {
      const folder = await repo.findFolderRow(ctx.db, id);
      if (!folder || folder.ownerKind !== kind) throw notFound('Document or folder not found');
      ownerId = folder.ownerId;
      item = { kind: 'folder', id, name: folder.name };
      folderId = folder.id;
      shares = await repo.sharesTouchingFolder(
        ctx.db,
        folder,
        (await folders.folderTree(ctx.db, id)).map((f) => f.id),
      );
    }
  }
  // A provider sees who has access to their own documents only.
  const user = userOf(ctx);
  if (user.role === 'provider' && (kind !== 'provider' || ownerId !== user.id)) throw notFound('Document not found');

  const ownerContact =
    kind === 'provider'
      ? await repo.providerContact(ctx.db, ownerId)
      : { name: (await repo.facilityName(ctx.db, ownerId)) ?? '', email: null };
  if (folderId && !(await folderVisibleTo(ctx, folderId))) throw notFound('Document not found');
  const lists = folderId ? await folderRoleLists(ctx, folderId) : [];
  const sees = (roleId: string) => lists.every((l) => l == null || l.includes(roleId));
  const { rows, supers } = await repo.staffWithPermission(ctx.db, documentPermission(kind, 'view'));
  const byRole = new Map<string, string[]>();
  for (const r of rows.filter((row) => sees(row.roleId)))
    byRole.set(r.role, [...(byRole.get(r.role) ?? []), `${r.firstName} ${r.lastName}`.trim()]);
  const staff = [
    { role: 'Super Admin', users: supers.map((s) => `${s.firstName} ${s.lastName}`.trim() || s.email) },
    ...[...byRole].map(([role, users]) => ({ role, users })),
  ];

  const names = await repo.userNames(ctx.db, [...new Set(shares.flatMap((s) => (s.createdBy ? [s.createdBy] : [])))]);
  const items = await itemNames(ctx, shares);
  const events = await repo.guestAccesses(
    ctx.db,
    shares.map((s) => s.id),
  );
  const guests = shares.map((s) => ({
    ...shareOut(s, items.get(s.id) ?? '', names),
    accesses: events
      .filter((e) => e.entityId === s.id)
      .filter((e) => !documentOnly || changed(e, 'documentId') === documentOnly || changed(e, 'documentId') === null)
      .slice(0, 50)
      .map(accessOut),
  }));
  return {
    item,
    owner: { kind, id: ownerId, name: ownerContact?.name ?? '', email: ownerContact?.email ?? null },
    staff,
    guests,
  };
}

type AuditRow = Awaited<ReturnType<typeof repo.guestAccesses>>[number];
const changed = (e: AuditRow, field: string) =>
  (e.changes.find((c) => c.field === field)?.new as string | undefined) ?? null;

/** A guest step as the access history shows it. */
const accessOut = (e: AuditRow) => ({
  at: e.at.toISOString(),
  action: e.action.replace(/^guest-/, ''),
  documentName: changed(e, 'documentName') ?? changed(e, 'folderName'),
  ip: changed(e, 'ip'),
  email: changed(e, 'email'),
});

/**
 * A share's whole access history, a page at a time: staff who see its folder, or the provider whose documents it
 * shares (anything else 404).
 */
export async function accessHistory(ctx: Ctx, id: string, query: ListQuery, body: ListBody<'at'>) {
  const share = await repo.findShare(ctx.db, id);
  const user = userOf(ctx);
  const reached =
    share?.ownerKind === 'provider' &&
    (user.role === 'provider'
      ? share.ownerId === user.id
      : !share.folderId || (await folderVisibleTo(ctx, share.folderId)));
  if (!share || !reached) throw notFound(SHARE_MESSAGES.notFound);
  const { rows, totals } = await repo.pageOfAccesses(ctx.db, query, body, id);
  return listAnswer(query, totals, rows.map(accessOut));
}

/** Revokes a share: its guests' next request is refused (401, the link has expired). */
export async function revoke(ctx: Ctx, kind: OwnerKind, id: string) {
  const user = userOf(ctx);
  const existing = await repo.findShare(ctx.db, id);
  if (!existing || existing.ownerKind !== kind) throw notFound(SHARE_MESSAGES.notFound);
  await ctx.db.transaction(async (tx) => {
    const row = await repo.revokeShare(tx, id, user.id);
    if (!row) throw conflict(SHARE_MESSAGES.alreadyRevoked);
    await audit(tx, ctx, {
      action: 'revoke',
      entityType: ENTITY,
      entityId: id,
      before: { revokedAt: null },
      after: { revokedAt: row.revokedAt?.toISOString(), email: row.email },
    });
  });
}
