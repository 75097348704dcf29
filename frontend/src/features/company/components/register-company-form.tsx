import { Link } from '@tanstack/react-router';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { email, required } from '@/lib/validation';
import { useRegisterCompany } from '../api/register-company';

const COMPANY_TYPES = [
  { value: 'gp', label: 'General Partner (GP)' },
  { value: 'lp', label: 'Limited Partner (LP)' },
] as const;

/** A new GP or LP registers; its contact receives an e-mail to set a password. */
export function RegisterCompanyForm() {
  const register = useRegisterCompany();
  const form = useFormFields(
    { companyName: '', companyType: '', contactName: '', email: '' },
    {
      companyName: () => [required],
      companyType: () => [required],
      contactName: () => [required],
      email: () => [required, email],
    },
  );

  if (register.isSuccess) {
    return (
      <div className="stack">
        <FormStatus success={register.data} />
        <Link to="/login" className="button button--secondary button--block">
          Back to login
        </Link>
      </div>
    );
  }

  return (
    <form
      className="login-form"
      noValidate
      aria-busy={register.isPending}
      onSubmit={(event) => {
        const values = form.submit(event);
        if (!values) return;
        register.mutate({
          companyName: values.companyName.trim(),
          companyType: values.companyType === 'lp' ? 'lp' : 'gp',
          contactName: values.contactName.trim(),
          email: values.email.trim(),
        });
      }}
    >
      <FormStatus error={register.error} />
      <TextField
        label="Company Name"
        autoComplete="organization"
        autoFocus
        required
        {...form.bind('companyName')}
      />
      <RadioGroup legend="Company Type" options={COMPANY_TYPES} required {...form.bind('companyType')} />
      <TextField label="Contact Name" autoComplete="name" required {...form.bind('contactName')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        {...form.bind('email')}
      />
      <button className="button button--primary button--block" type="submit" disabled={register.isPending}>
        {register.isPending ? 'Registering…' : 'Register'}
      </button>
      <Link to="/login" className="login-form__link">
        Already registered? Log in
      </Link>
    </form>
  );
}
