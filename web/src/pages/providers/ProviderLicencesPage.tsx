import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useScope } from '../../lib/hooks.ts';
import { LicencesTable } from '../../modules/licences/components/LicencesTable.tsx';
import { LICENCE_PATHS } from '../../modules/licences/paths.ts';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';

/** /view-provider-licences/:id : the provider's licences, verified and revoked here. */
export default function ProviderLicencesPage() {
  const canAdd = useScope(['add-licences']);
  return (
    <ProviderShell tab="licences">
      {(profile) => (
        <Stack gap="md">
          {canAdd && (
            <Group justify="flex-end">
              <Button
                component={Link}
                to={`${LICENCE_PATHS.add}?providerId=${profile._id}`}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add Licence
              </Button>
            </Group>
          )}
          <LicencesTable providerId={profile._id} />
        </Stack>
      )}
    </ProviderShell>
  );
}
