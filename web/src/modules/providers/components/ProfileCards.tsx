import { Badge, Button, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import type { ProfilePart, ProviderProfile } from '@portal/contracts';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import { DetailField, DetailGrid } from '../../../ui/DetailField.tsx';
import { formatDay, personName } from '../../../ui/format.ts';
import {
  useListCountriesQuery,
  useListSchoolsQuery,
  useListStatesQuery,
  useListTimezonesQuery,
} from '../../reference/index.ts';
import { useListRecruitersQuery } from '../api.ts';
import { NONE } from '../history.ts';
import { nameIn } from '../lookups.ts';
import { FIELD_LABELS, organisationLabel, PART_ORDER, PART_TITLES, specialtyLabel } from '../profileParts.ts';
import type { SavePart } from './PartFormKit.tsx';
import { PART_FORMS } from './PartForms.tsx';

type Row = [field: string, value: ReactNode];

/** Label/value pairs of a card's read-only view; nothing shows as '—'. */
function Fields({ rows }: { rows: Row[] }) {
  return (
    <DetailGrid cols={{ base: 1, sm: 2 }}>
      {rows.map(([field, value]) => (
        <DetailField key={field} label={FIELD_LABELS[field] ?? field} empty={NONE}>
          {value}
        </DetailField>
      ))}
    </DetailGrid>
  );
}

/** A calendar day, or nothing (shown as '—'). */
const day = (value: string | null | undefined) => (value ? formatDay(value) : null);

function BasicInfoView({ profile }: { profile: ProviderProfile }) {
  const b = profile.basicInfo;
  return (
    <Fields
      rows={[
        ['firstName', b.firstName],
        ['middleName', b.middleName],
        ['lastName', b.lastName],
        ['dateOfBirth', day(b.dateOfBirth)],
        ['npi', b.npi],
        ['specialty', specialtyLabel(b.specialty)],
      ]}
    />
  );
}

function AddressView({ profile }: { profile: ProviderProfile }) {
  const a = profile.addressAndTimezone;
  const { data: countries } = useListCountriesQuery();
  const { data: states } = useListStatesQuery({ country: a.country ?? '' }, { skip: !a.country || !a.state });
  const { data: zones } = useListTimezonesQuery(undefined, { skip: !a.timezone });
  return (
    <Fields
      rows={[
        ['address1', a.address1],
        ['address2', a.address2],
        ['country', nameIn(countries, a.country)],
        ['state', nameIn(states, a.state)],
        ['county', a.county],
        ['city', a.city],
        ['postalCode', a.postalCode],
        ['timezone', nameIn(zones, a.timezone)],
      ]}
    />
  );
}

function ContactView({ profile }: { profile: ProviderProfile }) {
  const c = profile.contactInformation;
  return (
    <Fields
      rows={[
        ['email', c.email],
        ['phone', c.phone],
        ['alternatePhone', c.alternatePhone],
        ['emergencyContactName', c.emergencyContactName],
        ['emergencyContactPhone', c.emergencyContactPhone],
      ]}
    />
  );
}

function ExpertiseView({ profile }: { profile: ProviderProfile }) {
  const e = profile.areasOfExpertise;
  const { data: schools } = useListSchoolsQuery(undefined, { skip: !e.schoolId });
  const areas = e.expertise.length ? (
    <Group component="span" gap={4} wrap="wrap">
      {e.expertise.map((x) => (
        <Badge key={x} variant="light" color="blue" tt="none">
          {x}
        </Badge>
      ))}
    </Group>
  ) : null;
  return (
    <Fields
      rows={[
        ['expertise', areas],
        ['yearsOfExperience', e.yearsOfExperience],
        ['schoolId', nameIn(schools, e.schoolId)],
        ['graduationDate', day(e.graduationDate)],
      ]}
    />
  );
}

function IncorporatedView({ profile }: { profile: ProviderProfile }) {
  const i = profile.incorporatedStatus;
  const { data: states } = useListStatesQuery({ country: 'US' }, { skip: !i.incorporationState });
  return (
    <Fields
      rows={[
        ['incorporated', i.incorporated ? 'Yes' : 'No'],
        ['companyName', i.companyName],
        ['ein', i.ein],
        ['incorporationState', nameIn(states, i.incorporationState)],
      ]}
    />
  );
}

function IconInfoView({ profile, self }: { profile: ProviderProfile; self: boolean }) {
  const i = profile.iconInformation;
  const prefix = useRolePrefix();
  // Providers cannot list staff; staff need 'view-facilities' for this list (a 403 is silent).
  const { data: recruiters } = useListRecruitersQuery({ prefix }, { skip: self || !i.recruiterId });
  const recruiter = recruiters?.find((r) => r._id === i.recruiterId);
  return (
    <Fields
      rows={[
        ['organisation', organisationLabel(i.organisation)],
        ['recruiterId', i.recruiterId ? (recruiter ? personName(recruiter) : 'Assigned') : null],
        ['startDate', day(i.startDate)],
        ['endDate', day(i.endDate)],
        ['notes', i.notes],
      ]}
    />
  );
}

const VIEWS: Record<ProfilePart, (props: { profile: ProviderProfile; self: boolean }) => ReactNode> = {
  'basic-info': BasicInfoView,
  'address-and-timezone': AddressView,
  'contact-information': ContactView,
  'areas-of-expertise': ExpertiseView,
  'incorporated-status': IncorporatedView,
  'icon-information': IconInfoView,
};

interface PartCardProps {
  part: ProfilePart;
  profile: ProviderProfile;
  editable: boolean;
  save: SavePart;
  self: boolean;
}

/** One part: read-only with an 'Edit <title>' button, or its own form with Save and Cancel. */
function PartCard({ part, profile, editable, save, self }: PartCardProps) {
  const [editing, setEditing] = useState(false);
  const titleId = useId();
  const title = PART_TITLES[part];
  const View = VIEWS[part];
  const Form = PART_FORMS[part];
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {editable && !editing && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={`Edit ${title}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        )}
      </Group>
      {editing ? (
        <Form profile={profile} save={save} self={self} onClose={() => setEditing(false)} />
      ) : (
        <View profile={profile} self={self} />
      )}
    </Paper>
  );
}

export interface ProfileCardsProps {
  profile: ProviderProfile;
  /** The parts whose card offers Edit (none for a user without 'edit-providers'). */
  editableParts: readonly ProfilePart[];
  /** Saves one part through the staff or the provider's own API. */
  save: SavePart;
  /** The provider's own profile: e-mail change hints, no staff look-ups. */
  self?: boolean;
}

/**
 * The six cards of a provider profile (Basic Info, Address & Time Zone, Contact Information, Areas of Expertise,
 * Incorporated Status, ICON Information), used by the staff screens and by the provider's own profile.
 */
export function ProfileCards({ profile, editableParts, save, self = false }: ProfileCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {PART_ORDER.map((part) => (
        <PartCard
          key={part}
          part={part}
          profile={profile}
          editable={editableParts.includes(part)}
          save={save}
          self={self}
        />
      ))}
    </SimpleGrid>
  );
}
