import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FACILITY_CONTACT_TYPES, type Facility } from '@portal/contracts';
import type { ReactNode } from 'react';
import { DetailField, type DetailFieldProps, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { useListCountriesQuery, useListStatesQuery, useListTimezonesQuery } from '../../reference/index.ts';
import { contactName } from '../facilityForm.ts';
import { FacilityStatusBadge } from './FacilityStatusBadge.tsx';

const NOT_SET = 'Not set';

/** Facility fields read 'Not set' when empty. */
const Field = (props: DetailFieldProps) => <DetailField empty={NOT_SET} {...props} />;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The read-only cards of /view-facilities/:id: details, address, the four contacts and the ICON contacts. */
export function FacilityDetails({ facility }: { facility: Facility }) {
  const countries = useListCountriesQuery();
  const states = useListStatesQuery({ country: facility.country ?? '' }, { skip: !facility.country });
  const timezones = useListTimezonesQuery();

  const countryName = countries.data?.find((c) => c.code === facility.country)?.name ?? facility.country;
  const stateName = states.data?.find((s) => s.code === facility.state)?.name ?? facility.state;
  const timezoneLabel = timezones.data?.find((t) => t.value === facility.timezone)?.label ?? facility.timezone;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card title="Details">
          <DetailGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Name">{facility.name}</Field>
            <Field label="Status">
              <div>
                <FacilityStatusBadge status={facility.status} />
              </div>
            </Field>
            <Field label="Client">{facility.client?.name}</Field>
            <Field label="VMS">{facility.vms?.name}</Field>
            <Field label="Division">{facility.division?.name}</Field>
            <Field label="Time zone">{timezoneLabel}</Field>
            <Field label="Created">{formatDateTime(facility.createdAt)}</Field>
            <Field label="Updated">{formatDateTime(facility.updatedAt)}</Field>
          </DetailGrid>
        </Card>
        <Card title="Address">
          <DetailGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Field label="Address 1">{facility.address1}</Field>
            <Field label="Address 2">{facility.address2}</Field>
            <Field label="City">{facility.city}</Field>
            <Field label="State">{stateName}</Field>
            <Field label="Postal code">{facility.postalCode}</Field>
            <Field label="Country">{countryName}</Field>
          </DetailGrid>
        </Card>
      </SimpleGrid>

      <Card title="Contacts">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          {FACILITY_CONTACT_TYPES.map((type) => {
            const contact = facility.contacts.find((c) => c.type === type.value);
            return (
              <Paper key={type.value} withBorder radius="sm" p="sm" component="section" aria-label={type.label}>
                <Text fw={600} size="sm" mb="xs">
                  {type.label}
                </Text>
                {contact ? (
                  <Stack gap="xs">
                    <Field label="Name">{contact.name}</Field>
                    <Field label="E-mail">
                      <Anchor href={`mailto:${contact.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {contact.email}
                      </Anchor>
                    </Field>
                    <Field label="Phone">{contact.phone}</Field>
                  </Stack>
                ) : (
                  <Text size="sm" c="dimmed">
                    {NOT_SET}
                  </Text>
                )}
              </Paper>
            );
          })}
        </SimpleGrid>
      </Card>

      <Card title="ICON contacts">
        {facility.iconContacts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {NOT_SET}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {facility.iconContacts.map((u) => (
              <li key={u._id}>
                <Text size="sm" span fw={500}>
                  {contactName(u)}
                </Text>{' '}
                <Anchor href={`mailto:${u.email}`} size="sm">
                  {u.email}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
