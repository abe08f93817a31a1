import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { CREDENTIALING_PATHS } from '../../modules/credentialing/api.ts';
import { CredentialingTable } from '../../modules/credentialing/components/CredentialingTable.tsx';
import { WorkHistoryCard } from '../../modules/credentialing/components/WorkHistoryCard.tsx';
import { AgreementCard } from '../../modules/providers/components/AgreementCard.tsx';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';

/** /view-credentialing/:id : the agreement, the provider's credentialing and PE records, and their work history. */
export default function ProviderCredentialingPage() {
  const canAdd = useScope(['add-credentialing']);
  const canSeeRecords = useScope(['view-credentialing']);
  const canSeeHistory = useScope(['view-assignments']);
  return (
    <ProviderShell tab="credentialing">
      {(profile) => (
        <Stack gap="md">
          <AgreementCard profile={profile} />
          {canSeeRecords && (
            <>
              {canAdd && (
                <Group justify="flex-end">
                  <Button
                    component={Link}
                    to={`${CREDENTIALING_PATHS.add}?providerId=${profile._id}`}
                    leftSection={<IconPlus size={16} aria-hidden />}
                  >
                    Add Credentialing & PE
                  </Button>
                </Group>
              )}
              <CredentialingTable providerId={profile._id} />
            </>
          )}
          {canSeeHistory && <WorkHistoryCard providerId={profile._id} />}
        </Stack>
      )}
    </ProviderShell>
  );
}
