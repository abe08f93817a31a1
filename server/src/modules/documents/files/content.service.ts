import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DOCUMENT_MESSAGES, type OwnerKind, previewKind } from '@portal/contracts';
import { audit } from '../../../platform/audit.ts';
import type { Ctx } from '../../../platform/context.ts';
import { AppError, appError, notFound } from '../../../platform/errors.ts';
import {
  OFFICE_EXTENSIONS,
  OfficeBusyError,
  OfficeRefusedError,
  OfficeUnavailableError,
  officeToPdf,
} from '../../../platform/office.ts';
import { previewable } from '../../../platform/previews.ts';
import { checkOwner, reachDocument } from '../reach.ts';
import * as files from './files.repo.ts';

/**
 * A document's bytes, downloaded or shown, the same for staff, providers and guests: each caller first proves it
 * reaches the document (reach.ts, or the guest's share) and audits the read, then asks here.
 */

const ENTITY = 'document';

export interface FileOut {
  name: string;
  contentType: string;
  size: number;
  body: Readable | Buffer;
}

/** The file as it was uploaded; `missing` is the 404 message of the caller's world. */
export async function storedFile(ctx: Ctx, d: files.DocumentRow, missing: string): Promise<FileOut> {
  const file = await ctx.storage.get(d.storageKey);
  if (!file) throw notFound(missing);
  return { name: d.name, contentType: d.contentType, size: file.size, body: file.body };
}

/**
 * The file as the page can show it (spec section 5): PDF and images as they are, HEIC/HEIF as JPEG, office files as
 * the PDF LibreOffice makes of them, converted once and kept in storage (`preview_key`) for every later view by
 * anyone. Other types: 415 'File format not supported for preview'; LibreOffice missing: 503 saying office previews
 * are unavailable; a failed conversion: 422 'Something went wrong while previewing the file' (`PREVIEW_TOO_LARGE`
 * for a file refused before converting). `caller` (a user, or a guest's share) takes its turn for the converter.
 */
export async function shownFile(ctx: Ctx, d: files.DocumentRow, missing: string, caller: string): Promise<FileOut> {
  if (previewKind(d.format) === 'none') throw new AppError(415, DOCUMENT_MESSAGES.previewUnsupported);
  if (OFFICE_EXTENSIONS.has(d.format)) return officePreview(ctx, d, missing, caller);
  const file = await ctx.storage.get(d.storageKey);
  if (!file) throw notFound(missing);
  try {
    const shown = await previewable(d.contentType, file.size, file.body);
    return { name: d.name, ...shown };
  } catch (err) {
    ctx.log.warn({ err, documentId: d.id }, 'image preview conversion failed');
    throw new AppError(422, DOCUMENT_MESSAGES.previewFailed);
  }
}

async function officePreview(ctx: Ctx, d: files.DocumentRow, missing: string, caller: string): Promise<FileOut> {
  const name = `${d.name}.pdf`;
  if (d.previewKey) {
    const kept = await ctx.storage.get(d.previewKey);
    if (kept) return { name, contentType: 'application/pdf', size: kept.size, body: kept.body };
  }
  const source = await ctx.storage.get(d.storageKey);
  if (!source) throw notFound(missing);
  let pdf: Buffer;
  try {
    const bytes = Buffer.isBuffer(source.body) ? source.body : await buffer(source.body);
    pdf = await officeToPdf(bytes, d.format, { caller, fileKey: d.storageKey });
  } catch (err) {
    if (err instanceof OfficeUnavailableError) throw new AppError(503, DOCUMENT_MESSAGES.officePreviewUnavailable);
    if (err instanceof OfficeRefusedError) throw appError('PREVIEW_TOO_LARGE', DOCUMENT_MESSAGES.previewFailed);
    if (err instanceof OfficeBusyError) {
      throw err.scope === 'caller'
        ? new AppError(429, DOCUMENT_MESSAGES.previewsBusyForYou)
        : new AppError(503, DOCUMENT_MESSAGES.previewsBusy);
    }
    ctx.log.warn({ err, documentId: d.id }, 'office preview conversion failed');
    throw new AppError(422, DOCUMENT_MESSAGES.previewFailed);
  }
  const key = await ctx.storage.put('previews', 'pdf', pdf, { contentType: 'application/pdf' });
  await files.updateDocument(ctx.db, d.id, { previewKey: key });
  if (d.previewKey) await ctx.storage.remove(d.previewKey).catch(() => undefined);
  return { name, contentType: 'application/pdf', size: pdf.length, body: pdf };
}

/** A signed link to the file (the spec's download call); audited. `preview` links may be shown in the page. */
export async function downloadLink(ctx: Ctx, kind: OwnerKind, id: string, preview: boolean) {
  const row = await reachDocument(ctx, kind, id, preview ? 'view' : 'download');
  if (!preview) checkOwner(ctx, kind, row.d.ownerId, 'download', DOCUMENT_MESSAGES.notFound);
  await audit(ctx.db, ctx, { action: preview ? 'preview-link' : 'download', entityType: ENTITY, entityId: id });
  const url = ctx.storage.signedUrl(row.d.storageKey, 300);
  const disposition = preview && previewKind(row.d.format) === 'direct' ? 'inline' : 'attachment';
  return `${url}&name=${encodeURIComponent(row.d.name)}&disposition=${disposition}`;
}

/** The file as the page shows it, for staff and providers (needs `download`); audited. */
export async function previewFile(ctx: Ctx, kind: OwnerKind, id: string): Promise<FileOut> {
  const row = await reachDocument(ctx, kind, id, 'download');
  await audit(ctx.db, ctx, { action: 'preview', entityType: ENTITY, entityId: id });
  return shownFile(ctx, row.d, DOCUMENT_MESSAGES.notFound, ctx.user?.id ?? 'anonymous');
}
