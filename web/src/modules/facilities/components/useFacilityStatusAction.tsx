import { FACILITY_MESSAGES, type FacilitySummary } from '@portal/contracts';
import { useCallback } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { confirmArchive } from '../../../ui/confirmArchive.tsx';
import { useArchiveFacilityMutation, useReinstateFacilityMutation } from '../api.ts';

/** What archiving or reinstating needs of a facility. */
type Target = Pick<FacilitySummary, '_id' | 'name' | 'status'>;

/**
 * Asks, then archives an active facility or reinstates an archived one, and toasts the server's message.
 * A 409 (someone else already did it) is shown by the app's error listener; the screens refresh either way.
 */
export function useFacilityStatusAction(): (facility: Target) => void {
  const prefix = useRolePrefix();
  const [archive] = useArchiveFacilityMutation();
  const [reinstate] = useReinstateFacilityMutation();

  return useCallback(
    (facility: Target) => {
      const archiving = facility.status === 'active';
      confirmArchive({
        noun: 'facility',
        archiving,
        name: facility.name,
        effect: archiving
          ? 'It will move to the archived facilities and can be reinstated later. Are you sure you want to archive this facility?'
          : 'It will be listed with the active facilities again. Are you sure you want to reinstate this facility?',
        run: () => (archiving ? archive : reinstate)({ prefix, id: facility._id }).unwrap(),
        doneMessage: archiving ? FACILITY_MESSAGES.archived : FACILITY_MESSAGES.reinstated,
      });
    },
    [prefix, archive, reinstate],
  );
}
