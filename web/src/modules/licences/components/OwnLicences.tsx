import { Panel } from '../../../ui/Panel.tsx';
import { LicencesTable } from './LicencesTable.tsx';

/** The signed-in provider's licences on their profile, each with a link to the upload of its renewal. */
export function OwnLicences() {
  return (
    <Panel title="Licences">
      <LicencesTable own />
    </Panel>
  );
}
