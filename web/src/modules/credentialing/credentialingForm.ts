import {
  type ApplicationType,
  type Credentialing,
  type CredentialingInput,
  type CredentialingKind,
  credentialingInputSchema,
} from '@portal/contracts';
import { z } from 'zod';

// A type alias, not an interface: the zod resolver wants values assignable to Record<string, unknown>.
/** The form's values: every input holds text. */
export type CredentialingFormValues = {
  kind: CredentialingKind;
  providerId: string;
  facilityId: string;
  payorId: string;
  applicationType: ApplicationType | '';
  requestedOn: string;
  submittedOn: string;
  approvedOn: string;
  effectiveOn: string;
  dueOn: string;
  privileges: string;
  assignedStaffId: string;
  notes: string;
  /** The provider's documents linked to the record. */
  documentIds: string[];
};

export const emptyCredentialingValues = (providerId = ''): CredentialingFormValues => ({
  kind: 'credentialing',
  providerId,
  facilityId: '',
  payorId: '',
  applicationType: '',
  requestedOn: '',
  submittedOn: '',
  approvedOn: '',
  effectiveOn: '',
  dueOn: '',
  privileges: '',
  assignedStaffId: '',
  notes: '',
  documentIds: [],
});

export const credentialingToFormValues = (
  c: Credentialing & { documents?: { _id: string }[] },
): CredentialingFormValues => ({
  kind: c.kind,
  providerId: c.provider._id,
  facilityId: c.facility?._id ?? '',
  payorId: c.payor?._id ?? '',
  applicationType: c.applicationType,
  requestedOn: c.requestedOn ?? '',
  submittedOn: c.submittedOn ?? '',
  approvedOn: c.approvedOn ?? '',
  effectiveOn: c.effectiveOn ?? '',
  dueOn: c.dueOn ?? '',
  privileges: c.privileges ?? '',
  assignedStaffId: c.assignedStaff?._id ?? '',
  notes: c.notes ?? '',
  documentIds: (c.documents ?? []).map((d) => d._id),
});

/** Empty strings become null (spec section 5); a payor only for payor enrollment. */
export const formValuesToBody = (v: CredentialingFormValues): CredentialingInput => ({
  kind: v.kind,
  providerId: v.providerId,
  facilityId: v.facilityId || null,
  payorId: v.kind === 'payor-enrollment' ? v.payorId || null : null,
  applicationType: v.applicationType as ApplicationType,
  requestedOn: v.requestedOn || null,
  submittedOn: v.submittedOn || null,
  approvedOn: v.approvedOn || null,
  effectiveOn: v.effectiveOn || null,
  dueOn: v.dueOn || null,
  privileges: v.privileges.trim() || null,
  assignedStaffId: v.assignedStaffId || null,
  notes: v.notes.trim() || null,
  documentIds: v.documentIds,
});

export const credentialingFormSchema = z.preprocess(
  (v) => formValuesToBody(v as CredentialingFormValues),
  credentialingInputSchema,
);
