import { possessive } from '@esg/contracts/text';
import { useCallback, useMemo } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import {
  canEditCompanyDetails,
  effectiveCompanyId,
  isContributor,
  normaliseCompany,
} from '@esg/access-policy';
import type { CompanyChange } from '@esg/contracts/access-manager';
import type { CompanyDetail } from '@esg/contracts/data-collection';
import { labelText } from '@esg/contracts/labels';
import { companyDetailsFormSchema } from '@esg/contracts/portfolio-forms';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/dates';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useCompanyHistory, useUpdateCompanyDetails } from '../api/company-details';
import { useCompany } from '../api/get-company';
import { useStandards } from '../api/get-standards';

/** The words of each company field the history names (spec 3 field names stay in the API). */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  industry_id: 'Industry',
  auto_mail_flag: 'Weekly digest mail',
  report_reminder_flag: 'Due-date reminders',
  auto_highlights_flag: 'Automatic highlights',
  gp_key: 'GP key',
  funds_manager: 'Funds manager',
  is_action_plan_enabled: 'Action plans',
  standards: 'Standards',
  data_collection_duration: 'Reporting cycle',
};

type FlagField =
  | 'auto_mail_flag'
  | 'report_reminder_flag'
  | 'auto_highlights_flag'
  | 'funds_manager'
  | 'is_action_plan_enabled';

const ADMIN_FIELDS = ['gp_key', 'funds_manager', 'is_action_plan_enabled'] as const;

const historyColumn = createColumnHelper<CompanyChange>();

/**
 * /company-details (spec 2.1 Administration, 3 Company; issue 9): the company's fields, edited by its
 * primary user (an admin also edits the platform's), read by everyone else; the contract's limits
 * and the organisation read-only; and the history of every change, who and when.
 */
export function CompanyDetailsPage() {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const company = useCompany(companyId);
  if (companyId === null) {
    return (
      <>
        <PageHeader title="Company Details" />
        <EmptyState
          title="No company chosen"
          description="Visit a company’s workplace from Management to see and edit its details."
        />
      </>
    );
  }
  if (company.isPending) return <PageSkeleton />;
  if (company.error) return <QueryError error={company.error} onRetry={() => void company.refetch()} />;
  return (
    <CompanyDetails
      detail={company.data}
      // The company shown (a demo contract's user sees the demo company, which is not theirs to edit).
      canEdit={canEditCompanyDetails({ ...ctx, company: normaliseCompany(company.data.company) })}
      admin={ctx.user?.role === 'admin'}
      seesHistory={ctx.user !== null && !isContributor(ctx.user)}
    />
  );
}

function CompanyDetails({
  detail,
  canEdit,
  admin,
  seesHistory,
}: {
  detail: CompanyDetail;
  canEdit: boolean;
  admin: boolean;
  seesHistory: boolean;
}) {
  const { company, parentCompany } = detail;
  return (
    <>
      <PageHeader
        title="Company Details"
        description="Your company’s details, the contract behind it and who changed what."
        meta={
          <>
            <Text fw={600}>{company.name}</Text>
            <StatusBadge set="companyType" code={company.type} prefix="Type" />
            <Badge variant="light" color="gray">
              Contract: {company.contract_type}
            </Badge>
          </>
        }
      />
      {!canEdit ? (
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="blue" variant="light" mb="md">
          Only {possessive(company.name, '’')} primary user ({company.contact_email}) edits these details. You
          can read them.
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" mb="lg">
        <DetailsForm key={JSON.stringify(company)} detail={detail} canEdit={canEdit} admin={admin} />
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb={4}>
            Contract and organisation
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Set by the contract manager; write to us to change them.
          </Text>
          <Stack gap="sm">
            <Fact label="Primary user" value={company.contact_email} />
            <Fact
              label="Reporting cycle"
              value={
                company.data_collection_duration
                  ? labelText('reportingCycle', company.data_collection_duration)
                  : 'Not chosen yet'
              }
            />
            <StandardsFact ids={company.company_standard_assignments.map((a) => a.standard_id)} />
            <Divider />
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Fact label="Team members" value={String(company.team_members)} hint="users allowed" />
              <Fact
                label="Contributors"
                value={String(company.number_of_contributors)}
                hint="contributors allowed"
              />
              <Fact
                label="Portfolio companies"
                value={String(company.number_of_pcs)}
                hint="companies you may invite"
              />
            </SimpleGrid>
            <Divider />
            <Fact label="Parent company" value={parentCompany ? parentCompany.name : 'None'} />
            {parentCompany ? (
              <Fact
                label={`${possessive(parentCompany.name, '’')} funds holding ${company.name}`}
                value={
                  company.parentCompanyFunds.length > 0
                    ? company.parentCompanyFunds.map((f) => f.name).join(', ')
                    : 'None recorded'
                }
              />
            ) : null}
            {!admin ? (
              <>
                <Fact label="Funds manager" value={company.funds_manager ? 'Yes' : 'No'} />
                <Fact label="GP key" value={company.gp_key ?? 'None'} />
                <Fact
                  label="Action plans"
                  value={company.is_action_plan_enabled ? 'Enabled' : 'Not enabled'}
                />
              </>
            ) : null}
          </Stack>
        </Card>
      </SimpleGrid>
      {seesHistory ? <History companyId={company.id} /> : null}
    </>
  );
}

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}

function StandardsFact({ ids }: { ids: readonly number[] }) {
  const standards = useStandards();
  const names = ids.map((id) => standards.data?.find((s) => s.id === id)?.name ?? `Standard ${id}`);
  return <Fact label="Standards" value={names.length > 0 ? names.join(', ') : 'None chosen yet'} />;
}

function DetailsForm({
  detail,
  canEdit,
  admin,
}: {
  detail: CompanyDetail;
  canEdit: boolean;
  admin: boolean;
}) {
  const { company } = detail;
  const update = useUpdateCompanyDetails(company.id);
  const form = useZodForm(companyDetailsFormSchema, {
    name: company.name,
    industry_id: company.industry_id ?? '',
    auto_mail_flag: company.auto_mail_flag,
    report_reminder_flag: company.report_reminder_flag,
    auto_highlights_flag: company.auto_highlights_flag,
    gp_key: company.gp_key ?? '',
    funds_manager: company.funds_manager,
    is_action_plan_enabled: company.is_action_plan_enabled,
  });
  const save = form.submit((values) => {
    const request: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(values)) {
      if (!admin && (ADMIN_FIELDS as readonly string[]).includes(field)) continue;
      if (company[field as keyof typeof company] !== value) request[field] = value;
    }
    if (Object.keys(request).length === 0) return;
    // Not mutate's own onSuccess: that runs only while this form is mounted, and the live refresh of
    // the saved company (data-collection.company.updated.v1) can remount it (its key is the company)
    // before the save's answer is handled, and the message was lost. The promise settles regardless;
    // a failure is shown by the FormAlert below.
    void update.mutateAsync(request).then(
      (saved) => notifySuccess(`${possessive(saved.name, '’')} details saved`),
      () => undefined,
    );
  });
  const flag = (field: FlagField, description: string) => (
    <Switch
      label={FIELD_LABELS[field]}
      description={description}
      disabled={!canEdit}
      {...form.getInputProps(field, { type: 'checkbox' })}
    />
  );
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="company-details-form">
      <Title order={2} size="h4" id="company-details-form" mb="md">
        Company
      </Title>
      <form onSubmit={save} noValidate>
        <Stack gap="md">
          <TextInput label="Company name" required readOnly={!canEdit} {...form.getInputProps('name')} />
          <NumberInput
            label="Industry"
            description="The industry’s number in the platform’s industry list; empty when not set."
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=""
            readOnly={!canEdit}
            {...form.getInputProps('industry_id')}
          />
          {admin ? (
            <TextInput
              label="GP key"
              description="Opens EDCI submissions to the company; empty for none."
              {...form.getInputProps('gp_key')}
            />
          ) : null}
          <Divider label="Mails and highlights" labelPosition="left" />
          {flag('auto_mail_flag', 'A weekly mail to each user of what waits for them.')}
          {flag(
            'report_reminder_flag',
            'Remind your portfolio companies before and after the due dates of the data you asked for.',
          )}
          {flag('auto_highlights_flag', 'Publish highlights of your data automatically.')}
          {admin ? (
            <>
              <Divider label="Platform" labelPosition="left" />
              {flag('funds_manager', 'The company manages funds (the Funds Manager menu).')}
              {flag('is_action_plan_enabled', 'The company and its portfolio use action plans.')}
            </>
          ) : null}
          <FormAlert error={update.error} />
          {canEdit ? (
            <Group justify="flex-end">
              <Button variant="default" onClick={() => form.reset()} disabled={!form.isDirty()}>
                Reset
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                Save details
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}

/** A value of the history as words: flags On/Off, standards by name, cycles by label. */
function useValueText() {
  const standards = useStandards().data;
  return useCallback(
    (field: string, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '—';
      if (typeof value === 'boolean') return value ? 'On' : 'Off';
      if (field === 'data_collection_duration' && typeof value === 'string')
        return labelText('reportingCycle', value);
      if (field === 'standards' && Array.isArray(value))
        return value
          .map((id) => standards?.find((s) => s.id === id)?.name ?? `Standard ${String(id)}`)
          .join(', ');
      if (Array.isArray(value)) return value.map(String).join(', ');
      if (typeof value === 'object') return JSON.stringify(value);
      return typeof value === 'string' ? value : (JSON.stringify(value) ?? '—');
    },
    [standards],
  );
}

function History({ companyId }: { companyId: number }) {
  const history = useCompanyHistory(companyId);
  const valueText = useValueText();
  const columns = useMemo(
    () => [
      historyColumn.accessor('at', {
        header: 'When',
        meta: { alwaysVisible: true },
        cell: (info) => formatDateTime(info.getValue()),
      }),
      historyColumn.accessor((c) => c.actor?.name ?? (c.actor ? `User ${c.actor.id}` : 'The platform'), {
        id: 'who',
        header: 'Who',
        meta: { label: 'Who' },
      }),
      historyColumn.accessor((c) => FIELD_LABELS[c.field] ?? c.field, {
        id: 'field',
        header: 'Field',
        meta: { label: 'Field', rowHeader: true },
      }),
      historyColumn.accessor((c) => valueText(c.field, c.from), {
        id: 'from',
        header: 'From',
        meta: { label: 'From' },
        enableSorting: false,
      }),
      historyColumn.accessor((c) => valueText(c.field, c.to), {
        id: 'to',
        header: 'To',
        meta: { label: 'To' },
        enableSorting: false,
      }),
    ],
    [valueText],
  );
  return (
    <section aria-labelledby="company-history">
      <Title order={2} size="h4" id="company-history" mb="sm">
        History of changes
      </Title>
      <DataTable
        label="History of changes"
        itemName={['change', 'changes']}
        columns={columns}
        data={history.data}
        getRowId={(c) => `${c.at}:${c.field}`}
        loading={history.isPending}
        fetching={history.isFetching}
        error={history.error}
        onRetry={() => void history.refetch()}
        sorting={{ mode: 'client', initial: [{ id: 'at', desc: true }] }}
        paging={{ mode: 'client', pageSize: 10 }}
        empty={
          <EmptyState
            title="No change yet"
            description="Every change of the company’s details, standards and reporting cycle is listed here."
          />
        }
      />
    </section>
  );
}
