import type { PolicySlug } from '@portal/contracts/policies';
import { saveBlob } from '../../ui/download.ts';

/** The static PDF of a policy, built into web/public/policies. */
const policyPdfUrl = (slug: PolicySlug): string => `/policies/${slug}.pdf`;

/** Fetch the PDF and save it as '<slug>.pdf'. */
export async function downloadPolicy(slug: PolicySlug): Promise<void> {
  const res = await fetch(policyPdfUrl(slug));
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
  saveBlob(await res.blob(), `${slug}.pdf`);
}
