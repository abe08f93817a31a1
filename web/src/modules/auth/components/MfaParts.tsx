import { Alert, Button, Code, Image, List, Stack, Text, TextInput } from '@mantine/core';
import type { MfaEnrolment } from '@portal/contracts';

/** The QR code to scan and the same secret as text, for apps that cannot scan. */
export function MfaEnrolmentPanel({ enrolment }: { enrolment: MfaEnrolment }) {
  return (
    <Stack gap="xs" align="center">
      <Text size="sm">
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).
      </Text>
      <Image src={enrolment.qrCode} alt="QR code for your authenticator app" w={220} h={220} />
      <Text size="sm">
        Cannot scan? Enter this key: <Code data-testid="mfa-secret">{enrolment.secret}</Code>
      </Text>
    </Stack>
  );
}

/** The recovery codes, shown once: each signs in once when the authenticator app is not at hand. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm" aria-label="Recovery codes">
      <Alert color="yellow" variant="light" title="Save your recovery codes">
        Each code signs you in once if you lose your authenticator app. They are shown only now: keep them somewhere
        safe.
      </Alert>
      <List spacing={4} data-testid="recovery-codes" styles={{ item: { fontFamily: 'monospace' } }}>
        {codes.map((c) => (
          <List.Item key={c}>{c}</List.Item>
        ))}
      </List>
      <Button onClick={onDone}>I have saved my recovery codes</Button>
    </Stack>
  );
}

/** The code field of both steps. */
export function MfaCodeInput(props: { value: string; onChange: (v: string) => void; error?: string; label?: string }) {
  return (
    <TextInput
      label={props.label ?? 'Authentication code'}
      autoComplete="one-time-code"
      inputMode="text"
      value={props.value}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      error={props.error}
      required
      withAsterisk={false}
    />
  );
}
