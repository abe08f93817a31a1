import { AgreementCard, EmptyState } from '../../modules/providers/components/AgreementCard.tsx';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';

/** /view-credentialing/:id : the agreement; credentialing records arrive with their own module. */
export default function ProviderCredentialingPage() {
  return (
    <ProviderShell tab="credentialing">
      {(profile) => (
        <>
          <AgreementCard profile={profile} />
          <EmptyState text="No credentialing records yet" />
        </>
      )}
    </ProviderShell>
  );
}
