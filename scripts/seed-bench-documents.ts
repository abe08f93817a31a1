/**
 * The documents and credentialing part of the benchmark data set (issues 14 and 16), set-based and idempotent like
 * the rest of seed-bench.ts (ids are md5 of a label, inserts skip what exists):
 * - BENCH_DOCUMENTS documents in all (default 1,000,000): BENCH_BIG_FOLDER (default 100,000) in one facility
 *   folder (the folder listing's worst case), the rest spread over the providers' licence folders ('Licence 1.pdf'
 *   to 'Licence 9.pdf' each; one in twenty archived, never the first), expiry dates over 900 days from 180 days ago;
 * - a general document (a form with an expiry) answered by every provider, a second version for every other one;
 * - two credentialing records per provider (at two facilities), due dates over the same 900 days.
 */
import type { SeedStep } from './bench-pay-rates.ts';

export const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1_000_000);
export const BIG_FOLDER = Number(process.env.BENCH_BIG_FOLDER ?? 100_000);

/** The big folder and its type: fixed RFC 4122 ids (the API validates ids; md5-derived ones are not). */
export const BENCH_DOCS = {
  facilityId: "md5('bench-facility-1')::uuid",
  bigFolderId: '01900000-0000-7000-8000-0000000b1f01',
  facilityTypeId: '01900000-0000-7000-8000-0000000b1f02',
};

export async function seedBenchDocuments(step: SeedStep, providers: number) {
  const perProvider = Math.max(0, Math.floor((DOCUMENTS - BIG_FOLDER) / providers));
  const days = `(current_date - 180 + (abs(hashtext(g::text)) % 900))`;
  await step(
    'document categories',
    `INSERT INTO document_categories (id, name, owner_kind) VALUES
       (md5('bench-doc-category-provider')::uuid, 'Bench Licences', 'provider'),
       (md5('bench-doc-category-facility')::uuid, 'Bench Facility Files', 'facility'),
       (md5('bench-doc-category-forms')::uuid, 'Bench Forms', 'provider')
     ON CONFLICT DO NOTHING`,
  );
  const expiryField = `'[{"key":"expiry","label":"Expiry date","type":"date","required":false,"isExpiry":true,"options":[]}]'::jsonb`;
  await step(
    'document types',
    `INSERT INTO document_types (id, name, owner_kind, category_id, repeats, general, fields) VALUES
       (md5('bench-doc-type-provider')::uuid, 'Bench State Licence', 'provider',
        md5('bench-doc-category-provider')::uuid, true, false, ${expiryField}),
       ('${BENCH_DOCS.facilityTypeId}'::uuid, 'Bench Facility File', 'facility',
        md5('bench-doc-category-facility')::uuid, true, false, ${expiryField}),
       (md5('bench-doc-type-form')::uuid, 'Bench Attestation Form', 'provider',
        md5('bench-doc-category-forms')::uuid, false, true, ${expiryField})
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'document folders',
    `INSERT INTO document_folders (id, owner_kind, owner_id, category_id)
     SELECT md5('bench-doc-folder-provider-' || i)::uuid, 'provider', md5('bench-provider-' || i)::uuid,
            md5('bench-doc-category-provider')::uuid
     FROM generate_series(1, ${providers}) AS i
     UNION ALL
     SELECT '${BENCH_DOCS.bigFolderId}'::uuid, 'facility', ${BENCH_DOCS.facilityId}, md5('bench-doc-category-facility')::uuid
     ON CONFLICT DO NOTHING`,
  );
  await step(
    `documents: one folder (${BIG_FOLDER})`,
    `INSERT INTO documents (id, owner_kind, owner_id, folder_id, type_id, name, storage_key, content_type, format,
       size, expires_on, created_at)
     SELECT md5('bench-doc-big-' || g)::uuid, 'facility', ${BENCH_DOCS.facilityId}, '${BENCH_DOCS.bigFolderId}'::uuid,
            '${BENCH_DOCS.facilityTypeId}'::uuid, 'Facility file ' || g || '.pdf',
            'documents/00000000000000000000000000000000.pdf', 'application/pdf', 'pdf', 1000 + g, ${days},
            now() - (g || ' seconds')::interval
     FROM generate_series(1, ${BIG_FOLDER}) AS g
     ON CONFLICT DO NOTHING`,
  );
  // In slices of 100,000 providers' worth, so one statement's sort and WAL stay bounded.
  for (let k = 1; k <= perProvider; k += 1)
    await step(
      `documents: providers #${k}`,
      `INSERT INTO documents (id, owner_kind, owner_id, folder_id, type_id, name, storage_key, content_type, format,
         size, expires_on, archived_at)
       SELECT md5('bench-doc-' || i || '-' || ${k})::uuid, 'provider', md5('bench-provider-' || i)::uuid,
              md5('bench-doc-folder-provider-' || i)::uuid, md5('bench-doc-type-provider')::uuid,
              'Licence ' || ${k} || '.pdf', 'documents/00000000000000000000000000000000.pdf', 'application/pdf', 'pdf',
              1000, ${days.replace('g::text', `(i * 31 + ${k})::text`)},
              CASE WHEN ${k} > 1 AND (i + ${k}) % 20 = 0 THEN now() END
       FROM generate_series(1, ${providers}) AS i
       ON CONFLICT DO NOTHING`,
    );
  await step(
    'general document answers',
    `INSERT INTO document_answers (id, owner_kind, owner_id, type_id, version, values, expires_on)
     SELECT md5('bench-answer-' || i || '-' || v)::uuid, 'provider', md5('bench-provider-' || i)::uuid,
            md5('bench-doc-type-form')::uuid, v, '{}'::jsonb, ${days.replace('g::text', "(i || '-' || v)")}
     FROM generate_series(1, ${providers}) AS i, generate_series(1, 2) AS v
     WHERE v = 1 OR i % 2 = 0
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'credentialing records',
    `INSERT INTO credentialing_records (id, kind, provider_id, facility_id, payor_id, application_type, due_on, status,
       created_at)
     SELECT md5('bench-credentialing-' || i || '-' || k)::uuid,
            'credentialing', md5('bench-provider-' || i)::uuid, md5('bench-facility-' || (1 + (i * 7 + k) % 2000))::uuid, NULL,
            CASE WHEN i % 4 = 0 THEN 'initial' ELSE 'reappointment' END,
            ${days.replace('g::text', "(i || '-c-' || k)")},
            (ARRAY['not-submitted','submitted','approved'])[1 + (i + k) % 3], now() - (i || ' minutes')::interval
     FROM generate_series(1, ${providers}) AS i, generate_series(1, 2) AS k
     ON CONFLICT DO NOTHING`,
  );
}
