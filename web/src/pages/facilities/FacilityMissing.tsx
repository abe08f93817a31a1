import { FACILITY_MESSAGES } from '@portal/contracts';
import { NotFoundCard } from '../../ui/NotFoundCard.tsx';
import { FACILITIES_LIST_PATH } from './paths.ts';

/** 'Facility not found' (or the server's message) with the way back to the list. */
export function FacilityMissing({ error }: { error: unknown }) {
  return (
    <NotFoundCard
      error={error}
      message={FACILITY_MESSAGES.notFound}
      backTo={FACILITIES_LIST_PATH}
      backLabel="Back to Facilities"
    />
  );
}
