import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useListCitiesQuery, useListCountriesQuery, useListStatesQuery } from '../../reference/api.ts';
import { type FacilityFormValues, optionsWithCurrent } from '../facilityForm.ts';

/** Pause before the city suggestions follow what is typed, in ms. */
const CITY_DEBOUNCE_MS = 250;

export interface AddressFieldsProps {
  form: UseFormReturnType<FacilityFormValues>;
  disabled: boolean;
}

/**
 * Address 1 and 2, country (GET /list-countries), state (GET /list-states of the country), city (suggestions from
 * GET /list-cities, free text allowed) and postal code. A list that cannot load, or a country without states,
 * leaves a plain text input, so the address can always be entered.
 */
export function AddressFields({ form, disabled }: AddressFieldsProps) {
  const { country, state, city } = form.values;

  const countries = useListCountriesQuery();
  const states = useListStatesQuery({ country: country ?? '' }, { skip: !country });
  const [citySearch] = useDebouncedValue(city.trim(), CITY_DEBOUNCE_MS);
  const cities = useListCitiesQuery(
    { country: country ?? '', state: state ?? '', search: citySearch },
    { skip: !country || !state || states.isError },
  );

  const countryOptions = useMemo(
    () =>
      optionsWithCurrent(
        (countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
        country,
      ),
    [countries.data, country],
  );
  const stateOptions = useMemo(
    () =>
      optionsWithCurrent(
        (states.currentData ?? []).map((s) => ({ value: s.code, label: s.name })),
        state,
      ),
    [states.currentData, state],
  );
  const cityOptions = useMemo(() => [...new Set((cities.data ?? []).map((c) => c.name))], [cities.data]);

  const onCountryChange = (value: string | null) => {
    if (value === country) return;
    form.setFieldValue('country', value);
    // A state or city of another country no longer applies.
    form.setFieldValue('state', null);
    form.setFieldValue('city', '');
  };

  const countryFreeText = countries.isError;
  const stateFreeText = !country || states.isError || states.currentData?.length === 0;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Address 1"
        maxLength={200}
        autoComplete="off"
        disabled={disabled}
        {...form.getInputProps('address1')}
        key={form.key('address1')}
      />
      <TextInput
        label="Address 2"
        maxLength={200}
        autoComplete="off"
        description="Needs a country and a postal code"
        disabled={disabled}
        {...form.getInputProps('address2')}
        key={form.key('address2')}
      />
      {countryFreeText ? (
        <TextInput
          label="Country"
          maxLength={100}
          autoComplete="off"
          disabled={disabled}
          {...form.getInputProps('country')}
          value={country ?? ''}
        />
      ) : (
        <Select
          label="Country"
          placeholder={countries.isLoading ? 'Loading countries...' : 'Choose a country'}
          data={countryOptions}
          searchable
          clearable
          nothingFoundMessage="No countries found"
          disabled={disabled}
          {...form.getInputProps('country')}
          onChange={onCountryChange}
        />
      )}
      {stateFreeText ? (
        <TextInput
          label="State"
          maxLength={100}
          autoComplete="off"
          disabled={disabled}
          {...form.getInputProps('state')}
          value={state ?? ''}
        />
      ) : (
        <Select
          label="State"
          placeholder={states.isFetching ? 'Loading states...' : 'Choose a state'}
          data={stateOptions}
          searchable
          clearable
          nothingFoundMessage="No states found"
          disabled={disabled}
          {...form.getInputProps('state')}
        />
      )}
      <Autocomplete
        label="City"
        maxLength={100}
        autoComplete="off"
        placeholder={state ? 'Type to search' : undefined}
        data={cityOptions}
        limit={50}
        disabled={disabled}
        {...form.getInputProps('city')}
        key={form.key('city')}
      />
      <TextInput
        label="Postal code"
        maxLength={20}
        autoComplete="off"
        disabled={disabled}
        {...form.getInputProps('postalCode')}
        key={form.key('postalCode')}
      />
    </SimpleGrid>
  );
}
