import { addDays } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { ensureFolders } from '../../modules/documents/index.ts';
import { drawFacts, renderPdf } from '../../platform/pdf.ts';
import type { Db } from '../client.ts';
import {
  documentCategories,
  documentFolders,
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
const nobody: StoredRequiredFor = { everyone: false, specialties: [], organisations: [], facilityIds: [] };

/**
 * Demo document settings (categories, sub-categories, types with fields and requirements) and a few documents of the
 * demo provider (one expiring within 60 days) and of the first demo facility, stored through the configured driver.
 */
export async function seedDemoDocuments(
  tx: Db,
  owners: { patId: string; facilityId: string | undefined },
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
  ) => {
    const id = uuidv7();
    await tx.insert(documentTypes).values({ id, name, ownerKind, categoryId, fields, requiredFor, repeats });
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
  await type('DEA registration', 'provider', licences, [field('DEA number', 'dea-number', 'text'), expiry], {
    ...nobody,
    specialties: ['anesthesiologist'],
  });
  const bls = await type('BLS certification', 'provider', certifications, [expiry], { ...nobody, everyone: true });
  await type(
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
    if (!folder) return;
    const pdf = await renderPdf(name, (doc) => drawFacts(doc, Object.entries(values)));
    const key = await putFile(pdf, 'pdf', 'application/pdf', 'documents');
    await tx.insert(documents).values({
      id: uuidv7(),
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
  };
  await store('provider', owners.patId, licences, stateLicence, 'Texas licence', {
    'licence-number': 'TX-0042-CRNA',
    state: 'TX',
    'expiry-date': day(400),
  });
  await store('provider', owners.patId, certifications, bls, 'BLS card', { 'expiry-date': day(45) });
  if (owners.facilityId)
    await store('facility', owners.facilityId, agreements, agreement, 'Staffing agreement', {
      'signed-on': day(-200),
      'expiry-date': day(165),
    });
}
