import { Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { updateProfileRequestSchema, type User } from '@esg/contracts/auth';
import { FormAlert } from '@/components/ui/form-alert';
import { useEditLock } from '@/lib/edit-lock';
import { useZodForm } from '@/lib/form';
import { useUpdateProfile } from '../api/update-profile';
import { ButtonLink } from '@/components/ui/links';

/** Edit the signed-in user's name; the e-mail is the login and is shown read-only. */
export function EditProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useZodForm(updateProfileRequestSchema, { name: user.name });
  useEditLock(form.values.name !== user.name);

  return (
    <Card maw={560}>
      <form
        noValidate
        aria-busy={update.isPending}
        onSubmit={form.submit((request) => update.mutate(request))}
      >
        <Stack gap="md">
          <FormAlert
            error={update.error}
            success={update.isSuccess ? 'Your profile has been saved.' : null}
          />
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" value={user.email} readOnly />
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
            <ButtonLink to="/profile" variant="default">
              Cancel
            </ButtonLink>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
