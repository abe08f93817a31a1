import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec section 4: bulk approval progress, fed by the realtime channel. */
interface BulkApprovalState {
  inProcess: boolean;
  completed: boolean;
  totalCount: number;
  approvedCount: number;
  notApprovedCount: number;
}

const initialBulkApprovalState: BulkApprovalState = {
  inProcess: false,
  completed: false,
  totalCount: 0,
  approvedCount: 0,
  notApprovedCount: 0,
};

/** The TIMESHEETS_APPROVAL message's totals (spec section 7). */
interface BulkApprovalTotals {
  totalCount: number;
  successfulApproved: number;
  notApproved: number;
}

const bulkApprovalSlice = createSlice({
  name: 'bulkApproval',
  initialState: initialBulkApprovalState,
  reducers: {
    /** Sets in-process and resets the counts. */
    startBulkApproval: () => ({ ...initialBulkApprovalState, inProcess: true }),
    /** Stores the totals and marks the run complete. */
    completeBulkApproval: (_state, { payload }: PayloadAction<BulkApprovalTotals>) => ({
      inProcess: false,
      completed: true,
      totalCount: payload.totalCount,
      approvedCount: payload.successfulApproved,
      notApprovedCount: payload.notApproved,
    }),
    /** The user closed the 'Information!' alert. */
    closeBulkApproval: () => initialBulkApprovalState,
  },
});

export const { startBulkApproval, completeBulkApproval, closeBulkApproval } = bulkApprovalSlice.actions;
export const bulkApprovalReducer = bulkApprovalSlice.reducer;

/** '{n} timesheet(s) from the listing has been approved', pluralised. */
export const bulkApprovedText = (n: number): string =>
  `${n} ${n === 1 ? 'timesheet' : 'timesheets'} from the listing has been approved`;

export const BULK_APPROVAL_IN_PROGRESS_TEXT =
  'Timesheet Approval is in progress so you might experience delays in some events related to payroll. Please be patient and try again later.';
