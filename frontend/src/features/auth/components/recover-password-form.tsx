import { Link } from '@tanstack/react-router';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { email, required } from '@/lib/validation';
import { useRecoverPassword } from '../api/recover-password';

/** Asks for a recovery link; the answer is the same whether or not the e-mail has an account. */
export function RecoverPasswordForm() {
  const recover = useRecoverPassword();
  const form = useFormFields({ email: '' }, { email: () => [required, email] });

  return (
    <form
      className="login-form"
      noValidate
      aria-busy={recover.isPending}
      onSubmit={(event) => {
        const values = form.submit(event);
        if (values) recover.mutate({ email: values.email.trim() });
      }}
    >
      <FormStatus error={recover.error} success={recover.data} />
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        autoFocus
        required
        {...form.bind('email')}
      />
      <button className="button button--primary button--block" type="submit" disabled={recover.isPending}>
        {recover.isPending ? 'Sending…' : 'Send reset link'}
      </button>
      <Link to="/login" className="login-form__link">
        Back to login
      </Link>
    </form>
  );
}
