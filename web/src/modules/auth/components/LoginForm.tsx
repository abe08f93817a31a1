import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  AUTH_ROUTES,
  isMfaStep,
  LOGIN_MESSAGES,
  type LoginBody,
  type LoginData,
  loginBodyErrors,
  MFA_MESSAGES,
  type MfaLoginData,
  type MfaStep,
  normalLoginBody,
  webPaths,
  withQuery,
} from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '../../../lib/hooks.ts';
import { send } from '../../../lib/http.ts';
import { adoptPrerendered } from '../../../lib/prerendered.ts';
import { loginFailure, loginRefusal, loginSuccess } from '../../../lib/slices/auth.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { CurrentPasswordField, EmailField } from '../../../ui/AccountFields.tsx';
import { errorCode } from '../../../ui/forms.ts';
import { useLoginMfaMutation, useLoginMutation } from '../api.ts';
import { failureText, fieldErrors } from '../formErrors.ts';
import { MfaCodeInput, MfaEnrolmentPanel, RecoveryCodesPanel } from './MfaParts.tsx';

interface Props {
  /** Called after a successful sign-in with the signed-in session. */
  onSuccess: (data: LoginData) => void;
}

/** E-mail and password; field errors beside the fields, the server's refusal in an alert. */
export function LoginForm({ onSuccess }: Props) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [loginMfa, { isLoading: verifying }] = useLoginMfaMutation();
  /** Staff with two-step sign-in: the second step the login call answered. */
  const [step, setStep] = useState<MfaStep | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  /** An enrolment just completed: the session waits until the recovery codes were seen. */
  const [enrolled, setEnrolled] = useState<MfaLoginData | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The typed address when the refusal is an unverified e-mail: the alert links to a new verification e-mail. */
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    // Checked by hand, not with zod: the sign-in page does not download zod.
    validate: loginBodyErrors,
    validateInputOnBlur: true,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const submittedEarly = useRef(false);
  useLayoutEffect(() => {
    submittedEarly.current = adoptPrerendered(
      formRef.current,
      { email: 'email', password: 'password' },
      (field, value) => form.setFieldValue(field as keyof LoginBody, value, { forceUpdate: false }),
    );
  }, [form.setFieldValue]);
  // A sign-in sent from the static page before the app came: sent now, through the live form's checks.
  useEffect(() => {
    if (submittedEarly.current) formRef.current?.requestSubmit();
  }, []);

  const finish = (data: LoginData) => {
    dispatch(loginSuccess(data));
    toastSuccess(LOGIN_MESSAGES.success);
    onSuccess(data);
  };

  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!step) return;
    setCodeError(undefined);
    if (!code.trim()) return setCodeError(MFA_MESSAGES.codeRequired);
    try {
      const { data } = await loginMfa({ body: { mfaToken: step.mfaToken, code } }).unwrap();
      if (data.recoveryCodes) return setEnrolled(data);
      finish(data);
    } catch (error) {
      const fields = fieldErrors(error) as Record<string, string>;
      if (fields.code) return setCodeError(fields.code);
      // The sign-in itself ended (expired, too many wrong codes): start again from the password.
      setStep(null);
      setCode('');
      setFailure(failureText(error));
    }
  };

  if (enrolled?.recoveryCodes) {
    const { recoveryCodes, ...session } = enrolled;
    return <RecoveryCodesPanel codes={recoveryCodes} onDone={() => finish(session)} />;
  }

  if (step) {
    return (
      <form onSubmit={verify} noValidate aria-label="Two-step sign-in">
        <Stack gap="md">
          <Text size="sm">{step.mfa === 'enrol' ? MFA_MESSAGES.enrolStep : MFA_MESSAGES.verifyStep}</Text>
          {step.enrolment && <MfaEnrolmentPanel enrolment={step.enrolment} />}
          <MfaCodeInput
            value={code}
            onChange={setCode}
            error={codeError}
            label={step.mfa === 'enrol' ? 'Authentication code' : 'Authentication code or recovery code'}
          />
          <Button type="submit" fullWidth loading={verifying}>
            Verify
          </Button>
        </Stack>
      </form>
    );
  }

  const submit = async (values: LoginBody) => {
    setFailure(null);
    setUnverified(null);
    const body = normalLoginBody(values);
    try {
      const { data: answer } = await login({ body }).unwrap();
      if (isMfaStep(answer)) {
        setStep(answer);
        return;
      }
      const data = answer;
      const refusal = loginRefusal(data);
      if (refusal) {
        // Spec section 4: such a provider has not signed in; give the session back at once.
        send(AUTH_ROUTES.logout.path, { method: AUTH_ROUTES.logout.method, token: data.token }).catch(() => {});
        dispatch(loginFailure());
        setFailure(LOGIN_MESSAGES[refusal]);
        if (refusal === 'emailNotVerified') setUnverified(body.email);
        return;
      }
      finish(data);
    } catch (error) {
      dispatch(loginFailure());
      form.setErrors(fieldErrors(error));
      setFailure(failureText(error));
      if (errorCode(error) === 'EMAIL_NOT_VERIFIED') setUnverified(body.email);
    }
  };

  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
            {unverified && (
              <Anchor
                component={Link}
                to={withQuery(webPaths.verifyEmail, { email: unverified })}
                size="sm"
                fw={600}
                display="block"
                mt={6}
              >
                Resend verification e-mail
              </Anchor>
            )}
          </Alert>
        )}
        <EmailField form={form} autoComplete="username" />
        <CurrentPasswordField form={form} field="password" label="Password" />
        <Group justify="flex-end">
          <Anchor component={Link} to={webPaths.recoverPassword} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={isLoading}>
          Sign in
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          New provider?{' '}
          <Anchor component={Link} to={webPaths.signup}>
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
