import { createFileRoute } from '@tanstack/react-router';
import { LoginCardHeading } from '@/components/layouts/login-layout';
import { RegisterCompanyForm } from '@/features/company/components/register-company-form';

/** A new general or limited partner registers its company. */
export const Route = createFileRoute('/_login-new-theme/register-company')({
  component: () => (
    <section aria-label="Register Company">
      <LoginCardHeading
        title="Register Company"
        subtitle="Register your firm. We will e-mail its contact a link to set a password and start collecting data."
      />
      <RegisterCompanyForm />
    </section>
  ),
});
