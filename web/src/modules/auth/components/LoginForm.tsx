import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOGIN_MESSAGES, type LoginBody, type LoginData, loginBodySchema } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link } from 'react-router';
import { http } from '../../../app/api.ts';
import { useAppDispatch } from '../../../app/hooks.ts';
import { toastSuccess } from '../../../app/setup.ts';
import { loginFailure, loginRefusal, loginSuccess } from '../../../app/slices/auth.ts';
import { useLoginMutation } from '../api.ts';
import { failureText, fieldErrors } from '../formErrors.ts';

interface Props {
  /** Called after a successful sign-in with the signed-in session. */
  onSuccess: (data: LoginData) => void;
}

/** E-mail and password; field errors beside the fields, the server's refusal in an alert. */
export function LoginForm({ onSuccess }: Props) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  /** The typed address when the refusal is an unverified e-mail: the alert links to a new verification e-mail. */
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm<LoginBody>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginBodySchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });

  const submit = async (values: LoginBody) => {
    setFailure(null);
    setUnverified(null);
    const body = loginBodySchema.parse(values);
    try {
      const { data } = await login(body).unwrap();
      const refusal = loginRefusal(data);
      if (refusal) {
        // Spec section 4: such a provider has not signed in; give the session back at once.
        http.post('/logout', null, { headers: { Authorization: `Bearer ${data.token}` } }).catch(() => {});
        dispatch(loginFailure());
        setFailure(LOGIN_MESSAGES[refusal]);
        if (refusal === 'emailNotVerified') setUnverified(body.email);
        return;
      }
      dispatch(loginSuccess(data));
      toastSuccess(LOGIN_MESSAGES.success);
      onSuccess(data);
    } catch (error) {
      dispatch(loginFailure());
      form.setErrors(fieldErrors(error));
      const text = failureText(error);
      setFailure(text);
      if (text === LOGIN_MESSAGES.emailNotVerified) setUnverified(body.email);
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Sign in">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
            {unverified && (
              <Anchor
                component={Link}
                to={`/verify-email?email=${encodeURIComponent(unverified)}`}
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
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          required
          withAsterisk={false}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/recover-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={isLoading}>
          Sign in
        </Button>
        <Text size="sm" ta="center" c="dimmed">
          New provider?{' '}
          <Anchor component={Link} to="/signup">
            Create an account
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
