import type { OwnerKind } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { documentAnswers } from '../../../db/schema/index.ts';
import { ofOwner } from '../../../platform/owners.ts';

/** An owner's answers to one general type, newest version first. */
export const answerHistory = (db: Db, kind: OwnerKind, ownerId: string, typeId: string) =>
  db
    .select()
    .from(documentAnswers)
    .where(ofOwner(documentAnswers, { ownerKind: kind, ownerId }, eq(documentAnswers.typeId, typeId)))
    .orderBy(sql`${documentAnswers.version} desc`);

export const latestAnswers = async (db: Db, kind: OwnerKind, ownerId: string, typeId: string) =>
  (await answerHistory(db, kind, ownerId, typeId).limit(1))[0];

export const insertAnswers = async (db: Db, row: typeof documentAnswers.$inferInsert) =>
  (await db.insert(documentAnswers).values(row).returning())[0];

/**
 * Every general document type (form) of the owner's kind with the owner's folder it sits in (and that folder's
 * parent), plus the owner's latest answers to it (null: not filled in). Folders must exist (ensureFolders).
 */
export async function generalForms(db: Db, kind: OwnerKind, ownerId: string) {
  const rows = await db.execute(sql`
    select t.id as "typeId", t.name as "typeName", t.fields as "fields",
      f.id as "folderId", c.name as "folderName", p.id as "parentFolderId", pc.name as "parentFolderName",
      f.visible_role_ids as "visibleRoleIds", p.visible_role_ids as "parentVisibleRoleIds",
      a.version as "version", a.values as "values", a.expires_on::text as "expiresOn",
      a.created_at as "createdAt", a.created_by as "createdBy"
    from document_types t
    join document_folders f on f.owner_kind = ${kind} and f.owner_id = ${ownerId}::uuid and f.category_id = t.category_id
    join document_categories c on c.id = f.category_id
    left join document_folders p on p.id = f.parent_id
    left join document_categories pc on pc.id = p.category_id
    left join lateral (
      select version, values, expires_on, created_at, created_by from document_answers x
      where x.owner_kind = ${kind} and x.owner_id = ${ownerId}::uuid and x.type_id = t.id
      order by version desc limit 1
    ) a on true
    where t.owner_kind = ${kind} and t.general
    order by lower(coalesce(pc.name, c.name)), lower(c.name), lower(t.name), t.id`);
  return (
    rows as unknown as {
      rows: {
        typeId: string;
        typeName: string;
        fields: unknown;
        folderId: string;
        folderName: string;
        parentFolderId: string | null;
        parentFolderName: string | null;
        visibleRoleIds: string[] | null;
        parentVisibleRoleIds: string[] | null;
        version: number | null;
        values: Record<string, unknown> | null;
        expiresOn: string | null;
        createdAt: Date | string | null;
        createdBy: string | null;
      }[];
    }
  ).rows;
}
