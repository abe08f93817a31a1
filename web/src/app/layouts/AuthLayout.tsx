import { Outlet } from 'react-router';
import { AuthLayout } from '../../ui/AuthLayout.tsx';

/** AuthLayout as a route element for public screens. */
export function AuthLayoutOutlet() {
  return (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  );
}
