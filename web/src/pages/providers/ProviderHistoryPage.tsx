import { ProfileHistoryTable } from '../../modules/providers/components/ProfileHistoryTable.tsx';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';

/** /view-profile-history/:id : who changed which field, from what to what, newest first. */
export default function ProviderHistoryPage() {
  return (
    <ProviderShell tab="history">
      {(profile) => <ProfileHistoryTable key={profile._id} providerId={profile._id} />}
    </ProviderShell>
  );
}
