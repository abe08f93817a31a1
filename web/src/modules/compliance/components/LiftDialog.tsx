import { Alert, TextInput } from '@mantine/core';
import { COMPLIANCE_MESSAGES, EXCLUSION_SOURCE_LABELS, type ScreeningMatch } from '@portal/contracts';
import { useState } from 'react';
import { fieldErrors } from '../../../lib/errors.ts';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { formatDay } from '../../../ui/format.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { useLiftExclusionMutation } from '../api.ts';

/** Stops the send when the day is missing; the day's own error says why. */
class DayMissing extends Error {}

/**
 * Lifting a confirmed exclusion: a note and the reinstatement day, the list's own (LEIE REINDATE) when it gives one,
 * else entered here. Mount it with the match as its key so each match starts empty.
 */
export function LiftDialog({ match, onClose }: { match: ScreeningMatch | null; onClose: () => void }) {
  const prefix = useRolePrefix();
  const [lift] = useLiftExclusionMutation();
  const fromList = match?.entryReinstatedOn ?? null;
  const [day, setDay] = useState(fromList ?? '');
  const [dayError, setDayError] = useState<string | null>(null);
  return (
    <ReasonDialog
      opened={match !== null}
      onClose={onClose}
      title="Lift exclusion"
      intro={
        match && (
          <Alert color="teal">
            {match.providerName} against {match.entryName} ({EXCLUSION_SOURCE_LABELS[match.source]}). The flag is
            removed, new assignments are allowed and held payments are recalculated.
          </Alert>
        )
      }
      label="Note"
      description="Why the exclusion is lifted (e.g. the reinstatement notice); kept with the match and in the audit trail."
      emptyError="Note is required"
      color="teal"
      action="Lift Exclusion"
      maxLength={2000}
      submit={async (note) => {
        if (!match) return;
        if (!day) {
          setDayError(COMPLIANCE_MESSAGES.reinstatementRequired);
          throw new DayMissing();
        }
        const res = await lift({
          prefix,
          id: match._id,
          body: { note, ...(fromList ? {} : { reinstatedOn: day }) },
        }).unwrap();
        toastSuccess(res.message ?? COMPLIANCE_MESSAGES.lifted);
      }}
      errorOf={(err) => {
        const errors = fieldErrors(err);
        if (errors.reinstatedOn) setDayError(errors.reinstatedOn);
        return errors.note ?? null;
      }}
    >
      <TextInput
        type="date"
        label="Reinstatement date"
        description={fromList ? `The list gives ${formatDay(fromList)}` : 'The list gives none: enter it'}
        withAsterisk
        disabled={Boolean(fromList)}
        value={day}
        onChange={(e) => {
          setDay(e.currentTarget.value);
          setDayError(null);
        }}
        error={dayError}
      />
    </ReasonDialog>
  );
}
