import { useState, type FormEvent } from 'react';
import { isCompletedLogin } from '@esg/contracts/auth';
import { ApiError } from '@/lib/api-client';
import { TextField } from '@/components/ui/text-field';
import { email, passwordMinLength, required, validate, type Validator } from '@/lib/validation';
import { useLogin } from '../api/login';

type FieldName = 'email' | 'password';

const rules: Record<FieldName, readonly Validator[]> = {
  email: [required, email],
  password: [required, passwordMinLength],
};

function serverErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.statusCode === 429)
      return error.message || 'Too many attempts. Please wait a moment and try again.';
    return error.message;
  }
  return 'Something went wrong. Please try again.';
}

interface LoginFormProps {
  /** The password was right and the session started. */
  onSuccess: () => void;
  /** The password was right and a second factor (or its enrolment) is needed. */
  onTwoFactor: () => void;
}

/**
 * Validation is eager (spec 5): a field is checked as soon as the user has interacted with it
 * (typed in it, or left it with a value), then on every change; submitting checks every field.
 */
export function LoginForm({ onSuccess, onTwoFactor }: LoginFormProps) {
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', password: '' });
  const [touched, setTouched] = useState<Record<FieldName, boolean>>({ email: false, password: false });
  const login = useLogin();

  const errors: Record<FieldName, string | undefined> = {
    email: validate(values.email, rules.email),
    password: validate(values.password, rules.password),
  };
  const shownError = (field: FieldName) => (touched[field] ? errors[field] : undefined);

  const change = (field: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setTouched((previous) => ({ ...previous, [field]: true }));
    if (login.isError) login.reset();
  };
  // Leaving an untouched empty field (the autofocused e-mail, on the way to a link) is not yet an
  // interaction: flagging it would shift the layout under the pointer.
  const blur = (field: FieldName) => () => {
    if (values[field] !== '') setTouched((previous) => ({ ...previous, [field]: true }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const firstInvalid = (['email', 'password'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    login.mutate(
      { email: values.email.trim(), password: values.password },
      { onSuccess: (outcome) => (isCompletedLogin(outcome) ? onSuccess() : onTwoFactor()) },
    );
  };

  return (
    <form className="login-form" noValidate onSubmit={submit} aria-busy={login.isPending}>
      {login.isError ? (
        <div className="alert alert--danger" role="alert">
          {serverErrorMessage(login.error)}
        </div>
      ) : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        autoFocus
        required
        value={values.email}
        error={shownError('email')}
        onChange={(event) => change('email')(event.target.value)}
        onBlur={blur('email')}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={shownError('password')}
        onChange={(event) => change('password')(event.target.value)}
        onBlur={blur('password')}
      />
      <button className="button button--primary button--block" type="submit" disabled={login.isPending}>
        {login.isPending ? 'Logging in…' : 'Log in'}
      </button>
    </form>
  );
}
