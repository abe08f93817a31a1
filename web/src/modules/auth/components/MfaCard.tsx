import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MfaEnrolment } from '@portal/contracts';
import { useState } from 'react';
import { toastSuccess } from '../../../lib/toast.ts';
import {
  useConfirmMfaEnrolmentMutation,
  useDisableMfaMutation,
  useGetMfaStatusQuery,
  useStartMfaEnrolmentMutation,
} from '../api.ts';
import { fieldErrors } from '../formErrors.ts';
import { MfaCodeInput, MfaEnrolmentPanel, RecoveryCodesPanel } from './MfaParts.tsx';

/** The staff profile's two-step sign-in: its state, and the set-up (QR code, first code, recovery codes once). */
export function MfaCard() {
  const { data: status } = useGetMfaStatusQuery();
  const [start, { isLoading: starting }] = useStartMfaEnrolmentMutation();
  const [confirm, { isLoading: confirming }] = useConfirmMfaEnrolmentMutation();
  const [enrolment, setEnrolment] = useState<MfaEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disable, { isLoading: disabling }] = useDisableMfaMutation();
  const [turningOff, setTurningOff] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const res = await confirm({ body: { code } }).unwrap();
      setEnrolment(null);
      setCode('');
      setCodes(res.data.recoveryCodes);
      toastSuccess(res.message ?? 'Two-step sign-in is on');
    } catch (err) {
      setError((fieldErrors(err) as Record<string, string>).code ?? 'The code is not correct. Try again.');
    }
  };

  const submitOff = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      const res = await disable({ body: { code } }).unwrap();
      setTurningOff(false);
      setCode('');
      toastSuccess(res.message ?? 'Two-step sign-in is off');
    } catch (err) {
      setError((fieldErrors(err) as Record<string, string>).code ?? 'The code is not correct. Try again.');
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label="Two-step sign-in">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Two-step sign-in
          </Title>
          {status && (
            <Badge color={status.enabled ? 'green' : 'gray'} variant="light">
              {status.enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {status?.required
            ? 'Your role requires a code from an authenticator app at every sign-in.'
            : 'Ask for a code from an authenticator app at every sign-in, as well as your password.'}
          {status?.enabled ? ` Recovery codes left: ${status.recoveryCodesLeft}.` : ''}
        </Text>
        {codes && <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />}
        {status && !status.enabled && !enrolment && !codes && (
          <Group>
            <Button loading={starting} onClick={async () => setEnrolment((await start().unwrap()).data)}>
              Set up two-step sign-in
            </Button>
          </Group>
        )}
        {status?.enabled && !status.required && !codes && !turningOff && (
          <Group>
            <Button variant="default" color="red" onClick={() => setTurningOff(true)}>
              Turn off two-step sign-in
            </Button>
          </Group>
        )}
        {turningOff && (
          <form onSubmit={submitOff} noValidate aria-label="Turn off two-step sign-in">
            <Stack gap="sm">
              <Text size="sm">Enter a current code from your authenticator app to turn two-step sign-in off.</Text>
              <MfaCodeInput value={code} onChange={setCode} error={error} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setTurningOff(false)}>
                  Cancel
                </Button>
                <Button type="submit" color="red" loading={disabling}>
                  Turn off
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {enrolment && (
          <form onSubmit={submit} noValidate aria-label="Set up two-step sign-in">
            <Stack gap="sm">
              <MfaEnrolmentPanel enrolment={enrolment} />
              <MfaCodeInput value={code} onChange={setCode} error={error} />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setEnrolment(null)}>
                  Cancel
                </Button>
                <Button type="submit" loading={confirming}>
                  Turn on
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
