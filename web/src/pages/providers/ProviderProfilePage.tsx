import { Stack } from '@mantine/core';
import type { ProfilePart } from '@portal/contracts';
import { useRolePrefix, useScope } from '../../lib/hooks.ts';
import { NpiRegistryPanel } from '../../modules/compliance/index.ts';
import { type PartBody, useSaveProviderPartMutation } from '../../modules/providers/api.ts';
import { ProfileCards } from '../../modules/providers/components/ProfileCards.tsx';
import { ProviderShell } from '../../modules/providers/components/ProviderShell.tsx';
import { PART_ORDER } from '../../modules/providers/profileParts.ts';

/**
 * /view-providers/:id and /profile/:id : the six profile cards, each editable with 'edit-providers', and the NPI
 * registry check ('view-compliance').
 */
export default function ProviderProfilePage() {
  const prefix = useRolePrefix();
  const canEdit = useScope(['edit-providers']);
  const canSeeCompliance = useScope(['view-compliance']);
  const [savePart] = useSaveProviderPartMutation();
  return (
    <ProviderShell tab="profile">
      {(profile) => (
        <Stack>
          <ProfileCards
            profile={profile}
            editableParts={canEdit ? PART_ORDER : []}
            save={(part: ProfilePart, body: PartBody) => savePart({ prefix, id: profile._id, part, body }).unwrap()}
          />
          {canSeeCompliance && <NpiRegistryPanel providerId={profile._id} npi={profile.basicInfo.npi} />}
        </Stack>
      )}
    </ProviderShell>
  );
}
