import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { saveContractRequestSchema, type Contract } from '@esg/contracts/company-contracts';
import { DateField } from '@/components/ui/date-field';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { useStandards } from '../api/get-standards';
import { useEditLock } from '@/lib/edit-lock';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useContract } from '../api/get-contract';
import { useContracts } from '../api/list-contracts';
import { useSaveContract } from '../api/save-contract';
import { ContractStatusBadge, COMPANY_TYPE_LABELS, contractTypeLabel } from './contract-format';

const breadcrumbs = [
  <AnchorLink key="manager" to="/contract-manager">
    Contract Manager
  </AnchorLink>,
];

/**
 * /contract-form (the contract-manager admin): a company's contract, `?companyId=` chosen here or
 * from the Contract Manager. Saving applies the limits at once (the access manager enforces them).
 */
export function ContractFormPage({
  companyId,
  onChooseCompany,
}: {
  companyId?: number;
  onChooseCompany: (companyId: number) => void;
}) {
  const contracts = useContracts();
  const contract = useContract(companyId ?? null);
  return (
    <>
      <PageHeader
        breadcrumbs={breadcrumbs}
        title="Contract Form"
        meta={contract.data ? <ContractStatusBadge status={contract.data.status} /> : null}
        description="The contract type, its period and the limits of a company. The limits hold from the moment you save."
      />
      <Stack gap="lg" maw={880}>
        <Select
          label="Company"
          placeholder={contracts.isPending ? 'Loading companies…' : 'Choose a company'}
          searchable
          maw={420}
          data={(contracts.data ?? []).map((c) => ({ value: String(c.companyId), label: c.companyName }))}
          value={companyId === undefined ? null : String(companyId)}
          onChange={(value) => value && onChooseCompany(Number(value))}
        />
        {companyId === undefined ? (
          <Text c="dimmed">Choose the company whose contract you want to set.</Text>
        ) : contract.isPending ? (
          <PageSkeleton />
        ) : contract.isError ? (
          <QueryError error={contract.error} onRetry={() => void contract.refetch()} />
        ) : (
          <ContractForm
            key={`${contract.data.companyId}:${contract.data.updatedAt ?? ''}`}
            contract={contract.data}
          />
        )}
      </Stack>
    </>
  );
}

function ContractForm({ contract }: { contract: Contract }) {
  const navigate = useNavigate();
  const save = useSaveContract();
  const standards = useStandards();
  const form = useZodForm(saveContractRequestSchema, {
    contractType: contract.contractType === 'demo' ? 'demo' : 'standard',
    startDate: contract.startDate,
    endDate: contract.endDate,
    limits: { ...contract.limits },
    standardIds: contract.standards.map((s) => s.id),
  });
  useEditLock(form.isDirty());
  const values = form.getValues();
  const belowUse = values.limits.portfolioCompanies < contract.portfolioCompaniesUsed;
  const invitesLabel = contract.companyType === 'lp' ? 'GP companies' : 'Portfolio companies';

  return (
    <Card>
      <form
        noValidate
        aria-label={`Contract of ${contract.companyName}`}
        onSubmit={form.submit((request) =>
          save.mutate(
            { companyId: contract.companyId, ...request },
            {
              onSuccess: ({ message }) => {
                form.resetDirty();
                notifySuccess(message ?? 'Contract saved');
                void navigate({ to: '/contract-information', search: { companyId: contract.companyId } });
              },
            },
          ),
        )}
      >
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Title order={2} size="h4">
                {contract.companyName}
              </Title>
              <Text size="sm" c="dimmed">
                {COMPANY_TYPE_LABELS[contract.companyType]} · now {contractTypeLabel(contract.contractType)}
              </Text>
            </Stack>
          </Group>
          <FormAlert error={save.error} />
          <Radio.Group
            label="Contract type"
            value={values.contractType}
            onChange={(value) => form.setFieldValue('contractType', value)}
          >
            <Group gap="xl" mt={6} align="flex-start">
              {(['standard', 'demo'] as const).map((type) => (
                <Radio
                  key={type}
                  value={type}
                  label={contractTypeLabel(type)}
                  description={
                    type === 'demo'
                      ? 'Its users see the demo company (company 1) under a demo banner.'
                      : 'The company works on its own data.'
                  }
                />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField
              label="Start date"
              value={values.startDate}
              onChange={(next) => form.setFieldValue('startDate', next)}
              error={form.errors.startDate}
            />
            <DateField
              label="End date"
              description="The last day of the contract. Empty: open-ended."
              value={values.endDate}
              onChange={(next) => form.setFieldValue('endDate', next)}
              error={form.errors.endDate}
            />
          </SimpleGrid>
          <div>
            <Text fw={600} size="sm">
              Limits
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              What the access manager lets the company invite (contributors also take a team place).
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={invitesLabel}
                min={0}
                allowDecimal={false}
                description={`${contract.portfolioCompaniesUsed} invited so far`}
                {...form.getInputProps('limits.portfolioCompanies')}
              />
              <NumberInput
                label="Team members"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('limits.teamMembers')}
              />
              <NumberInput
                label="Contributors"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('limits.contributors')}
              />
            </SimpleGrid>
            {belowUse ? (
              <Alert color="yellow" variant="light" mt="sm" role="note">
                {contract.companyName} has already invited {contract.portfolioCompaniesUsed}; nobody is
                removed, but it cannot invite more until it is under the new limit.
              </Alert>
            ) : null}
          </div>
          <Checkbox.Group
            label="Standards included"
            description="The frameworks the contract covers: only these may be assigned to the company and its portfolio, and collected. None: any standard."
            value={values.standardIds.map(String)}
            onChange={(next) => form.setFieldValue('standardIds', next.map(Number))}
          >
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt={6}>
              {(standards.data ?? []).map((s) => (
                <Checkbox key={s.id} value={String(s.id)} label={s.name} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate({ to: '/contract-manager' })}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save contract
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
