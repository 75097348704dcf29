import { Link, createFileRoute, useRouter } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeRedirectTarget } from '@/lib/redirect';

const loginSearchSchema = z.object({
  /** Where the user was going when a guard sent them here. */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_login/login')({
  validateSearch: loginSearchSchema,
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  const router = useRouter();

  return (
    <section className="login-card" aria-labelledby="login-heading">
      <h1 id="login-heading" className="login-card__title">
        Log in
      </h1>
      <p className="login-card__subtitle">Sign in to manage your ESG data, reports and action plans.</p>
      <LoginForm
        onSuccess={() => {
          void router.navigate({ href: safeRedirectTarget(redirect) ?? '/user-guide', replace: true });
        }}
        onTwoFactor={() => {
          void router.navigate({ to: '/two-fa-auth' });
        }}
      />
      <div className="login-card__links">
        <Link to="/recover-password">Forgot your password?</Link>
        <Link to="/register-company">Register your company</Link>
      </div>
    </section>
  );
}
