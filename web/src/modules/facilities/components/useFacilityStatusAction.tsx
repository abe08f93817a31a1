import { Stack, Text } from '@mantine/core';
import { FACILITY_MESSAGES, type FacilitySummary } from '@portal/contracts';
import { useCallback } from 'react';
import { useRolePrefix } from '../../../app/hooks.ts';
import { toastSuccess } from '../../../app/setup.ts';
import { confirmDestructive } from '../../../ui/ConfirmDialog.tsx';
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
      confirmDestructive({
        title: archiving ? 'Archive facility' : 'Reinstate facility',
        message: (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {facility.name}
            </Text>
            <Text size="sm">
              {archiving
                ? 'It will move to the archived facilities and can be reinstated later. Are you sure you want to archive this facility?'
                : 'It will be listed with the active facilities again. Are you sure you want to reinstate this facility?'}
            </Text>
          </Stack>
        ),
        confirmLabel: archiving ? 'Archive' : 'Reinstate',
        confirmColor: archiving ? 'red' : 'green',
        onConfirm: async () => {
          try {
            const res = await (archiving ? archive : reinstate)({ prefix, id: facility._id }).unwrap();
            toastSuccess(res.message ?? (archiving ? FACILITY_MESSAGES.archived : FACILITY_MESSAGES.reinstated));
          } catch {
            // Shown by the app's error listener.
          }
        },
      });
    },
    [prefix, archive, reinstate],
  );
}
