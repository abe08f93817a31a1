import { type facilityTokenBodySchema, TIMESHEET_API } from '@portal/contracts';
import type { z } from 'zod';
import { api } from '../../lib/api.ts';
import { mutationOf, queryOf } from '../../lib/endpoint.ts';

/** The approval link's time sheet id and token. */
export type FacilityLink = z.input<typeof facilityTokenBodySchema>;

/** The facility approver's calls: public, no sign-in; the link's token is the permission. */
const facilityApprovalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The time sheet, the approver's name and, once someone (this link's holder, the other approver, staff) decided
     * it, who and when. Changes nothing.
     */
    verifyFacilityAccess: build.query(
      queryOf(TIMESHEET_API.verifyFacilityAccess, { silent: true, keepUnusedDataFor: 0 }),
    ),
    /** 'Time sheet approved successfully' / 'Time sheet rejected'. */
    facilityDecide: build.mutation(mutationOf(TIMESHEET_API.facilityDecide, { silent: true })),
  }),
});

export const { useVerifyFacilityAccessQuery, useFacilityDecideMutation } = facilityApprovalApi;
