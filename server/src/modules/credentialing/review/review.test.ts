import { REVIEW_MESSAGES, type ReviewItem, todayIn } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import {
  auditEvents,
  documentCategories,
  documentFolders,
  documents,
  documentTypes,
  licences,
  npiChecks,
  referenceItems,
} from '../../../db/schema/index.ts';
import { renderPdf } from '../../../platform/pdf.ts';
import { bearer } from '../../../test/buildTestApp.ts';
import { provenGuest } from '../../../test/documents.ts';
import { pdfText, zipNames } from '../../../test/files.ts';
import { credentialingRecordDecided } from '../credentialing.events.ts';
import { admin, facilityId, otherFacilityId, setUpCredentialingWorld, smtp, t } from '../credentialing.fixtures.ts';
import { base, create, record } from '../credentialing.requests.fixtures.ts';

setUpCredentialingWorld();

const nobody = { everyone: false, specialties: [], organisations: [], facilityIds: [] as string[] };

/** A provider document type in a category of its own, required as `requiredFor` says: its id. */
async function requiredType(name: string, requiredFor: typeof nobody) {
  const categoryId = uuidv7();
  const id = uuidv7();
  await t.db.insert(documentCategories).values({ id: categoryId, name: `Category ${id}`, ownerKind: 'provider' });
  await t.db.insert(documentTypes).values({ id, name, ownerKind: 'provider', categoryId, requiredFor });
  return { id, categoryId };
}

/** A stored PDF reading `text`, kept as the provider's document of the type. */
async function heldPdf(providerId: string, type: { id: string; categoryId: string }, name: string, text: string) {
  const bytes = await renderPdf(name, (doc) => doc.fontSize(14).text(text));
  const key = await t.app.storage.put('documents', 'pdf', bytes, {
    size: bytes.length,
    contentType: 'application/pdf',
  });
  const folderId = uuidv7();
  await t.db
    .insert(documentFolders)
    .values({ id: folderId, ownerKind: 'provider', ownerId: providerId, categoryId: type.categoryId });
  await t.db.insert(documents).values({
    id: uuidv7(),
    ownerKind: 'provider',
    ownerId: providerId,
    folderId,
    typeId: type.id,
    name,
    storageKey: key,
    contentType: 'application/pdf',
    format: 'pdf',
    size: bytes.length,
  });
}

const reviewOf = (id: string) => `${base}/${id}/review`;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const itemNamed = (items: ReviewItem[], label: string) => {
  const item = items.find((i) => i.label === label);
  if (!item) throw new Error(`No item ${label} among ${items.map((i) => i.label).join(', ')}`);
  return item;
};
const signOff = (id: string, itemId: string, body: object, headers = admin) =>
  call('PUT', `${reviewOf(id)}/items/${itemId}`, body, headers);

/** A provider with a credentialing record at `facility`, holding the licence PDF: the record's id. */
async function world(facility = facilityId) {
  const provider = await t.createUser({ role: 'provider', firstName: 'Nora', lastName: 'Quill' });
  const res = await create(record(provider.id, { facilityId: facility }));
  expect(res.statusCode, res.body).toBe(201);
  return { providerId: provider.id, id: res.json().data._id as string };
}

let types: { licence: { id: string; categoryId: string }; bls: { id: string; categoryId: string } } | undefined;
async function typesOnce() {
  types ??= {
    licence: await requiredType('Harbor medical staff licence', { ...nobody, facilityIds: [facilityId] }),
    bls: await requiredType('Harbor BLS card', { ...nobody, facilityIds: [facilityId] }),
  };
  // A type another facility requires stays off this checklist.
  await requiredType(`Lakeside badge ${uuidv7()}`, { ...nobody, facilityIds: [otherFacilityId] });
  return types;
}

describe('credentialing file review', () => {
  it('shows what the NPI registry check and the structured licences say on their items', async () => {
    const { id, providerId } = await world();
    const items = async () => (await call('GET', reviewOf(id))).json().data.items as ReviewItem[];
    const before = await items();
    expect(itemNamed(before, 'NPI verified')).toMatchObject({ finding: 'No NPI registry check yet', blocked: null });
    expect(itemNamed(before, 'Licences verified for CA')).toMatchObject({ finding: 'No CA licence on file' });

    const checkedAt = new Date('2026-03-04T15:00:00Z');
    await t.db.insert(npiChecks).values({ id: uuidv7(), providerId, npi: '1234567893', status: 'verified', checkedAt });
    const licence = { providerId, state: 'CA', type: 'state-licence' as const, expiresOn: '2031-05-31' };
    await t.db.insert(licences).values([
      { ...licence, id: uuidv7(), number: 'CA-PENDING', status: 'pending' },
      {
        ...licence,
        id: uuidv7(),
        number: 'CA-77',
        status: 'active',
        verifiedAt: checkedAt,
        verificationSource: 'state-board-website',
      },
    ]);
    const after = await items();
    expect(itemNamed(after, 'NPI verified')).toMatchObject({
      finding: 'NPI 1234567893: Verified (checked 03/04/2026)',
      suggestedSource: 'NPPES NPI registry, checked 03/04/2026',
    });
    expect(itemNamed(after, 'Licences verified for CA')).toMatchObject({
      finding: 'CA licence CA-77, valid until 05/31/2031',
      suggestedSource: 'State board website, licence CA-77 verified 03/04/2026',
    });

    await t.db.update(npiChecks).set({ status: 'differences' }).where(eq(npiChecks.providerId, providerId));
    const flagged = itemNamed(await items(), 'NPI verified');
    expect(flagged.blocked).toBe('The NPI registry check has differences to review first');
    expect((await signOff(id, flagged._id, { status: 'signed-off', source: 'NPPES' })).statusCode).toBe(409);
  });

  it('makes the checklist from what the facility requires and signs items off with who, when and source', async () => {
    const { licence } = await typesOnce();
    const { id, providerId } = await world();
    await heldPdf(providerId, licence, 'Medical staff licence.pdf', 'STATE LICENCE NUMBER A-12345');

    const res = await call('GET', reviewOf(id));
    expect(res.statusCode, res.body).toBe(200);
    const review = res.json().data;
    expect(review.status).toBe('in-review');
    expect(review.contact).toEqual({ name: 'Cora Cred', email: 'cora@harbor.test' });
    expect(review.items.map((i: ReviewItem) => i.label)).toEqual([
      'Harbor medical staff licence',
      'Harbor BLS card',
      'Exclusion screen clear',
      'NPI verified',
      'Licences verified for CA',
    ]);
    const held = itemNamed(review.items, 'Harbor medical staff licence');
    expect(held).toMatchObject({ status: 'open', finding: 'Present', blocked: null });
    expect(held.suggestedSource).toBe('Provider document "Medical staff licence.pdf"');
    const missing = itemNamed(review.items, 'Harbor BLS card');
    expect(missing).toMatchObject({ finding: 'Missing', blocked: REVIEW_MESSAGES.missingDocument('Harbor BLS card') });

    // Signing off needs a source; a missing document cannot be signed off; not applicable needs a note.
    const noSource = await signOff(id, held._id, { status: 'signed-off', source: '  ' });
    expect(noSource.statusCode).toBe(400);
    expect(noSource.json().errors).toEqual([{ field: 'source', message: REVIEW_MESSAGES.sourceRequired }]);
    const nul = await signOff(id, held._id, { status: 'signed-off', source: 'Board\u0000site' });
    expect(nul.statusCode).toBe(400);
    expect((await signOff(id, missing._id, { status: 'signed-off', source: 'Looked' })).statusCode).toBe(409);
    const noNote = await signOff(id, missing._id, { status: 'not-applicable' });
    expect(noNote.json().errors).toEqual([{ field: 'note', message: REVIEW_MESSAGES.noteRequired }]);

    const signed = await signOff(id, held._id, { status: 'signed-off', source: 'State board website', note: 'Clear' });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().message).toBe(REVIEW_MESSAGES.signedOff);
    const after = itemNamed(signed.json().data.items, 'Harbor medical staff licence');
    expect(after).toMatchObject({ status: 'signed-off', signedOffBy: 'Admin', source: 'State board website' });
    expect(after.signedOffAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const reopened = await signOff(id, held._id, { status: 'open' });
    expect(itemNamed(reopened.json().data.items, 'Harbor medical staff licence')).toMatchObject({
      status: 'open',
      signedOffBy: null,
      source: null,
    });
    const audited = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'credentialing-review'), eq(auditEvents.entityId, id)));
    expect(audited.map((a) => a.action).sort()).toEqual(['reopen-item', 'sign-off']);
    expect((await signOff(id, uuidv7(), { status: 'open' })).statusCode).toBe(404);
  });

  it('is ready for committee only with nothing open, then approved with a past date, telling who listens', async () => {
    const { licence, bls } = await typesOnce();
    const { id, providerId } = await world();
    await heldPdf(providerId, licence, 'Medical staff licence.pdf', 'STATE LICENCE NUMBER A-12345');
    await heldPdf(providerId, bls, 'BLS card.pdf', 'BLS PROVIDER CARD');
    const items: ReviewItem[] = (await call('GET', reviewOf(id))).json().data.items;
    await signOff(id, itemNamed(items, 'Harbor medical staff licence')._id, { status: 'signed-off', source: 'Board' });

    const refused = await call('POST', `${reviewOf(id)}/ready-for-committee`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      REVIEW_MESSAGES.stillOpen([
        'Harbor BLS card',
        'Exclusion screen clear',
        'NPI verified',
        'Licences verified for CA',
      ]),
    );
    for (const label of ['Harbor BLS card', 'Exclusion screen clear', 'NPI verified', 'Licences verified for CA'])
      expect(
        (await signOff(id, itemNamed(items, label)._id, { status: 'signed-off', source: 'Checked' })).statusCode,
      ).toBe(200);
    // Approving needs the committee first.
    const early = await call('POST', `${reviewOf(id)}/approve`, { decidedOn: todayIn(), note: 'Fine' });
    expect(early.statusCode).toBe(409);
    const ready = await call('POST', `${reviewOf(id)}/ready-for-committee`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json().data.status).toBe('ready-for-committee');
    // The checklist is locked while the committee has it.
    const locked = await signOff(id, itemNamed(items, 'NPI verified')._id, { status: 'open' });
    expect(locked.json()).toMatchObject({ message: REVIEW_MESSAGES.locked });

    const future = await call('POST', `${reviewOf(id)}/approve`, { decidedOn: '2999-01-01', note: 'Fine' });
    expect(future.json().errors).toEqual([{ field: 'decidedOn', message: REVIEW_MESSAGES.futureDecision }]);
    const noNote = await call('POST', `${reviewOf(id)}/deny`, { decidedOn: todayIn(), note: '' });
    expect(noNote.json().errors).toEqual([{ field: 'note', message: REVIEW_MESSAGES.decisionNoteRequired }]);

    const heard = vi.fn(async () => undefined);
    credentialingRecordDecided.on(heard).attach();
    const approved = await call('POST', `${reviewOf(id)}/approve`, { decidedOn: todayIn(), note: 'Committee of May' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      decidedOn: todayIn(),
      decisionNote: 'Committee of May',
      decidedBy: 'Admin',
    });
    expect(heard).toHaveBeenCalledWith(expect.anything(), expect.anything(), [
      expect.objectContaining({ id, providerId, facilityId, from: 'ready-for-committee', to: 'approved' }),
    ]);

    // The packet: the cover sheet with the checklist and decision, then the documents' own pages.
    const pdf = await call('GET', `${reviewOf(id)}/packet`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const seen of [
      'Credentialing Packet',
      'Nora Quill',
      'Harbor Regional Hospital',
      'Licences verified for CA',
      'Admin',
      'Checked',
      'Approved on',
      'Committee of May',
      'Appended (1 page)',
      'STATE LICENCE NUMBER A-12345',
      'BLS PROVIDER CARD',
    ])
      expect(text).toContain(seen);
    const zip = await call('GET', `${reviewOf(id)}/packet?format=zip`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zipNames(zip.rawPayload)).toEqual([
      'Cover sheet.pdf',
      'documents/BLS card.pdf',
      'documents/Medical staff licence.pdf',
    ]);

    // Shared with the facility's credentialing contact, who opens it through the guest link.
    const shared = await call('POST', `${reviewOf(id)}/share-packet`, { expiresInDays: 14 });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(shared.json().data).toMatchObject({ email: 'cora@harbor.test' });
    const guest = await provenGuest(t, smtp, 'cora@harbor.test');
    const folders = await call('GET', '/api/guest-users/provider-documents/folders', undefined, guest.headers);
    expect(folders.statusCode, folders.body).toBe(200);
    const docId = JSON.stringify(folders.json().data).match(
      /"_id":"([0-9a-f-]{36})","name":"Credentialing packet/,
    )?.[1];
    expect(docId).toBeDefined();
    const opened = await call('GET', `/api/guest-users/provider-documents/download/${docId}`, undefined, guest.headers);
    expect(await pdfText(opened.rawPayload)).toContain('Credentialing Packet');
  });

  it('answers who may do what, and refuses payor enrollment and a facility without a contact', async () => {
    const { id } = await world(otherFacilityId);
    const viewer = bearer(await t.iconUserToken(['view-credentialing']));
    const reviewer = bearer(await t.iconUserToken(['view-credentialing', 'review-credentialing']));
    const items: ReviewItem[] = (
      await call('GET', `/api/icon-users/credentialing-payor-enrollment/${id}/review`, undefined, viewer)
    ).json().data.items;
    const npi = itemNamed(items, 'NPI verified');
    const staffUrl = `/api/icon-users/credentialing-payor-enrollment/${id}/review`;
    expect(
      (await call('PUT', `${staffUrl}/items/${npi._id}`, { status: 'signed-off', source: 'NPPES' }, viewer)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `${staffUrl}/items/${npi._id}`, { status: 'signed-off', source: 'NPPES' }, reviewer))
        .statusCode,
    ).toBe(200);
    expect((await call('POST', `${staffUrl}/approve`, { decidedOn: todayIn(), note: 'x' }, reviewer)).statusCode).toBe(
      403,
    );
    const noContact = await call('POST', `${staffUrl}/share-packet`, {}, reviewer);
    expect(noContact.json()).toMatchObject({ message: REVIEW_MESSAGES.noContact });

    const provider = bearer(await t.providerToken());
    expect(
      (await call('GET', `/api/super-admin/credentialing-payor-enrollment/${id}/review`, undefined, provider))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/providers/credentialing-payor-enrollment/${id}/review`, undefined, provider)).statusCode,
    ).toBe(404);

    const other = await t.createUser({ role: 'provider', firstName: 'Pay', lastName: 'Or' });
    const payorId = uuidv7();
    await t.db.insert(referenceItems).values({ id: payorId, kind: 'insurance-provider', name: 'Review Mutual' });
    const pe = await create(record(other.id, { kind: 'payor-enrollment', facilityId: null, payorId }));
    expect(pe.statusCode, pe.body).toBe(201);
    const peReview = await call('GET', reviewOf(pe.json().data._id));
    expect(peReview.json()).toMatchObject({ message: REVIEW_MESSAGES.onlyCredentialing });
    expect((await call('GET', reviewOf(uuidv7()))).statusCode).toBe(404);
  });
});
