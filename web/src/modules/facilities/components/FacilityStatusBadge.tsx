import { Badge } from '@mantine/core';
import type { Facility } from '@portal/contracts';

/** Active (green) or Archived (grey). */
export function FacilityStatusBadge({ status }: { status: Facility['status'] }) {
  return (
    <Badge color={status === 'active' ? 'green' : 'gray'} variant="light">
      {status === 'active' ? 'Active' : 'Archived'}
    </Badge>
  );
}
