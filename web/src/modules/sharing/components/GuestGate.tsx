import { Alert, Anchor, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { SHARE_MESSAGES } from '@portal/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { guestExpired, guestLoginSuccess } from '../../../lib/slices/guestAuth.ts';
import { errorCode, serverMessage } from '../../../ui/forms.ts';
import { useVerifyAccessMutation, useVerifyCodeMutation } from '../api.ts';

/** The field message of a failed call: the server's field error, else its message. */
const messageOf = (error: unknown) => {
  const failure = (error as { data?: { errors?: { message: string }[] } }).data;
  return failure?.errors?.[0]?.message ?? serverMessage(error);
};

/**
 * verify-filesystem-access (spec section 7): the guest types the address the link was sent to, receives a 6-digit
 * code there and types it; the answer is the guest token (state `guestAuth`, apart from the signed-in user's).
 */
export function GuestGate({ token }: { token: string }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [verifyAccess, { isLoading: sending }] = useVerifyAccessMutation();
  const [verifyCode, { isLoading: checking }] = useVerifyCodeMutation();
  // The share ended (revoked or expired) while the guest was at the gate: say so instead of the form.
  const [ended, setEnded] = useState(false);

  const refused = (error: unknown, show: (m: string) => void) => {
    if (errorCode(error) === 'SHARE_EXPIRED') {
      dispatch(guestExpired());
      setEnded(true);
    } else show(messageOf(error));
  };

  const sendCode = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!email.trim()) {
      setEmailError('E-mail is required');
      return;
    }
    try {
      const res = await verifyAccess({ body: { token, email: email.trim() } }).unwrap();
      setChallenge(res.data.challenge);
      setSentTo(res.message ?? SHARE_MESSAGES.codeSent(res.data.email));
      setCode('');
      setCodeError(null);
    } catch (error) {
      refused(error, setEmailError);
    }
  };

  const submitCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!challenge) return;
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError('Enter the 6-digit code from the e-mail');
      return;
    }
    try {
      const res = await verifyCode({ body: { challenge, code: code.trim() } }).unwrap();
      dispatch(guestLoginSuccess({ guestToken: res.data.guestToken, email: res.data.email }));
    } catch (error) {
      refused(error, setCodeError);
    }
  };

  if (ended) return <GuestExpired />;
  return (
    <Card withBorder radius="md" p="xl" maw={480} mx="auto" mt="xl">
      <Stack>
        <Title order={1} size="h3">
          Shared documents
        </Title>
        {!challenge ? (
          <form onSubmit={sendCode} noValidate>
            <Stack>
              <Text size="sm">
                Someone shared documents with you. Enter the e-mail address the link was sent to, and we will e-mail you
                a code to open them.
              </Text>
              <TextInput
                label="E-mail address"
                type="email"
                withAsterisk
                autoComplete="email"
                value={email}
                error={emailError}
                onChange={(e) => {
                  setEmail(e.currentTarget.value);
                  setEmailError(null);
                }}
              />
              <Button type="submit" loading={sending}>
                Send code
              </Button>
            </Stack>
          </form>
        ) : (
          <form onSubmit={submitCode} noValidate>
            <Stack>
              <Alert color="blue" variant="light">
                {sentTo}
              </Alert>
              <TextInput
                label="Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                withAsterisk
                value={code}
                error={codeError}
                onChange={(e) => {
                  setCode(e.currentTarget.value);
                  setCodeError(null);
                }}
                data-autofocus
              />
              <Button type="submit" loading={checking}>
                Open documents
              </Button>
              <Anchor component="button" type="button" size="sm" onClick={() => sendCode()}>
                Send a new code
              </Anchor>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}

/** A notice to a guest who cannot see the shared documents (why, and what to do). */
function GuestNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p="xl" maw={520} mx="auto" mt="xl">
      <Stack gap="xs">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text role="alert">{children}</Text>
      </Stack>
    </Card>
  );
}

/** What a guest sees once the share has expired or was revoked. */
export function GuestExpired() {
  return <GuestNotice title="This link has expired">{SHARE_MESSAGES.expired}</GuestNotice>;
}

/** A guest page opened without a verified link in this tab. */
export function GuestSignedOut() {
  return <GuestNotice title="Shared documents">{SHARE_MESSAGES.notGuest}</GuestNotice>;
}
