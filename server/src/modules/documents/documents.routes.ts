import {
  categoryInputSchema,
  categorySchema,
  completenessSchema,
  DOCUMENT_MESSAGES,
  type DocumentAction,
  documentListBodySchema,
  documentPermission,
  documentProviderListBodySchema,
  documentProviderSchema,
  documentSchema,
  documentTypeInputSchema,
  documentTypeListBodySchema,
  documentTypeSchema,
  downloadFolderSchema,
  filesystemRoleInputSchema,
  filesystemRoleSchema,
  folderSchema,
  folderVisibilitySchema,
  generalAnswersSchema,
  generalFormListSchema,
  idParamSchema,
  listPageSchema,
  listQuerySchema,
  MAX_FILES_PER_UPLOAD,
  OWNER_KINDS,
  type OwnerKind,
  okSchema,
  renameDocumentSchema,
  requirementSchema,
  saveAnswersSchema,
  signedUrlSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, PROVIDER, type StaffFamily, staff } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { ok } from '../../platform/http.ts';
import { SNIFF_BYTES, sniffDocument } from '../../platform/storage.ts';
import { receiveUpload, receiveUploads } from '../../platform/uploads.ts';
import * as types from './document-types.service.ts';
import * as docs from './documents.service.ts';

const tags = ['documents'];
type App = Parameters<FastifyPluginAsyncZod>[0];
type Guard = (action: DocumentAction) => { access: Access };

const ownerQuery = z.object({ ownerId: z.uuid().optional() });
const folderDetailSchema = z.object({
  folder: folderSchema,
  parent: folderSchema.nullable(),
  subFolders: z.array(folderSchema),
  types: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      fields: documentTypeSchema.shape.fields,
      repeats: z.boolean(),
      general: z.boolean(),
    }),
  ),
});

/**
 * The folder and document calls of one owner kind (`provider-documents`, `facility-documents`), shared by staff and
 * providers; `guard` gives each call its access (staff: the action's permission of the kind; providers: their own).
 */
function documentRoutes(app: App, kind: OwnerKind, guard: Guard) {
  const P = `/${kind}-documents`;
  const t = [...tags, `${kind}-documents`];

  app.get(
    `${P}/folders`,
    {
      config: guard('view'),
      schema: {
        tags: t,
        summary: `The ${kind}'s folders (one per category); ownerId names the ${kind} (providers: themselves)`,
        querystring: ownerQuery,
        response: {
          200: okSchema(z.object({ ownerId: z.string(), ownerName: z.string(), folders: z.array(folderSchema) })),
        },
      },
    },
    async (req) => ok(await docs.listFolders(ctxOf(req), kind, req.query.ownerId)),
  );

  app.get(
    `${P}/folders/:id`,
    {
      config: guard('view'),
      schema: {
        tags: t,
        summary: 'A folder: its sub-folders and the document types it holds',
        params: idParamSchema,
        response: { 200: okSchema(folderDetailSchema) },
      },
    },
    async (req) => ok(await docs.getFolder(ctxOf(req), kind, req.params.id)),
  );

  app.post(
    `${P}/folders/:id/documents`,
    {
      config: guard('view'),
      schema: {
        tags: t,
        summary: "A folder's documents (filters.archived: the archive, which needs view-archive)",
        params: idParamSchema,
        querystring: listQuerySchema,
        body: documentListBodySchema,
        response: { 200: okSchema(listPageSchema(documentSchema)) },
      },
    },
    async (req) => ok(await docs.listDocuments(ctxOf(req), kind, req.params.id, req.query, req.body)),
  );

  app.post(
    `${P}/upload`,
    {
      config: guard('add'),
      schema: {
        tags: t,
        summary:
          'Upload a document: multipart fields folderId, typeId, name, values (JSON of the type fields), then "file" (pdf, csv, png, jpg, jpeg, heic, heif, docx, xlsx, xls, doc; 15,000,000 bytes; streamed)',
        consumes: ['multipart/form-data'],
        response: { 201: okSchema(documentSchema) },
      },
    },
    async (req, reply) => {
      const file = await receiveUpload(req, sniffDocument, {
        sniffBytes: SNIFF_BYTES,
        typeMessage: DOCUMENT_MESSAGES.fileType,
        emptyMessage: DOCUMENT_MESSAGES.fileMissing,
      });
      return reply.status(201).send(ok(await docs.uploadDocument(ctxOf(req), kind, file), DOCUMENT_MESSAGES.uploaded));
    },
  );

  app.post(
    `${P}/bulk-upload`,
    {
      config: guard('add'),
      schema: {
        tags: t,
        summary: `Upload several files (up to ${MAX_FILES_PER_UPLOAD}) into a folder at once: multipart fields folderId, typeId, values, then the files; each becomes a document of the type`,
        consumes: ['multipart/form-data'],
        response: { 201: okSchema(z.array(documentSchema)) },
      },
    },
    async (req, reply) => {
      const { fields, files } = await receiveUploads(req, sniffDocument, {
        sniffBytes: SNIFF_BYTES,
        typeMessage: DOCUMENT_MESSAGES.fileType,
        emptyMessage: DOCUMENT_MESSAGES.fileMissing,
        maxFiles: MAX_FILES_PER_UPLOAD,
      });
      const saved = await docs.bulkUploadDocuments(ctxOf(req), kind, fields, files);
      return reply.status(201).send(ok(saved, `${saved.length} documents uploaded successfully`));
    },
  );

  app.post(
    `${P}/download-folder`,
    {
      config: guard('download'),
      schema: { tags: t, summary: 'A folder and its sub-folders as a ZIP, streamed', body: downloadFolderSchema },
    },
    async (req, reply) => {
      const { zip, name } = await docs.folderZip(ctxOf(req), kind, req.body.folderId);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(zip);
    },
  );

  app.get(
    `${P}/requirements`,
    {
      config: guard('view'),
      schema: {
        tags: t,
        summary: `The documents the ${kind} must hold and their state (missing, expired, expiring)`,
        querystring: ownerQuery,
        response: {
          200: okSchema(z.object({ requirements: z.array(requirementSchema), completeness: completenessSchema })),
        },
      },
    },
    async (req) => ok(await docs.requirements(ctxOf(req), kind, req.query.ownerId)),
  );

  app.get(
    `${P}/general`,
    {
      config: guard('view'),
      schema: {
        tags: t,
        summary: `The general documents (forms) of the ${kind}, each with its folder and latest answers (list)`,
        querystring: ownerQuery,
        response: { 200: okSchema(generalFormListSchema) },
      },
    },
    async (req) => ok(await docs.listGeneralForms(ctxOf(req), kind, req.query.ownerId)),
  );

  app.get(
    `${P}/general/:id/answers`,
    {
      config: guard('view'),
      schema: {
        tags: t,
        summary: 'A general document (form) of the owner: every version of the answers, newest first (list-answers)',
        params: idParamSchema,
        querystring: ownerQuery,
        response: { 200: okSchema(z.array(generalAnswersSchema)) },
      },
    },
    async (req) => ok(await docs.listAnswers(ctxOf(req), kind, req.params.id, req.query.ownerId)),
  );

  app.get(
    `${P}/general/:id/answers/:version/files/:field`,
    {
      config: guard('download'),
      schema: {
        tags: t,
        summary: 'A signed link to a file attached to a version of the answers (a file field), as a download',
        params: z.object({
          id: idParamSchema.shape.id,
          version: z.coerce.number().int().min(1).max(1_000_000),
          field: z.string().min(1).max(100),
        }),
        querystring: ownerQuery,
        response: { 200: okSchema(signedUrlSchema) },
      },
    },
    async (req) =>
      ok({
        signedUrl: await docs.answerFileLink(
          ctxOf(req),
          kind,
          req.params.id,
          req.params.version,
          req.params.field,
          req.query.ownerId,
        ),
      }),
  );

  app.post(
    `${P}/general/:id/answers`,
    {
      config: guard('add'),
      schema: {
        tags: t,
        summary: "Save the owner's answers to a general document type as a new version",
        params: idParamSchema,
        body: saveAnswersSchema,
        response: { 201: okSchema(generalAnswersSchema) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await docs.saveAnswers(ctxOf(req), kind, req.params.id, req.body), DOCUMENT_MESSAGES.answersSaved)),
  );

  app.get(
    `${P}/documents/:id`,
    {
      config: guard('view'),
      schema: { tags: t, summary: 'One document', params: idParamSchema, response: { 200: okSchema(documentSchema) } },
    },
    async (req) => ok(await docs.getDocument(ctxOf(req), kind, req.params.id)),
  );

  app.get(
    `${P}/documents/:id/download`,
    {
      config: guard('view'),
      schema: {
        tags: t,
        summary: 'A signed link to the file (preview=true: a link the page may show; otherwise needs download)',
        params: idParamSchema,
        querystring: z.object({ preview: z.enum(['true', 'false']).optional() }),
        response: { 200: okSchema(signedUrlSchema) },
      },
    },
    async (req) =>
      ok({ signedUrl: await docs.downloadLink(ctxOf(req), kind, req.params.id, req.query.preview === 'true') }),
  );

  app.get(
    `${P}/documents/:id/preview`,
    {
      config: guard('download'),
      schema: {
        tags: t,
        summary: 'The file as the page shows it: PDF and images; HEIC/HEIF as JPEG; office files as PDF (LibreOffice)',
        params: idParamSchema,
      },
    },
    async (req, reply) => {
      const shown = await docs.previewFile(ctxOf(req), kind, req.params.id);
      return reply
        .header('Content-Type', shown.contentType)
        .header('Content-Length', shown.size)
        .header('Content-Disposition', `inline; filename="${shown.name.replace(/[^\w .()-]+/g, '_')}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(shown.body);
    },
  );

  app.put(
    `${P}/documents/:id/rename`,
    {
      config: guard('rename'),
      schema: {
        tags: t,
        summary: "Rename a document (typeId: move it to another type of the same folder: 'Provided doctype ...')",
        params: idParamSchema,
        body: renameDocumentSchema,
        response: { 200: okSchema(documentSchema) },
      },
    },
    async (req) => ok(await docs.renameDocument(ctxOf(req), kind, req.params.id, req.body), DOCUMENT_MESSAGES.renamed),
  );

  app.post(
    `${P}/documents/:id/archive`,
    { config: guard('archive'), schema: { tags: t, summary: 'Archive a document', params: idParamSchema } },
    async (req) => {
      await docs.archiveDocument(ctxOf(req), kind, req.params.id);
      return ok(null, DOCUMENT_MESSAGES.archived);
    },
  );

  app.post(
    `${P}/documents/:id/reinstate`,
    {
      config: guard('reinstate'),
      schema: { tags: t, summary: 'Reinstate an archived document', params: idParamSchema },
    },
    async (req) => {
      await docs.reinstateDocument(ctxOf(req), kind, req.params.id);
      return ok(null, DOCUMENT_MESSAGES.reinstated);
    },
  );

  app.delete(
    `${P}/documents/:id`,
    { config: guard('delete'), schema: { tags: t, summary: 'Delete a document and its file', params: idParamSchema } },
    async (req) => {
      await docs.deleteDocument(ctxOf(req), kind, req.params.id);
      return ok(null, DOCUMENT_MESSAGES.deleted);
    },
  );
}

/** Document settings (types, categories) and both owner kinds' documents, for staff. */
export const staffDocumentRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const kind of OWNER_KINDS) {
    documentRoutes(app, kind, (action) => staff(family, documentPermission(kind, action)));
    app.put(
      `/${kind}-documents/folders/:id/visibility`,
      {
        config: staff(family, documentPermission(kind, 'rename')),
        schema: {
          tags: [...tags, `${kind}-documents`],
          summary:
            'visibility: the staff roles that see the folder, its sub-folders and documents (roleIds null: every role; []: the super admin only)',
          params: idParamSchema,
          body: folderVisibilitySchema,
          response: { 200: okSchema(folderVisibilitySchema) },
        },
      },
      async (req) =>
        ok(
          await docs.setVisibility(ctxOf(req), kind, req.params.id, req.body.roleIds),
          DOCUMENT_MESSAGES.visibilitySaved,
        ),
    );
  }
  const view = staff(family, 'view-document-types');
  const kindQuery = z.object({ ownerKind: z.enum(OWNER_KINDS).default('provider') });

  app.get(
    '/categories',
    {
      config: view,
      schema: {
        tags,
        summary: 'Document categories (top level) of an owner kind',
        querystring: kindQuery,
        response: { 200: okSchema(z.array(categorySchema)) },
      },
    },
    async (req) => ok(await types.listCategories(ctxOf(req), req.query.ownerKind, null)),
  );

  app.get(
    '/sub-categories',
    {
      config: view,
      schema: {
        tags,
        summary: 'Sub-categories: of one category (categoryId), or all of an owner kind',
        querystring: kindQuery.extend({ categoryId: z.uuid().optional() }),
        response: { 200: okSchema(z.array(categorySchema)) },
      },
    },
    async (req) => {
      const all = await types.listCategories(ctxOf(req), req.query.ownerKind);
      return ok(all.filter((c) => (req.query.categoryId ? c.parentId === req.query.categoryId : c.parentId !== null)));
    },
  );

  app.post(
    '/categories',
    {
      config: staff(family, 'add-document-types'),
      schema: {
        tags,
        summary: 'Add a category (parentId: a sub-category of it)',
        body: categoryInputSchema,
        response: { 201: okSchema(categorySchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await types.addCategory(ctxOf(req), req.body), DOCUMENT_MESSAGES.categorySaved)),
  );

  app.post(
    '/document-types/all',
    {
      config: view,
      schema: {
        tags,
        summary: 'List document types (filters ownerKind, categoryId; search; sort)',
        querystring: listQuerySchema,
        body: documentTypeListBodySchema,
        response: { 200: okSchema(listPageSchema(documentTypeSchema)) },
      },
    },
    async (req) => ok(await types.listTypes(ctxOf(req), req.query, req.body)),
  );

  app.get(
    '/document-types',
    {
      config: view,
      schema: {
        tags,
        summary: 'Every document type of an owner kind (pickers)',
        querystring: kindQuery,
        response: { 200: okSchema(z.array(documentTypeSchema)) },
      },
    },
    async (req) => ok(await types.allTypes(ctxOf(req), req.query.ownerKind)),
  );

  app.get(
    '/document-types/:id',
    {
      config: view,
      schema: {
        tags,
        summary: 'One document type',
        params: idParamSchema,
        response: { 200: okSchema(documentTypeSchema) },
      },
    },
    async (req) => ok(await types.getType(ctxOf(req), req.params.id)),
  );

  app.post(
    '/document-types',
    {
      config: staff(family, 'add-document-types'),
      schema: {
        tags,
        summary: 'Add a document type with its fields',
        body: documentTypeInputSchema,
        response: { 201: okSchema(documentTypeSchema) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(ok(await types.addType(ctxOf(req), req.body), DOCUMENT_MESSAGES.typeSaved)),
  );

  app.put(
    '/document-types/:id',
    {
      config: staff(family, 'edit-document-types'),
      schema: {
        tags,
        summary: 'Change a document type',
        params: idParamSchema,
        body: documentTypeInputSchema,
        response: { 200: okSchema(documentTypeSchema) },
      },
    },
    async (req) => ok(await types.updateType(ctxOf(req), req.params.id, req.body), DOCUMENT_MESSAGES.typeUpdated),
  );

  app.delete(
    '/document-types/:id',
    {
      config: staff(family, 'delete-document-types'),
      schema: { tags, summary: 'Delete a document type that has no documents', params: idParamSchema },
    },
    async (req) => {
      await types.deleteType(ctxOf(req), req.params.id);
      return ok(null, DOCUMENT_MESSAGES.typeDeleted);
    },
  );

  app.get(
    '/filesystem/roles',
    {
      config: view,
      schema: {
        tags,
        summary:
          'Per role, the document actions (add, view, download, rename, share, delete, archive, reinstate, view-archive) it may take on provider and facility documents',
        response: { 200: okSchema(z.array(filesystemRoleSchema)) },
      },
    },
    async (req) => ok(await docs.filesystemRoles(ctxOf(req))),
  );

  app.put(
    '/filesystem/roles/:id',
    {
      config: staff(family, 'edit-roles'),
      schema: {
        tags,
        summary:
          "Set a staff role's document actions on provider and facility documents (its other permissions stay); enforced on its users' next call",
        params: idParamSchema,
        body: filesystemRoleInputSchema,
        response: { 200: okSchema(filesystemRoleSchema) },
      },
    },
    async (req) =>
      ok(await docs.setFilesystemRole(ctxOf(req), req.params.id, req.body), DOCUMENT_MESSAGES.filesystemRoleSaved),
  );

  app.post(
    '/document-providers/all',
    {
      config: staff(family, 'view-provider-documents'),
      schema: {
        tags,
        summary: 'Every provider with the completeness of their required documents',
        querystring: listQuerySchema,
        body: documentProviderListBodySchema,
        response: { 200: okSchema(listPageSchema(documentProviderSchema)) },
      },
    },
    async (req) => ok(await docs.listDocumentProviders(ctxOf(req), req.query, req.body)),
  );
};

/** A provider's own documents. */
export const ownDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  documentRoutes(app, 'provider', () => PROVIDER);
};
