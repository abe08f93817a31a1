import { PAY_PERIOD_CLOSE_API } from '@portal/contracts';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

const E = PAY_PERIOD_CLOSE_API;
/** Closing or reopening changes the list, every lock shown and, for adjustments, payments. */
const changed = ['PayPeriod' as const, 'PeriodLock' as const, 'Payment' as const];

/** Close, reopen, the lock every screen of a period's records shows, and retro adjustments. */
const payPeriodCloseApi = api
  .enhanceEndpoints({ addTagTypes: ['PayPeriod', 'PeriodLock', 'Payment'] })
  .injectEndpoints({
    endpoints: (build) => ({
      periodLock: build.query(queryOf(E.lock, { providesTags: ['PeriodLock' as const] })),
      /** 409 PAYMENTS_NOT_APPROVED is toasted with the server's message. */
      closePayPeriod: build.mutation(mutationOf(E.close, { invalidatesTags: changed })),
      /** A 400 (no reason) is shown beside the reason. */
      reopenPayPeriod: build.mutation(mutationOf(E.reopen, { silent: [400], invalidatesTags: changed })),
      addPayAdjustment: build.mutation(mutationOf(E.addAdjustment, { silent: [400], invalidatesTags: changed })),
    }),
  });

export const {
  usePeriodLockQuery,
  useClosePayPeriodMutation,
  useReopenPayPeriodMutation,
  useAddPayAdjustmentMutation,
} = payPeriodCloseApi;
