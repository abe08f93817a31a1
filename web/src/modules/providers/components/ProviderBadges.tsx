import { Badge, Group } from '@mantine/core';
import { statusLabel } from '@portal/contracts';
import { formatDay } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

export interface ProviderBadgesProps {
  status: string;
  agreementStatus: string;
  emailStatus: string;
  archived?: boolean;
  /** The day staff confirmed the provider on an exclusion list. */
  excludedOn?: string | null;
}

/** A confirmed exclusion (compliance): no new assignments, payments held. */
export function ExcludedBadge({ excludedOn }: { excludedOn: string }) {
  return (
    <StatusBadge
      status="excluded"
      label="Excluded"
      color="red"
      variant="filled"
      aria-label={`Excluded: on an exclusion list since ${formatDay(excludedOn)}`}
    />
  );
}

/** A provider's account status, agreement, e-mail verification and (when so) Archived, each with its colour. */
export function ProviderBadges({
  status,
  agreementStatus,
  emailStatus,
  archived = false,
  excludedOn = null,
}: ProviderBadgesProps) {
  return (
    <Group gap="xs" wrap="wrap">
      <StatusBadge status={status} />
      <StatusBadge status={agreementStatus} label={`Agreement: ${statusLabel(agreementStatus)}`} />
      <StatusBadge status={emailStatus} label={`E-mail: ${statusLabel(emailStatus)}`} />
      {archived && (
        <Badge color="gray" variant="filled">
          Archived
        </Badge>
      )}
      {excludedOn && <ExcludedBadge excludedOn={excludedOn} />}
    </Group>
  );
}
