import {
  DOCUMENT_API,
  DOCUMENT_MESSAGES,
  MAX_FILES_PER_UPLOAD,
  OWNER_DOCUMENT_API,
  OWNER_KINDS,
  type OwnerKind,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StaffFamily } from '../../platform/access.ts';
import { ctxOf } from '../../platform/context.ts';
import { type Mount, serve } from '../../platform/endpoint.ts';
import { SNIFF_BYTES, sniffDocument } from '../../platform/file-types.ts';
import { ok } from '../../platform/http.ts';
import { serveRecords } from '../../platform/record-routes.ts';
import { sendFile } from '../../platform/send-file.ts';
import { receiveUpload, receiveUploads } from '../../platform/uploads.ts';
import * as content from './files/content.service.ts';
import * as docs from './files/files.service.ts';
import * as folders from './folders/folders.service.ts';
import * as forms from './forms/forms.service.ts';
import * as requirements from './types/requirements.service.ts';
import * as types from './types/types.service.ts';

type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The folder and document calls of one owner kind (`provider-documents`, `facility-documents`), shared by staff and
 * providers: each descriptor's access names the document action's permission of the kind (providers: their own).
 */
function documentRoutes(app: App, mount: Mount, kind: OwnerKind) {
  const E = OWNER_DOCUMENT_API[kind];
  serve(app, mount, E.folders, async (req) => ok(await folders.listFolders(ctxOf(req), kind, req.query.ownerId)));
  serve(app, mount, E.folder, async (req) => ok(await folders.getFolder(ctxOf(req), kind, req.params.id)));
  serve(app, mount, E.documents, async (req) =>
    ok(await folders.listDocuments(ctxOf(req), kind, req.params.id, req.query, req.body)),
  );
  serve(app, mount, E.upload, async (req) => {
    const file = await receiveUpload(req, sniffDocument, {
      sniffBytes: SNIFF_BYTES,
      typeMessage: DOCUMENT_MESSAGES.fileType,
      emptyMessage: DOCUMENT_MESSAGES.fileMissing,
    });
    return ok(await docs.uploadDocument(ctxOf(req), kind, file), DOCUMENT_MESSAGES.uploaded);
  });
  serve(app, mount, E.bulkUpload, async (req) => {
    const { fields, files } = await receiveUploads(req, sniffDocument, {
      sniffBytes: SNIFF_BYTES,
      typeMessage: DOCUMENT_MESSAGES.fileType,
      emptyMessage: DOCUMENT_MESSAGES.fileMissing,
      maxFiles: MAX_FILES_PER_UPLOAD,
    });
    const saved = await docs.bulkUploadDocuments(ctxOf(req), kind, fields, files);
    return ok(saved, `${saved.length} documents uploaded successfully`);
  });
  serve(app, mount, E.downloadFolder, async (req, reply) => {
    const { zip, name } = await folders.folderZip(ctxOf(req), kind, req.body.folderId);
    return reply
      .header('Content-Type', 'application/zip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(zip);
  });
  serve(app, mount, E.requirements, async (req) =>
    ok(await requirements.requirements(ctxOf(req), kind, req.query.ownerId)),
  );
  serve(app, mount, E.generalForms, async (req) =>
    ok(await forms.listGeneralForms(ctxOf(req), kind, req.query.ownerId)),
  );
  serve(app, mount, E.answers, async (req) =>
    ok(await forms.listAnswers(ctxOf(req), kind, req.params.id, req.query.ownerId)),
  );
  serve(app, mount, E.answerFile, async (req) =>
    ok({
      signedUrl: await forms.answerFileLink(
        ctxOf(req),
        kind,
        req.params.id,
        req.params.version,
        req.params.field,
        req.query.ownerId,
      ),
    }),
  );
  serve(app, mount, E.saveAnswers, async (req) =>
    ok(await forms.saveAnswers(ctxOf(req), kind, req.params.id, req.body), DOCUMENT_MESSAGES.answersSaved),
  );
  serve(app, mount, E.document, async (req) => ok(await docs.getDocument(ctxOf(req), kind, req.params.id)));
  serve(app, mount, E.downloadLink, async (req) =>
    ok({ signedUrl: await content.downloadLink(ctxOf(req), kind, req.params.id, req.query.preview === 'true') }),
  );
  serve(app, mount, E.preview, async (req, reply) => {
    const shown = await content.previewFile(ctxOf(req), kind, req.params.id);
    return sendFile(reply, shown, 'inline', shown.name);
  });
  serve(app, mount, E.rename, async (req) =>
    ok(await docs.renameDocument(ctxOf(req), kind, req.params.id, req.body), DOCUMENT_MESSAGES.renamed),
  );
  serve(app, mount, E.archive, async (req) => {
    await docs.archiveDocument(ctxOf(req), kind, req.params.id);
    return ok(null, DOCUMENT_MESSAGES.archived);
  });
  serve(app, mount, E.reinstate, async (req) => {
    await docs.reinstateDocument(ctxOf(req), kind, req.params.id);
    return ok(null, DOCUMENT_MESSAGES.reinstated);
  });
  serve(app, mount, E.delete, async (req) => {
    await docs.deleteDocument(ctxOf(req), kind, req.params.id);
    return ok(null, DOCUMENT_MESSAGES.deleted);
  });
}

/** Document settings (types, categories) and both owner kinds' documents, for staff. */
export const staffDocumentRoutes: FastifyPluginAsyncZod<{ family: StaffFamily }> = async (app, { family }) => {
  for (const kind of OWNER_KINDS) {
    documentRoutes(app, family, kind);
    serve(app, family, OWNER_DOCUMENT_API[kind].visibility, async (req) =>
      ok(
        await folders.setVisibility(ctxOf(req), kind, req.params.id, req.body.roleIds),
        DOCUMENT_MESSAGES.visibilitySaved,
      ),
    );
  }
  const E = DOCUMENT_API;

  serve(app, family, E.categories, async (req) =>
    ok(await types.listCategories(ctxOf(req), req.query.ownerKind, null)),
  );
  serve(app, family, E.subCategories, async (req) => {
    const all = await types.listCategories(ctxOf(req), req.query.ownerKind);
    return ok(all.filter((c) => (req.query.categoryId ? c.parentId === req.query.categoryId : c.parentId !== null)));
  });
  serve(app, family, E.addCategory, async (req) =>
    ok(await types.addCategory(ctxOf(req), req.body), DOCUMENT_MESSAGES.categorySaved),
  );
  serve(app, family, E.listTypes, async (req) => ok(await types.listTypes(ctxOf(req), req.query, req.body)));
  serve(app, family, E.allTypes, async (req) => ok(await types.allTypes(ctxOf(req), req.query.ownerKind)));
  serveRecords(app, family, {
    get: [E.getType, types.getType],
    create: [E.createType, types.addType, DOCUMENT_MESSAGES.typeSaved],
    update: [E.updateType, types.updateType, DOCUMENT_MESSAGES.typeUpdated],
    remove: [E.deleteType, types.deleteType, DOCUMENT_MESSAGES.typeDeleted],
  });
  serve(app, family, E.filesystemRoles, async (req) => ok(await folders.filesystemRoles(ctxOf(req))));
  serve(app, family, E.setFilesystemRole, async (req) =>
    ok(await folders.setFilesystemRole(ctxOf(req), req.params.id, req.body), DOCUMENT_MESSAGES.filesystemRoleSaved),
  );
  serve(app, family, E.documentProviders, async (req) =>
    ok(await requirements.listDocumentProviders(ctxOf(req), req.query, req.body)),
  );
};

/** A provider's own documents. */
export const ownDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  documentRoutes(app, 'provider', 'provider');
};
