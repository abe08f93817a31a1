import { ListFilter } from './ListFilter.tsx';
import { type FilterSetName, filterSetOptions } from './listFilters.ts';
import type { ListController } from './useListState.ts';

export interface FilterSetProps<S extends string> {
  list: ListController<S>;
  /** approval: Approved / Pending / Not Approved; timesheet: Approved / Approval Pending / Rejected / Not
   * Submitted; approvedOrNot: Approved / Not Approved; completion: Completed / Incomplete; signature: Signed /
   * Not Signed. */
  set: FilterSetName;
  filterKey?: string;
  label?: string;
  labels?: Record<string, string>;
  width?: number;
}

/** A status filter offering one of the spec's filter sets; 'All' leaves the filter out. */
export function FilterSet<S extends string>({
  list,
  set,
  filterKey = 'status',
  label = 'Status',
  labels,
  width,
}: FilterSetProps<S>) {
  return (
    <ListFilter list={list} filterKey={filterKey} label={label} options={filterSetOptions(set, labels)} width={width} />
  );
}
