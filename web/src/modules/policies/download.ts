import type { PolicySlug } from '@portal/contracts/policies';

/** The static PDF of a policy, built into web/public/policies. */
export const policyPdfUrl = (slug: PolicySlug): string => `/policies/${slug}.pdf`;

/** Fetch the PDF and save it as '<slug>.pdf'. */
export async function downloadPolicy(slug: PolicySlug): Promise<void> {
  const res = await fetch(policyPdfUrl(slug));
  if (!res.ok) throw new Error(`Download failed with status ${res.status}`);
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  try {
    const a = document.createElement('a');
    a.href = url;
    a.download = `${slug}.pdf`;
    document.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
