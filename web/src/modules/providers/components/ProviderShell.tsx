import { Stack, Tabs } from '@mantine/core';
import { PROFILE_MESSAGES, type ProviderProfile, webPaths } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useRolePrefix, useScope } from '../../../lib/hooks.ts';
import { ArchiveToggleButton } from '../../../ui/ArchiveToggleButton.tsx';
import { LoadingCard, NotFoundCard } from '../../../ui/NotFoundCard.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useArchiveProviderMutation, useGetProviderProfileQuery, useReinstateProviderMutation } from '../api.ts';
import { providerName } from '../profileParts.ts';
import { AvatarUpload } from './AvatarUpload.tsx';
import { askArchive } from './archiveDialog.tsx';
import { ProviderBadges } from './ProviderBadges.tsx';

const LIST_PATH = webPaths.providersListing;

type ProviderTab = 'profile' | 'credentialing' | 'documents' | 'licences' | 'facilities' | 'history';

/** The tabs of a provider, each its own route ending in the provider's id. */
const PROVIDER_TABS: {
  value: ProviderTab;
  label: string;
  path: (providerId: string) => string;
  scope?: string[];
}[] = [
  { value: 'profile', label: 'Profile', path: webPaths.viewProviders },
  { value: 'credentialing', label: 'Credentialing', path: webPaths.viewCredentialing },
  { value: 'documents', label: 'Documents', path: webPaths.viewDocuments },
  { value: 'licences', label: 'Licences', path: webPaths.viewProviderLicences, scope: ['view-licences'] },
  { value: 'facilities', label: 'Facilities', path: webPaths.viewProviderFacilities },
  { value: 'history', label: 'History', path: webPaths.viewProfileHistory, scope: ['view-profile-history'] },
];

export interface ProviderShellProps {
  /** The tab this screen is. */
  tab: ProviderTab;
  /** The tab's content, once the provider has loaded. */
  children: (profile: ProviderProfile) => ReactNode;
}

/**
 * The frame of every staff screen about one provider (/view-providers/:id and its sibling tabs): the provider's
 * picture (changed with 'edit-providers'), name, status badges, Archive/Reinstate ('archive-providers') and the tabs. 404 shows 'Provider not found'.
 */
export function ProviderShell({ tab, children }: ProviderShellProps) {
  const { id = '' } = useParams();
  const prefix = useRolePrefix();
  const navigate = useNavigate();
  const canArchive = useScope(['archive-providers']);
  const canSeeHistory = useScope(['view-profile-history']);
  const canSeeLicences = useScope(['view-licences']);
  const canEdit = useScope(['edit-providers']);
  const { data: profile, error, isLoading } = useGetProviderProfileQuery({ prefix, id }, { skip: !id });
  const [archive, archiving] = useArchiveProviderMutation();
  const [reinstate, reinstating] = useReinstateProviderMutation();

  if (isLoading) return <LoadingCard />;
  if (!profile) {
    return (
      <NotFoundCard
        error={id ? error : undefined}
        message={PROFILE_MESSAGES.notFound}
        backTo={LIST_PATH}
        backLabel="Back to Providers"
      />
    );
  }

  const name = providerName(profile);
  const tabs = PROVIDER_TABS.filter((t) => !t.scope || (t.value === 'licences' ? canSeeLicences : canSeeHistory));

  return (
    <>
      <PageHeader
        title={name}
        backTo={LIST_PATH}
        backLabel="Providers"
        description={profile.contactInformation.email}
        media={
          <AvatarUpload
            target={{ kind: 'staff', prefix, id: profile._id }}
            name={name}
            avatarUrl={profile.avatarUrl}
            canEdit={canEdit}
          />
        }
        actions={
          canArchive && (
            <ArchiveToggleButton
              archived={profile.archived}
              loading={profile.archived ? reinstating.isLoading : archiving.isLoading}
              onClick={() =>
                askArchive({ name, archived: profile.archived }, () =>
                  (profile.archived ? reinstate : archive)({ prefix, id: profile._id }).unwrap(),
                )
              }
            />
          )
        }
      />
      <Stack gap="md">
        <ProviderBadges
          status={profile.status}
          agreementStatus={profile.agreementStatus}
          emailStatus={profile.emailStatus}
          archived={profile.archived}
          excludedOn={profile.excludedOn}
        />
        <Tabs
          value={tab}
          onChange={(value) => {
            const target = tabs.find((t) => t.value === value);
            if (target) navigate(target.path(profile._id));
          }}
        >
          <Tabs.List>
            {tabs.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* A panel per tab, so each tab controls one that exists; the screen shows in the open tab's. */}
          {tabs.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="md">
              {t.value === tab ? children(profile) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}
