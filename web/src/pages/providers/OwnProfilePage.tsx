import { OwnProfile } from '../../modules/providers/components/OwnProfile.tsx';

/** /provider-view-basic-info : the provider's own profile. */
export default function OwnProfilePage() {
  return <OwnProfile title="Basic Information" />;
}
