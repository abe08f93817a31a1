import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { documentCategories, documentFolders, documents, documentTypes } from '../db/schema/index.ts';
import { bearer, type TestApp } from './buildTestApp.ts';
import { multipart } from './multipart.ts';
import type { TestSmtp } from './smtp.ts';

type Headers = Record<string, string>;

/** Uploads one file into an owner's folder as `auth` (`kind` picks provider or facility documents): its id. */
export async function uploadDocument(
  t: TestApp,
  auth: Headers,
  at: { folderId: string; typeId: string; name: string; kind?: 'provider' | 'facility' },
  bytes: Buffer,
  type = 'application/pdf',
) {
  const body = multipart(
    { folderId: at.folderId, typeId: at.typeId, name: at.name, values: '{}' },
    bytes,
    at.name,
    type,
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/super-admin/${at.kind ?? 'provider'}-documents/upload`,
    payload: body.payload,
    headers: { ...auth, ...body.headers },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data._id as string;
}

/** Asks for an access code with a share link's token and `email`, and reads the code the guest is e-mailed. */
export async function askGuestCode(t: TestApp, smtp: TestSmtp, token: string, email: string) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/verify-filesystem-access',
    payload: { token, email },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const codeMail = await smtp.next(email, 'Your access code');
  return { challenge: asked.json().data.challenge as string, code: codeMail.text.match(/\b(\d{6})\b/)?.[1] ?? '' };
}

/**
 * Reads the share e-mail sent to `email` (its subject containing `subject`) and proves the address with the e-mailed
 * code: the guest's headers and the link's token.
 */
export async function provenGuest(t: TestApp, smtp: TestSmtp, email: string, subject = 'shared documents with you') {
  const token = new URL((await smtp.next(email, subject)).link).searchParams.get('access') ?? '';
  const code = await askGuestCode(t, smtp, token, email);
  const verified = await t.app.inject({ method: 'POST', url: '/api/verify-filesystem-access/code', payload: code });
  expect(verified.statusCode, verified.body).toBe(200);
  return { headers: bearer(verified.json().data.guestToken as string), token };
}

/**
 * Provider documents of a new type (in a category and folder of their own), written straight to the database for
 * tests that only read them: their ids, in the order given.
 */
export async function insertProviderDocuments(
  t: TestApp,
  ownerId: string,
  docs: { name: string; expiresOn: string }[],
  typeName?: string,
) {
  const categoryId = uuidv7();
  const typeId = uuidv7();
  const folderId = uuidv7();
  await t.db
    .insert(documentCategories)
    .values({ id: categoryId, name: `Licences ${categoryId}`, ownerKind: 'provider' });
  await t.db
    .insert(documentTypes)
    .values({ id: typeId, name: typeName ?? `State licence ${typeId}`, ownerKind: 'provider', categoryId });
  await t.db.insert(documentFolders).values({ id: folderId, ownerKind: 'provider', ownerId, categoryId });
  const ids: string[] = [];
  for (const { name, expiresOn } of docs) {
    const id = uuidv7();
    ids.push(id);
    await t.db.insert(documents).values({
      id,
      ownerKind: 'provider',
      ownerId,
      folderId,
      typeId,
      name,
      storageKey: 'documents/none.pdf',
      contentType: 'application/pdf',
      format: 'pdf',
      size: 10,
      expiresOn,
    });
  }
  return ids;
}
