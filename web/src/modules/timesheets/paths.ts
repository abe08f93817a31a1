/** Where the time sheet screens of each area live (spec section 2). */
export type TimesheetArea = 'provider' | 'staff';

export interface TimesheetPaths {
  list: string;
  add: string;
  addDaily: string | null;
  edit: (id: string) => string;
  view: (id: string) => string;
}

export const PROVIDER_TIMESHEET_PATHS: TimesheetPaths = {
  list: '/provider-timesheet-listing',
  add: '/provider-add-timesheet',
  addDaily: '/provider-add-dailytimesheet',
  edit: (id) => `/provider-edit-timesheet/${encodeURIComponent(id)}`,
  view: (id) => `/provider-view-timesheet/${encodeURIComponent(id)}`,
};

export const STAFF_TIMESHEET_PATHS: TimesheetPaths = {
  list: '/admin-timesheet-listing',
  add: '/admin-add-timesheet',
  addDaily: null,
  edit: (id) => `/admin-edit-timesheet/${encodeURIComponent(id)}`,
  view: (id) => `/admin-view-timesheet/${encodeURIComponent(id)}`,
};

export const timesheetPaths = (area: TimesheetArea): TimesheetPaths =>
  area === 'provider' ? PROVIDER_TIMESHEET_PATHS : STAFF_TIMESHEET_PATHS;
