import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { PROVIDER_EDITABLE_PARTS } from '@portal/contracts';
import { IconKey } from '@tabler/icons-react';
import { Link } from 'react-router';
import { serverMessage } from '../../../ui/forms.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useGetOwnProfileQuery, useSaveOwnPartMutation } from '../api.ts';
import { ProfileCards } from './ProfileCards.tsx';
import { ProviderBadges } from './ProviderBadges.tsx';

/**
 * The signed-in provider's own profile (/profile, /provider-view-basic-info): the six cards, five of them editable;
 * ICON Information is kept by staff and read-only here.
 */
export function OwnProfile({ title }: { title: string }) {
  const { data: profile, error, isLoading } = useGetOwnProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const [savePart] = useSaveOwnPartMutation();

  const header = (
    <PageHeader
      title={title}
      actions={
        <Button
          component={Link}
          to="/provider-update-password"
          variant="default"
          leftSection={<IconKey size={16} aria-hidden />}
        >
          Update Password
        </Button>
      }
    />
  );

  if (isLoading) {
    return (
      <>
        {header}
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      </>
    );
  }
  if (!profile) {
    return (
      <>
        {header}
        <Text fw={600} ta="center" py="xl">
          {serverMessage(error)}
        </Text>
      </>
    );
  }
  return (
    <>
      {header}
      <Stack gap="md">
        <ProviderBadges
          status={profile.status}
          agreementStatus={profile.agreementStatus}
          emailStatus={profile.emailStatus}
        />
        <ProfileCards
          profile={profile}
          editableParts={PROVIDER_EDITABLE_PARTS}
          save={(part, body) => savePart({ part, body }).unwrap()}
          self
        />
      </Stack>
    </>
  );
}
