import { useCurrentUser } from '../lib/hooks.ts';
import { StaffProfile } from '../modules/auth/components/StaffProfile.tsx';
import { OwnProfile } from '../modules/providers/components/OwnProfile.tsx';

/** /profile exists in both areas: the staff's own profile, or the provider's Profile Settings. */
export default function ProfilePage() {
  const { isProvider } = useCurrentUser();
  return isProvider ? <OwnProfile title="Profile Settings" /> : <StaffProfile />;
}
