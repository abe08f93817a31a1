import { createHash, randomBytes } from 'node:crypto';
import { addDays } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ensureFolders } from '../../modules/documents/index.ts';
import { drawFacts, renderPdf } from '../../platform/pdf.ts';
import type { Db } from '../client.ts';
import {
  documentAnswers,
  documentCategories,
  documentFolders,
  documentShares,
  documents,
  documentTypes,
  type StoredField,
  type StoredRequiredFor,
} from '../schema/index.ts';
import type { PutReceipt } from './demo-expenses.ts';

const field = (
  label: string,
  key: string,
  type: StoredField['type'],
  extra: Partial<StoredField> = {},
): StoredField => ({
  key,
  label,
  type,
  required: false,
  isExpiry: false,
  options: [],
  ...extra,
});
const expiry = field('Expiry date', 'expiry-date', 'date', { required: true, isExpiry: true });
/** A general document (a form the provider fills in), with its own expiry. */
const HEALTH_FORM_FIELDS = [
  field('TB test date', 'tb-test-date', 'date', { required: true }),
  field('TB result', 'tb-result', 'select', { required: true, options: ['Negative', 'Positive'] }),
  field('Flu vaccine this season', 'flu-vaccine', 'select', { options: ['Yes', 'No'] }),
  field('Valid until', 'expiry-date', 'date', { required: true, isExpiry: true }),
];
const nobody: StoredRequiredFor = { everyone: false, specialties: [], organisations: [], facilityIds: [] };

/**
 * Demo document settings (categories, sub-categories, types with fields and requirements, a general form) and
 * documents of the demo provider (with field values: one expiring within 30 days, one within 60, one expired; the
 * form answered; the licences shared with a guest) and of the first demo facility, stored through the configured
 * driver.
 */
export async function seedDemoDocuments(
  tx: Db,
  owners: { patId: string; facilityId: string | undefined; staffId?: string },
  todayIso: string,
  putFile?: PutReceipt,
) {
  const cat = async (name: string, ownerKind: 'provider' | 'facility', parentId: string | null = null) => {
    const id = uuidv7();
    await tx.insert(documentCategories).values({ id, name, ownerKind, parentId });
    return id;
  };
  const credentials = await cat('Credentials', 'provider');
  const licences = await cat('Licences', 'provider', credentials);
  const certifications = await cat('Certifications', 'provider', credentials);
  const personal = await cat('Personal', 'provider');
  const contracts = await cat('Contracts', 'facility');
  const agreements = await cat('Agreements', 'facility', contracts);

  const type = async (
    name: string,
    ownerKind: 'provider' | 'facility',
    categoryId: string,
    fields: StoredField[],
    requiredFor = nobody,
    repeats = false,
    general = false,
  ) => {
    const id = uuidv7();
    await tx.insert(documentTypes).values({ id, name, ownerKind, categoryId, fields, requiredFor, repeats, general });
    return id;
  };
  const stateLicence = await type(
    'State licence',
    'provider',
    licences,
    [field('Licence number', 'licence-number', 'text', { required: true }), field('State', 'state', 'text'), expiry],
    { ...nobody, everyone: true },
    true,
  );
  const dea = await type(
    'DEA registration',
    'provider',
    licences,
    [field('DEA number', 'dea-number', 'text'), field('Issuing body', 'issuing-body', 'text'), expiry],
    { ...nobody, specialties: ['anesthesiologist'] },
  );
  const bls = await type('BLS certification', 'provider', certifications, [expiry], { ...nobody, everyone: true });
  const crnaBoard = await type(
    'CRNA board certification',
    'provider',
    certifications,
    [field('Certified on', 'certified-on', 'date'), expiry],
    {
      ...nobody,
      specialties: ['crna'],
    },
  );
  await type('CV', 'provider', personal, [field('Profile link', 'profile-link', 'link')]);
  const healthForm = await type('Health attestation', 'provider', personal, HEALTH_FORM_FIELDS, nobody, false, true);
  const agreement = await type('Facility agreement', 'facility', agreements, [
    field('Signed on', 'signed-on', 'date'),
    expiry,
  ]);
  if (!putFile) return;

  const day = (days: number) => addDays(todayIso, days);
  const store = async (
    ownerKind: 'provider' | 'facility',
    ownerId: string,
    categoryId: string,
    typeId: string,
    name: string,
    values: Record<string, string>,
  ) => {
    await ensureFolders(tx, ownerKind, ownerId);
    const [folder] = await tx
      .select({ id: documentFolders.id })
      .from(documentFolders)
      // The owner's folder of the category (unique per owner and category).
      .where(and(eq(documentFolders.ownerId, ownerId), eq(documentFolders.categoryId, categoryId)));
    if (!folder) return null;
    const pdf = await renderPdf(name, (doc) => drawFacts(doc, Object.entries(values)));
    const key = await putFile(pdf, 'pdf', 'application/pdf', 'documents');
    const id = uuidv7();
    await tx.insert(documents).values({
      id,
      ownerKind,
      ownerId,
      folderId: folder.id,
      typeId,
      name: `${name}.pdf`,
      storageKey: key,
      contentType: 'application/pdf',
      format: 'pdf',
      size: pdf.length,
      values,
      expiresOn: values['expiry-date'] ?? null,
      uploadedBy: ownerKind === 'provider' ? ownerId : null,
    });
    return folder.id;
  };
  await store('provider', owners.patId, licences, stateLicence, 'Texas licence', {
    'licence-number': 'TX-0042-CRNA',
    state: 'TX',
    'expiry-date': day(400),
  });
  await store('provider', owners.patId, certifications, bls, 'BLS card', { 'expiry-date': day(45) });
  await store('provider', owners.patId, certifications, crnaBoard, 'NBCRNA certificate', {
    'certified-on': day(-700),
    'expiry-date': day(760),
  });
  // Due within 30 days, and already expired: the reminders, the expired-document report and the risk calendar.
  const licenceFolder = await store('provider', owners.patId, licences, stateLicence, 'Idaho licence', {
    'licence-number': 'ID-CRNA-2291',
    state: 'ID',
    'expiry-date': day(21),
  });
  await store('provider', owners.patId, licences, dea, 'DEA registration', {
    'dea-number': 'BP4275815',
    'issuing-body': 'Drug Enforcement Administration',
    'expiry-date': day(-12),
  });
  await tx.insert(documentAnswers).values({
    id: uuidv7(),
    ownerKind: 'provider',
    ownerId: owners.patId,
    typeId: healthForm,
    version: 1,
    values: {
      'tb-test-date': day(-90),
      'tb-result': 'Negative',
      'flu-vaccine': 'Yes',
      'expiry-date': day(275),
    },
    expiresOn: day(275),
    createdBy: owners.patId,
  });
  // One live share of the licences folder, so people with access and the access history show a guest.
  if (licenceFolder && owners.staffId)
    await tx.insert(documentShares).values({
      id: uuidv7(),
      ownerKind: 'provider',
      ownerId: owners.patId,
      scope: 'folder',
      folderId: licenceFolder,
      email: 'credentialing@stlukes.example',
      message: 'Licences for the reappointment file',
      // Nobody holds this link: the demo shows the share, the guest journey starts from a new one.
      linkHash: createHash('sha256').update(randomBytes(32)).digest('base64url'),
      expiresAt: new Date(Date.parse(`${day(7)}T12:00:00Z`)),
      createdBy: owners.staffId,
    });
  if (owners.facilityId)
    await store('facility', owners.facilityId, agreements, agreement, 'Staffing agreement', {
      'signed-on': day(-200),
      'expiry-date': day(165),
    });
}
