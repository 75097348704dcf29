import { createFileRoute } from '@tanstack/react-router';
import { RegisterCompanyForm } from '@/features/company/components/register-company-form';

/** A new general or limited partner registers its company. */
export const Route = createFileRoute('/_login-new-theme/register-company')({
  component: () => (
    <section className="login-card" aria-labelledby="register-heading">
      <h1 id="register-heading" className="login-card__title">
        Register Company
      </h1>
      <p className="login-card__subtitle">
        Register your firm. We will e-mail its contact a link to set a password and start collecting data.
      </p>
      <RegisterCompanyForm />
    </section>
  ),
});
