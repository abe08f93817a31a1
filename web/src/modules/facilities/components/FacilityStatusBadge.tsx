import type { Facility } from '@portal/contracts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';

/** Active (green) or Archived (grey). */
export function FacilityStatusBadge({ status }: { status: Facility['status'] }) {
  return <StatusBadge status={status} />;
}
