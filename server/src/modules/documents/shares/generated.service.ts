import type { CreatedShare } from '@portal/contracts';
import { v7 as uuidv7 } from 'uuid';
import { audit } from '../../../platform/audit.ts';
import { type Ctx, userOf } from '../../../platform/context.ts';
import * as files from '../files/index.ts';
import * as folders from '../folders/index.ts';
import { folderOf, generatedType } from './generated.repo.ts';
import { share } from './shares.service.ts';

export interface GeneratedFile {
  /** The provider the file is about: it is kept among their documents. */
  providerId: string;
  /** The provider category and the (repeating) document type it is kept under, made on first use. */
  categoryName: string;
  typeName: string;
  name: string;
  bytes: Buffer;
}

/**
 * Keeps a PDF the portal made (a credentialing packet) among a provider's documents, audited as an upload, and
 * shares it with one address through the ordinary document share: the e-mailed link, code and guest viewer.
 */
export async function shareGeneratedPdf(
  ctx: Ctx,
  file: GeneratedFile,
  to: { email: string; expiresInDays: number; message: string | null },
): Promise<CreatedShare & { documentName: string }> {
  const type = await generatedType(ctx.db, file.categoryName, file.typeName);
  await folders.ensureFolders(ctx.db, 'provider', file.providerId);
  const folder = await folderOf(ctx.db, file.providerId, type.categoryId);
  if (!folder) throw new Error('The provider has no folder for generated files');
  const key = await ctx.storage.put('documents', 'pdf', file.bytes, {
    size: file.bytes.length,
    contentType: 'application/pdf',
  });
  const id = uuidv7();
  try {
    await ctx.db.transaction(async (tx) => {
      await files.insertDocument(tx, {
        id,
        ownerKind: 'provider',
        ownerId: file.providerId,
        folderId: folder.id,
        typeId: type.id,
        name: file.name,
        storageKey: key,
        contentType: 'application/pdf',
        format: 'pdf',
        size: file.bytes.length,
        uploadedBy: userOf(ctx).id,
      });
      await audit(tx, ctx, {
        action: 'upload',
        entityType: 'document',
        entityId: id,
        after: {
          name: file.name,
          ownerKind: 'provider',
          ownerId: file.providerId,
          typeId: type.id,
          size: file.bytes.length,
        },
      });
    });
  } catch (err) {
    await ctx.storage.remove(key);
    throw err;
  }
  const [made] = await share(ctx, 'provider', {
    documentId: id,
    folderId: null,
    emails: [to.email],
    expiresInDays: to.expiresInDays,
    message: to.message,
  });
  if (!made) throw new Error('The share was not made');
  return { ...made, documentName: file.name };
}
