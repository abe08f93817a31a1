import { Anchor, List, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { Link } from 'react-router';

/** The points a provider agrees to when creating an account. */
const AGREEMENT_POINTS = [
  'Keep your licences, certifications, malpractice insurance and other credentials current, and upload renewed documents before the old ones expire.',
  'Submit accurate and complete timesheets for the hours you actually worked, on time for each pay period.',
  'Claim only expenses you actually incurred on an assignment, with receipts where they are required.',
  'Tell ICON promptly about any change to your licence status, insurance, contact details or availability.',
  'Follow the policies of the facilities where you work and keep patient information confidential.',
  'Keep your portal password to yourself and do not let anyone else use your account.',
] as const;

/** The provider agreement in a scrollable box above the signature. */
export function ProviderAgreement() {
  return (
    <ScrollArea.Autosize
      mah={180}
      type="auto"
      offsetScrollbars
      tabIndex={0}
      aria-label="Provider agreement"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      <Stack gap="xs" p="sm">
        <Title order={3} size="h5">
          Provider agreement
        </Title>
        <Text size="sm">By signing this agreement and using the ICON Provider Portal you, the provider, agree to:</Text>
        <List type="ordered" size="sm" spacing={4}>
          {AGREEMENT_POINTS.map((point) => (
            <List.Item key={point}>{point}</List.Item>
          ))}
        </List>
        <Text size="sm">
          ICON may suspend your access if information you give is found to be inaccurate. Typing your full name below
          has the same effect as signing this agreement by hand.
        </Text>
        <Text size="sm">
          Your use of the portal is also governed by the{' '}
          <Anchor component={Link} to={webPaths.termsAndConditions} target="_blank">
            Terms & Conditions
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to={webPaths.privacyPolicy} target="_blank">
            Privacy Policy
          </Anchor>
          .
        </Text>
      </Stack>
    </ScrollArea.Autosize>
  );
}
