import type { Facility, ReferenceItem } from '@portal/contracts';
import { useMemo } from 'react';
import { useRolePrefix } from '../../../lib/hooks.ts';
import {
  countryZonesFirst,
  useListClientsQuery,
  useListTimezonesQuery,
  useListVmsQuery,
} from '../../reference/index.ts';
import { useListFacilityIconContactsQuery } from '../api.ts';
import { browserTimezones, type FacilityFormValues, iconContactOptions, optionsWithCurrent } from '../facilityForm.ts';

/** A pick list's items as choices; the facility's stored item keeps its name while it is the one chosen. */
const itemChoices = (
  items: ReferenceItem[] | undefined,
  chosen: string | null,
  stored: { _id: string; name: string } | null | undefined,
) =>
  optionsWithCurrent(
    (items ?? []).map((c) => ({ value: c._id, label: c.name })),
    chosen,
    stored?._id === chosen ? stored?.name : undefined,
  );

/**
 * The choices of the facility form's selects (clients, VMS, time zones, ICON staff), each keeping the current value
 * even when its list lacks it; the time zones fall back to the browser's own list when the server's fails to load.
 */
export function useFacilityChoices(values: FacilityFormValues, facility: Facility | undefined) {
  const prefix = useRolePrefix();
  const clientList = useListClientsQuery();
  const vmsList = useListVmsQuery();
  const timezoneList = useListTimezonesQuery();
  const staffList = useListFacilityIconContactsQuery({ prefix });

  const clients = useMemo(
    () => itemChoices(clientList.data, values.clientId, facility?.client),
    [clientList.data, values.clientId, facility],
  );
  const vms = useMemo(
    () => itemChoices(vmsList.data, values.vmsId, facility?.vms),
    [vmsList.data, values.vmsId, facility],
  );
  const timezones = useMemo(
    () =>
      optionsWithCurrent(
        timezoneList.isError ? browserTimezones() : countryZonesFirst(timezoneList.data ?? [], values.country),
        values.timezone,
      ),
    [timezoneList.isError, timezoneList.data, values.timezone, values.country],
  );
  const iconContacts = useMemo(
    () => iconContactOptions(staffList.data, facility?.iconContacts),
    [staffList.data, facility],
  );

  return {
    clients: { data: clients, loading: clientList.isLoading },
    vms: { data: vms, loading: vmsList.isLoading },
    timezones: { data: timezones, loading: timezoneList.isLoading },
    iconContacts: { data: iconContacts, loading: staffList.isLoading },
  };
}
