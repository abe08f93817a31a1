import { Checkbox, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ProviderAgreement } from './ProviderAgreement.tsx';
import { SignaturePreview } from './SignaturePreview.tsx';

interface SigningValues {
  agreementAccepted: boolean;
  signature: string;
}

/** The provider agreement, its acceptance box and the typed-name signature with its cursive preview. */
export function AgreementSignature<V extends SigningValues>({
  form,
  description,
  placeholder,
}: {
  form: UseFormReturnType<V>;
  /** Where the name to type comes from, e.g. 'Your first and last name, as above', or the name itself. */
  description: string;
  /** The name to type, when known. */
  placeholder?: string | undefined;
}) {
  return (
    <>
      <ProviderAgreement />
      <Checkbox
        label="I agree to the provider agreement"
        key={form.key('agreementAccepted')}
        {...form.getInputProps('agreementAccepted', { type: 'checkbox' })}
      />
      <TextInput
        label="Type your full name to sign"
        description={description}
        placeholder={placeholder}
        autoComplete="off"
        required
        withAsterisk={false}
        maxLength={100}
        key={form.key('signature')}
        {...form.getInputProps('signature')}
      />
      <SignaturePreview name={form.values.signature} />
    </>
  );
}
