import { webPaths } from '@portal/contracts';

/** Where the time sheet screens of each area live (spec section 2). */
export type TimesheetArea = 'provider' | 'staff';

export interface TimesheetPaths {
  list: string;
  add: string;
  addDaily: string | null;
  edit: (id: string) => string;
  view: (id: string) => string;
}

const PROVIDER_TIMESHEET_PATHS: TimesheetPaths = {
  list: webPaths.providerTimesheetListing,
  add: webPaths.providerAddTimesheet,
  addDaily: webPaths.providerAddDailytimesheet,
  edit: webPaths.providerEditTimesheet,
  view: webPaths.providerViewTimesheet,
};

export const STAFF_TIMESHEET_PATHS: TimesheetPaths = {
  list: webPaths.adminTimesheetListing,
  add: webPaths.adminAddTimesheet,
  addDaily: null,
  edit: webPaths.adminEditTimesheet,
  view: webPaths.adminViewTimesheet,
};

export const timesheetPaths = (area: TimesheetArea): TimesheetPaths =>
  area === 'provider' ? PROVIDER_TIMESHEET_PATHS : STAFF_TIMESHEET_PATHS;
