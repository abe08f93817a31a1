import { defineEvent } from '../../platform/events.ts';

/**
 * A provider's document was uploaded, or its field values or type were edited: modules keeping structured data of
 * documents (licences) read the values again. Emitted in the change's transaction.
 */
export interface DocumentValuesChanged {
  documentId: string;
  providerId: string;
  typeName: string;
  /** The type's field answers by key ('licence-number', 'state', 'expiry-date'...). */
  values: Record<string, unknown>;
  /** The document's expiry, read from its values. */
  expiresOn: string | null;
  /** The document this upload renews (archived by it), if any. */
  renews: string | null;
}

export const documentValuesChanged = defineEvent<DocumentValuesChanged>('document.values-changed');
