import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DetailField } from './DetailField.tsx';
import { personName } from './format.ts';

/** A record's 'Provider': the name (a link when `to` is given) above the e-mail address. */
export function ProviderField({
  provider,
  to,
}: {
  provider: { firstName: string; lastName: string; email: string };
  to?: string;
}) {
  return (
    <DetailField label="Provider">
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {personName(provider)}
        </Anchor>
      ) : (
        personName(provider)
      )}
      <Text size="xs" c="dimmed">
        {provider.email}
      </Text>
    </DetailField>
  );
}
