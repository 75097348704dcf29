import { Button, Group, Modal, MultiSelect, NumberInput, Stack, TextInput } from '@mantine/core';
import type { ChildCompany } from '@esg/contracts/access-manager';
import type { Fund } from '@esg/contracts/portfolio';
import { fundFormSchema } from '@esg/contracts/portfolio-forms';
import { FormAlert } from '@/components/ui/form-alert';
import { LabelSelect } from '@/components/ui/label-select';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCreateFund } from '../api/create-fund';
import { useUpdateFund } from '../api/update-fund';

interface FundFormModalProps {
  companyId: number;
  /** The fund to edit; none to create one. */
  fund: Fund | null;
  /** The portfolio companies the fund may hold (the GP's children of type pc). */
  portfolioCompanies: readonly ChildCompany[];
  onClose: () => void;
  onSaved?: (fund: Fund) => void;
}

/** Create or edit a fund (name, currency, vintage, SFDR classification, strategy, holdings). */
export function FundFormModal({ companyId, fund, portfolioCompanies, onClose, onSaved }: FundFormModalProps) {
  const create = useCreateFund();
  const update = useUpdateFund(fund?.id ?? 0);
  const mutation = fund ? update : create;
  const form = useZodForm(fundFormSchema, {
    companyId,
    name: fund?.name ?? '',
    currency: fund?.currency ?? 'EUR',
    vintage: fund?.vintage ?? new Date().getFullYear(),
    sfdrClassification: fund?.sfdrClassification ?? 'article_8',
    strategy: fund?.strategy ?? '',
    portfolioCompanyIds: fund?.portfolioCompanyIds ?? [],
  });
  const options = portfolioCompanies
    .filter((c) => c.type === 'pc')
    .map((c) => ({ value: String(c.id), label: c.name }));

  const save = form.submit(({ companyId: _companyId, ...request }) => {
    const done = (saved: Fund) => {
      notifySuccess(fund ? `“${saved.name}” saved` : `Fund “${saved.name}” created`);
      onSaved?.(saved);
      onClose();
    };
    if (fund) update.mutate(request, { onSuccess: done });
    else create.mutate({ companyId, ...request }, { onSuccess: done });
  });

  return (
    <Modal opened onClose={onClose} title={fund ? `Edit “${fund.name}”` : 'Create fund'} size="lg">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Fund name" required data-autofocus {...form.getInputProps('name')} />
          <Group grow align="flex-start">
            <TextInput
              label="Currency"
              description="ISO 4217 code"
              required
              maxLength={3}
              {...form.getInputProps('currency')}
              onChange={(e) => form.setFieldValue('currency', e.currentTarget.value.toUpperCase())}
            />
            <NumberInput
              label="Vintage"
              description="Year of the first close"
              required
              allowDecimal={false}
              thousandSeparator=""
              {...form.getInputProps('vintage')}
            />
          </Group>
          <LabelSelect
            label="SFDR classification"
            set="sfdrClassification"
            required
            allowDeselect={false}
            {...form.getInputProps('sfdrClassification')}
          />
          <TextInput
            label="Strategy"
            placeholder="Growth equity, infrastructure…"
            {...form.getInputProps('strategy')}
          />
          <MultiSelect
            label="Portfolio companies held"
            description="Companies you invited appear here; invite more in the Access Manager."
            data={options}
            searchable
            value={(form.getValues().portfolioCompanyIds ?? []).map(String)}
            onChange={(values) => form.setFieldValue('portfolioCompanyIds', values.map(Number))}
            error={form.errors.portfolioCompanyIds}
          />
          <FormAlert error={mutation.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {fund ? 'Save fund' : 'Create fund'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
