import type { FacilityAccess, Ok, Timesheet } from '@portal/contracts';
import { api } from '../../app/api.ts';

export interface FacilityLink {
  id: string;
  token: string;
}

export interface FacilityDecision extends FacilityLink {
  decision: 'approve' | 'reject';
  signatureName: string;
  reason?: string;
}

/** The facility approver's calls: public, no sign-in; the link's token is the permission. */
export const facilityApprovalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /verify-facility-access-timesheet : the time sheet, the approver's name and, once someone (this link's
     * holder, the other approver, staff) decided it, who and when. Changes nothing.
     */
    verifyFacilityAccess: build.query<FacilityAccess, FacilityLink>({
      query: (body) => ({ url: '/verify-facility-access-timesheet', method: 'POST', body, silent: true }),
      transformResponse: (res: Ok<FacilityAccess>) => res.data,
      keepUnusedDataFor: 0,
    }),
    /** POST /facility-approve-timesheet : 'Time sheet approved successfully' / 'Time sheet rejected'. */
    facilityDecide: build.mutation<Ok<Timesheet>, FacilityDecision>({
      query: (body) => ({ url: '/facility-approve-timesheet', method: 'POST', body, silent: true }),
    }),
  }),
});

export const { useVerifyFacilityAccessQuery, useFacilityDecideMutation } = facilityApprovalApi;
