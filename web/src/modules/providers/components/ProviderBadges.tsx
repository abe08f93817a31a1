import { Badge, Group } from '@mantine/core';
import { statusLabel } from '@portal/contracts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

export interface ProviderBadgesProps {
  status: string;
  agreementStatus: string;
  emailStatus: string;
  archived?: boolean;
}

/** A provider's account status, agreement, e-mail verification and (when so) Archived, each with its colour. */
export function ProviderBadges({ status, agreementStatus, emailStatus, archived = false }: ProviderBadgesProps) {
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
    </Group>
  );
}
