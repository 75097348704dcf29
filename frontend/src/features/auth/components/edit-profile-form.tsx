import { Link } from '@tanstack/react-router';
import type { User } from '@esg/contracts/auth';
import { TextField } from '@/components/ui/text-field';
import { FormStatus } from '@/components/ui/form-status';
import { useFormFields } from '@/hooks/use-form-fields';
import { useEditLock } from '@/lib/edit-lock';
import { profileNameMaxLength, required } from '@/lib/validation';
import { useUpdateProfile } from '../api/update-profile';

/** Edit the signed-in user's name; the e-mail is the login and is shown read-only. */
export function EditProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useFormFields({ name: user.name }, { name: () => [required, profileNameMaxLength] });
  useEditLock(form.values.name !== user.name);

  return (
    <form
      className="card form-card"
      noValidate
      aria-busy={update.isPending}
      onSubmit={(event) => {
        const values = form.submit(event);
        if (values) update.mutate({ name: values.name.trim() });
      }}
    >
      <FormStatus error={update.error} success={update.isSuccess ? 'Your profile has been saved.' : null} />
      <TextField label="Name" autoComplete="name" required {...form.bind('name')} />
      <TextField label="Email" type="email" value={user.email} readOnly />
      <div className="card__actions">
        <button className="button button--primary" type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </button>
        <Link to="/profile" className="button button--secondary">
          Cancel
        </Link>
      </div>
    </form>
  );
}
