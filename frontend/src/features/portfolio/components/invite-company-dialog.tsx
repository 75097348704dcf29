import { Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { invitePortfolioCompanyRequestSchema } from '@esg/contracts/access-manager';
import { FormAlert } from '@/components/ui/form-alert';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useInviteCompany, type InvitedKind } from '../api/invited-companies';
import { useFunds } from '../api/list-funds';

/**
 * Invites a portfolio company (a GP, optionally held by its open funds) or a GP company (an LP): the
 * company is created with its contact, who becomes its primary user and gets the invitation mail.
 */
export function InviteCompanyDialog({
  companyId,
  kind,
  onClose,
}: {
  companyId: number;
  kind: InvitedKind;
  onClose: () => void;
}) {
  const invite = useInviteCompany(companyId, kind);
  const funds = useFunds(kind === 'pc' ? companyId : null);
  const form = useZodForm(invitePortfolioCompanyRequestSchema, {
    companyName: '',
    contactName: '',
    email: '',
    fundIds: [],
  });
  const noun = kind === 'pc' ? 'portfolio company' : 'GP company';
  const save = form.submit(({ fundIds, ...request }) =>
    invite.mutate(kind === 'pc' ? { ...request, fundIds } : request, {
      onSuccess: (company) => {
        notifySuccess(`${company.name} invited; ${company.contact_email} got the invitation mail`);
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title={`Invite ${noun}`}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Company name" required data-autofocus {...form.getInputProps('companyName')} />
          <TextInput label="Contact name" required {...form.getInputProps('contactName')} />
          <TextInput
            label="Contact email"
            type="email"
            required
            description="The contact becomes the company's primary user and gets the invitation mail."
            {...form.getInputProps('email')}
          />
          {kind === 'pc' ? (
            <MultiSelect
              label="Held by funds"
              searchable
              data={(funds.data ?? [])
                .filter((f) => f.status === 'open')
                .map((f) => ({ value: String(f.id), label: f.name }))}
              value={(form.getValues().fundIds ?? []).map(String)}
              onChange={(values) => form.setFieldValue('fundIds', values.map(Number))}
            />
          ) : null}
          <FormAlert error={invite.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
