import { LICENCE_MESSAGES, type Licence } from '@portal/contracts';
import { useCallback } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { confirmArchive } from '../../../ui/confirmArchive.tsx';
import { useArchiveLicenceMutation, useReinstateLicenceMutation } from '../api.ts';

/** Asks, then archives an active licence or reinstates an archived one, and toasts the server's message. */
export function useLicenceStatusAction(): (record: Pick<Licence, '_id' | 'name' | 'status'>) => void {
  const prefix = useRolePrefix();
  const [archive] = useArchiveLicenceMutation();
  const [reinstate] = useReinstateLicenceMutation();

  return useCallback(
    (record) => {
      const archiving = record.status === 'active';
      confirmArchive({
        noun: 'licence',
        archiving,
        name: record.name,
        effect: archiving
          ? 'It will move to the archived licences and can be reinstated later.'
          : 'It will be listed with the active licences again.',
        run: () => (archiving ? archive : reinstate)({ prefix, id: record._id }).unwrap(),
        doneMessage: archiving ? LICENCE_MESSAGES.archived : LICENCE_MESSAGES.reinstated,
      });
    },
    [prefix, archive, reinstate],
  );
}
