import { AgreementCard, EmptyState } from '../../modules/providers/components/AgreementCard.tsx';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';

/** /view-documents/:id : the agreement; provider documents arrive with their own module. */
export default function ProviderDocumentsPage() {
  return (
    <ProviderShell tab="documents">
      {(profile) => (
        <>
          <AgreementCard profile={profile} />
          <EmptyState text="No documents yet" />
        </>
      )}
    </ProviderShell>
  );
}
