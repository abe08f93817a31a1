import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LOGIN_MESSAGES, updatePasswordBodySchema } from '@portal/contracts';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { z } from 'zod';
import { errorKind } from '../../../lib/errors.ts';
import { isApiError } from '../../../lib/http.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { CurrentPasswordField, NewPasswordFields } from '../../../ui/AccountFields.tsx';
import { useUpdatePasswordMutation } from '../api.ts';
import { failureText, fieldErrors } from '../formErrors.ts';

const updatePasswordFormSchema = updatePasswordBodySchema
  .safeExtend({ confirmPassword: z.string().min(1, 'Please confirm the new password') })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type Values = z.input<typeof updatePasswordFormSchema>;

const empty: Values = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Current, new and confirmed password; the user stays signed in afterwards. */
export function UpdatePasswordForm() {
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: empty,
    validate: zod4Resolver(updatePasswordFormSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });

  const submit = async ({ oldPassword, newPassword }: Values) => {
    setFailure(null);
    try {
      const res = await update({ body: { oldPassword, newPassword } }).unwrap();
      toastSuccess(res.message ?? LOGIN_MESSAGES.passwordUpdated);
      form.reset();
    } catch (error) {
      const errors = fieldErrors(error);
      form.setErrors(errors);
      // Field errors speak for themselves; anything else (e.g. a 400 without fields) shows above the form.
      if (Object.keys(errors).length === 0 && isApiError(error) && errorKind(error) === 'invalid') {
        setFailure(failureText(error));
      }
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Update password">
      <Stack gap="md" maw={480}>
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {failure}
          </Alert>
        )}
        <CurrentPasswordField form={form} field="oldPassword" label="Current password" />
        <NewPasswordFields form={form} field="newPassword" label="New password" confirmLabel="Confirm new password" />
        <Group>
          <Button type="submit" loading={isLoading}>
            Update Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
