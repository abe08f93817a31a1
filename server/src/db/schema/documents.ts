import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ownedRef, requiredRef } from './columns.ts';
import { users } from './identity.ts';
import { updatedAt, uuidKey } from './row-columns.ts';

/**
 * Documents (migration 0028). Categories (parent null) and sub-categories (parent set) group the document
 * types; each provider or facility has a folder per category and a sub-folder per sub-category (made on first
 * listing); documents live in a folder row and point at their stored file.
 */
export const documentCategories = pgTable(
  'document_categories',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    ownerKind: text('owner_kind', { enum: ['provider', 'facility'] }).notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => documentCategories.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_categories_name_key').on(
      t.ownerKind,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      sql`lower(${t.name})`,
    ),
    index('document_categories_parent_idx').on(t.parentId),
  ],
);

export interface StoredField {
  key: string;
  label: string;
  type: 'text' | 'file' | 'date' | 'select' | 'link' | 'number' | 'dateRange';
  required: boolean;
  isExpiry: boolean;
  options: string[];
}
export interface StoredRequiredFor {
  everyone: boolean;
  specialties: string[];
  organisations: string[];
  facilityIds: string[];
}

export const documentTypes = pgTable(
  'document_types',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    ownerKind: text('owner_kind', { enum: ['provider', 'facility'] }).notNull(),
    categoryId: requiredRef('category_id', () => documentCategories.id),
    fields: jsonb('fields').$type<StoredField[]>().notNull().default(sql`'[]'::jsonb`),
    requiredFor: jsonb('required_for')
      .$type<StoredRequiredFor>()
      .notNull()
      .default(sql`'{"everyone":false,"specialties":[],"organisations":[],"facilityIds":[]}'::jsonb`),
    repeats: boolean('repeats').notNull().default(false),
    general: boolean('general').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_types_name_key').on(t.ownerKind, sql`lower(${t.name})`),
    index('document_types_category_idx').on(t.categoryId),
    index('document_types_kind_created_idx').on(t.ownerKind, t.createdAt, t.id),
    index('document_types_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A folder of one owner (provider user or facility): one per category, sub-folders per sub-category. */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: uuidKey(),
    ownerKind: text('owner_kind', { enum: ['provider', 'facility'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    categoryId: ownedRef('category_id', () => documentCategories.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => documentFolders.id, { onDelete: 'cascade' }),
    /**
     * The staff roles that see the folder (and what it holds); null: every role (migration 0038). The super admin
     * and the owning provider always see it.
     */
    visibleRoleIds: uuid('visible_role_ids').array(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_folders_owner_category_key').on(t.ownerKind, t.ownerId, t.categoryId),
    index('document_folders_parent_idx').on(t.parentId),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuidKey(),
    ownerKind: text('owner_kind', { enum: ['provider', 'facility'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    folderId: requiredRef('folder_id', () => documentFolders.id),
    typeId: requiredRef('type_id', () => documentTypes.id),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    format: text('format').notNull(),
    size: integer('size').notNull(),
    /** The converted preview (office files as PDF), cached in storage. */
    previewKey: text('preview_key'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    expiresOn: date('expires_on'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The folder listing: live (or archived) documents of a folder, newest first, then by id.
    index('documents_folder_live_created_idx').on(t.folderId, sql`(${t.archivedAt} is null)`, t.createdAt, t.id),
    index('documents_owner_type_idx').on(t.ownerKind, t.ownerId, t.typeId),
    index('documents_type_idx').on(t.typeId),
    index('documents_expires_idx').on(t.expiresOn),
    // The expired-document report and reminders: live provider documents by expiry.
    index('documents_live_provider_expires_idx')
      .on(t.expiresOn, t.id)
      .where(sql`${t.archivedAt} is null and ${t.ownerKind} = 'provider' and ${t.expiresOn} is not null`),
    index('documents_live_owner_expires_idx')
      .on(t.ownerId, t.expiresOn)
      .where(sql`${t.archivedAt} is null and ${t.expiresOn} is not null`),
    index('documents_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** General documents (forms built from a type's fields): each save is a new version of the answers. */
export const documentAnswers = pgTable(
  'document_answers',
  {
    id: uuidKey(),
    ownerKind: text('owner_kind', { enum: ['provider', 'facility'] }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    typeId: requiredRef('type_id', () => documentTypes.id),
    version: integer('version').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    expiresOn: date('expires_on'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('document_answers_owner_type_version_key').on(t.ownerKind, t.ownerId, t.typeId, t.version),
    // The expired-document report and reminders over general documents: provider answers by expiry,
    // and one provider's (their own report), as the documents' partial indexes do.
    index('document_answers_provider_expires_idx')
      .on(t.expiresOn, t.id)
      .where(sql`${t.ownerKind} = 'provider' and ${t.expiresOn} is not null`),
    index('document_answers_owner_expires_idx').on(t.ownerId, t.expiresOn).where(sql`${t.expiresOn} is not null`),
  ],
);
