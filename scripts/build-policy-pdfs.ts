/**
 * Writes the static PDFs behind the Download button of the policy modals:
 * web/public/policies/privacy-policy.pdf and web/public/policies/terms-and-conditions.pdf.
 * Run from the repository root: node --import tsx scripts/build-policy-pdfs.ts (part of `npm run build`).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { POLICIES } from '../contracts/src/policies.ts';
import { renderPolicyPdf } from './policy-pdf.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'web', 'public', 'policies');

await mkdir(outDir, { recursive: true });

for (const policy of Object.values(POLICIES)) {
  const pdf = await renderPolicyPdf(policy);
  const file = path.join(outDir, `${policy.slug}.pdf`);
  await writeFile(file, pdf);
  console.log(`wrote ${path.relative(root, file)} (${pdf.length} bytes)`);
}
