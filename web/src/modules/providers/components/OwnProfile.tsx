import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { PROVIDER_EDITABLE_PARTS, type ProviderProfile, webPaths } from '@portal/contracts';
import { IconBuildingHospital } from '@tabler/icons-react';
import { Link } from 'react-router';
import { serverMessage } from '../../../ui/forms.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { UpdatePasswordButton } from '../../../ui/UpdatePasswordButton.tsx';
import { OWN_ASSIGNMENTS_PATH } from '../../assignments/index.ts';
import { OwnLicences } from '../../licences/index.ts';
import { useGetOwnProfileQuery, useSaveOwnPartMutation } from '../api.ts';
import { providerName } from '../profileParts.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { ProfileCards } from './ProfileCards.tsx';
import { ProviderBadges } from './ProviderBadges.tsx';

/**
 * The signed-in provider's own profile (/profile, /provider-view-basic-info): the six cards, five of them editable;
 * ICON Information is kept by staff and read-only here. The header shows their picture, which they may change, and
 * links to their assigned facilities and the password screen.
 */
export function OwnProfile({ title }: { title: string }) {
  const { data: profile, error, isLoading } = useGetOwnProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const [savePart] = useSaveOwnPartMutation();

  const header = (shown?: ProviderProfile) => (
    <PageHeader
      title={title}
      media={
        shown && (
          <AvatarUpload target={{ kind: 'own' }} name={providerName(shown)} avatarUrl={shown.avatarUrl} canEdit />
        )
      }
      actions={
        <>
          <Button
            component={Link}
            to={OWN_ASSIGNMENTS_PATH}
            variant="default"
            leftSection={<IconBuildingHospital size={16} aria-hidden />}
          >
            Assigned Facilities
          </Button>
          <UpdatePasswordButton to={webPaths.providerUpdatePassword} />
        </>
      }
    />
  );

  if (isLoading) {
    return (
      <>
        {header()}
        <Center py="xl">
          <Loader role="status" aria-label="Loading" />
        </Center>
      </>
    );
  }
  if (!profile) {
    return (
      <>
        {header()}
        <Text fw={600} ta="center" py="xl">
          {serverMessage(error)}
        </Text>
      </>
    );
  }
  return (
    <>
      {header(profile)}
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
        <OwnLicences />
      </Stack>
    </>
  );
}
