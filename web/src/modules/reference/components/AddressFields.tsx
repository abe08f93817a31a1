import { Autocomplete, type ComboboxItem, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { freeTextInput } from '../../../ui/forms.ts';
import { useOptionsWithCurrent } from '../../../ui/listFilters.ts';
import { TextField } from '../../../ui/TextField.tsx';
import { useListCitiesQuery, useListCountriesQuery, useListStatesQuery } from '../api.ts';

/** Pause before the city suggestions follow what is typed, in ms. */
const CITY_DEBOUNCE_MS = 250;
const COMBO = { withinPortal: true } as const;

/** The address part of a form's values (facilities, provider profiles). */
export interface AddressFieldValues {
  address1: string;
  address2: string;
  city: string;
  state: string | null;
  postalCode: string;
  country: string | null;
}

const codeOption = (c: { code: string; name: string }) => ({ value: c.code, label: c.name });

export interface AddressFieldsProps<V extends AddressFieldValues> {
  form: UseFormReturnType<V>;
  disabled?: boolean;
  /** Fields shown after the state (a provider's county). */
  afterState?: ReactNode;
  /** Called when the country or state changes, to clear what depended on them (e.g. the county). */
  onPlaceChange?: () => void;
  /** Fields shown at the end of the grid (a provider's time zone). */
  children?: ReactNode;
}

/**
 * Address 1 and 2, country (GET /list-countries), state (GET /list-states of the country), city (suggestions from
 * GET /list-cities, free text allowed) and postal code. A list that cannot load, or a country without states, leaves
 * a plain text input, so an address can always be entered. One set of fields for every address form.
 */
export function AddressFields<V extends AddressFieldValues>({
  form: typed,
  disabled = false,
  afterState,
  onPlaceChange,
  children,
}: AddressFieldsProps<V>) {
  // The address paths exist in every V; the form is read through the address shape.
  const form = typed as unknown as UseFormReturnType<AddressFieldValues>;
  const { country, state, city } = form.getValues();
  const countries = useListCountriesQuery();
  const states = useListStatesQuery({ country: country ?? '' }, { skip: !country });
  const [citySearch] = useDebouncedValue(city.trim(), CITY_DEBOUNCE_MS);
  const cities = useListCitiesQuery(
    { country: country ?? '', state: state ?? '', search: citySearch || undefined },
    { skip: !country || !state || !states.currentData?.length },
  );

  const countryOptions = useOptionsWithCurrent(countries.data, codeOption, country);
  const stateOptions = useOptionsWithCurrent(states.currentData, codeOption, state);
  const cityOptions = useMemo(() => [...new Set((cities.data ?? []).map((c) => c.name))], [cities.data]);

  /** A place typed in when its list cannot be shown (it did not load, or the country has no states). */
  const placeText = (label: string, name: 'country' | 'state') => (
    <TextInput label={label} maxLength={100} autoComplete="off" disabled={disabled} {...freeTextInput(form, name)} />
  );

  /** A place chosen from its list; `choose` writes the choice and clears what depended on the old one. */
  const placeSelect = (
    label: string,
    name: 'country' | 'state',
    plural: string,
    data: ComboboxItem[],
    choose: (value: string | null) => void,
  ) => (
    <Select
      label={label}
      placeholder={`Choose a ${name}`}
      data={data}
      searchable
      clearable
      nothingFoundMessage={`No ${plural} found`}
      comboboxProps={COMBO}
      disabled={disabled}
      {...form.getInputProps(name)}
      onChange={choose}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField form={form} name="address1" label="Address 1" maxLength={200} disabled={disabled} />
      <TextField
        form={form}
        name="address2"
        label="Address 2"
        maxLength={200}
        description="Needs a country and a postal code"
        disabled={disabled}
      />
      {countries.data?.length
        ? placeSelect('Country', 'country', 'countries', countryOptions, (value) => {
            if (value === country) return;
            form.setFieldValue('country', value);
            // A state or city of another country no longer applies.
            form.setFieldValue('state', null);
            form.setFieldValue('city', '');
            onPlaceChange?.();
          })
        : placeText('Country', 'country')}
      {country && states.currentData?.length
        ? placeSelect('State', 'state', 'states', stateOptions, (value) => {
            form.setFieldValue('state', value);
            onPlaceChange?.();
          })
        : placeText('State', 'state')}
      {afterState}
      <Autocomplete
        label="City"
        maxLength={100}
        placeholder={state ? 'Type to search' : undefined}
        data={cityOptions}
        limit={50}
        comboboxProps={COMBO}
        autoComplete="off"
        disabled={disabled}
        {...form.getInputProps('city')}
        key={form.key('city')}
      />
      <TextField form={form} name="postalCode" label="Postal code" maxLength={20} disabled={disabled} />
      {children}
    </SimpleGrid>
  );
}
