/** What other web modules may use from this one (import it only from here). */
export {
  useListClientsQuery,
  useListCountriesQuery,
  useListJobTypesQuery,
  useListSchoolsQuery,
  useListStatesQuery,
  useListTimezonesQuery,
  useListVmsQuery,
} from './api.ts';
export { AddressFields, type AddressFieldValues } from './components/AddressFields.tsx';
export { PickListManager } from './components/PickListManager.tsx';
export { PickListSelect } from './components/PickListSelect.tsx';
export { countryZonesFirst } from './timezones.ts';
