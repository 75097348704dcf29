import { Button, Group, Radio, Stack, TextInput } from '@mantine/core';
import { registerCompanyFormSchema } from '@esg/contracts/forms';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { useRegisterCompany } from '../api/register-company';
import { AnchorLink, ButtonLink } from '@/components/ui/links';

const COMPANY_TYPES = [
  { value: 'gp', label: 'General Partner (GP)' },
  { value: 'lp', label: 'Limited Partner (LP)' },
] as const;

/** A new GP or LP registers; its contact receives an e-mail to set a password. */
export function RegisterCompanyForm() {
  const register = useRegisterCompany();
  const form = useZodForm(registerCompanyFormSchema, {
    companyName: '',
    companyType: null,
    contactName: '',
    email: '',
  });

  if (register.isSuccess) {
    return (
      <Stack gap="md">
        <FormAlert success={register.data} />
        <ButtonLink to="/login" variant="default" fullWidth>
          Back to login
        </ButtonLink>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      aria-busy={register.isPending}
      onSubmit={form.submit((request) => register.mutate(request))}
    >
      <Stack gap="md">
        <FormAlert error={register.error} />
        <TextInput
          label="Company Name"
          autoComplete="organization"
          autoFocus
          required
          {...form.getInputProps('companyName')}
        />
        <Radio.Group label="Company Type" required {...form.getInputProps('companyType')}>
          <Group gap="lg" mt={6}>
            {COMPANY_TYPES.map((type) => (
              <Radio key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Radio.Group>
        <TextInput label="Contact Name" autoComplete="name" required {...form.getInputProps('contactName')} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={register.isPending}>
          Register
        </Button>
        <AnchorLink to="/login" size="sm" ta="center">
          Already registered? Log in
        </AnchorLink>
      </Stack>
    </form>
  );
}
