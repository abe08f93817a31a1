import { Stack, Text, Title } from '@mantine/core';
import { webPaths } from '@portal/contracts';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/hooks.ts';
import { useDropPrerendered } from '../../lib/prerendered.ts';
import { LoginForm } from '../../modules/auth/components/LoginForm.tsx';
import { areaOf, clearSigningOut, homeOf, safeRedirect } from '../../modules/auth/redirect.ts';
import { AuthLayout } from '../../ui/AuthLayout.tsx';

/** /login: after signing in, go to ?redirect= when it is a path on this site, else the role's home. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { isLoggedIn, role, profile } = useCurrentUser();
  const redirect = safeRedirect(params.get('redirect'));
  useDropPrerendered();

  useEffect(() => clearSigningOut(), []);

  const area = isLoggedIn ? areaOf(role, profile) : null;
  if (area) return <Navigate to={redirect ?? homeOf(area)} replace />;

  return (
    <AuthLayout>
      <Stack gap="lg">
        <div>
          <Title order={2}>Sign in</Title>
          <Text c="dimmed" size="sm">
            Welcome back. Sign in with your e-mail and password.
          </Text>
        </div>
        <LoginForm
          onSuccess={(data) => {
            const own = areaOf(data.role, data.profile);
            navigate(redirect ?? (own ? homeOf(own) : webPaths.login), { replace: true });
          }}
        />
      </Stack>
    </AuthLayout>
  );
}
