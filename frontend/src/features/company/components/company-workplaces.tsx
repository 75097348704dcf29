import { Button, Card, Text, Title } from '@mantine/core';
import { labelText } from '@esg/contracts/labels';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { useCompanies, type CompanySummary } from '../api/list-companies';
import { useVisitWorkplace } from '../api/visit-workplace';

const column = createColumnHelper<CompanySummary>();

/**
 * For a platform admin: every company, each with 'Visit workplace' (spec 2.3). Visiting sets the
 * admin's visited company (PATCH /api/user/{id}); the shell then shows that company's workplace
 * with 'Back To Admin'.
 */
export function CompanyWorkplaces({ userId, onVisited }: { userId: number; onVisited: () => void }) {
  const companies = useCompanies();
  const visit = useVisitWorkplace();
  const names = new Map((companies.data ?? []).map((company) => [company.id, company.name]));

  const columns = [
    column.accessor('name', { header: 'Company', meta: { rowHeader: true, alwaysVisible: true } }),
    column.accessor((c) => labelText('companyType', c.type), {
      id: 'type',
      header: 'Type',
      meta: { label: 'Type' },
    }),
    column.accessor((c) => (c.parent_id === null ? '' : (names.get(c.parent_id) ?? `#${c.parent_id}`)), {
      id: 'parent',
      header: 'Parent company',
      meta: { label: 'Parent company' },
      cell: (info) => info.getValue() || '—',
    }),
    column.display({
      id: 'visit',
      header: () => <span className="visually-hidden-text">Workplace</span>,
      meta: { label: 'Workplace', align: 'right', alwaysVisible: true },
      cell: ({ row }) =>
        row.original.type === 'admin' ? null : (
          <Button
            size="xs"
            variant="default"
            disabled={visit.isPending}
            // The promise, not mutate's per-call onSuccess: the visit re-renders the page as the visited
            // company's (this table unmounts), and React Query drops per-call callbacks of unmounted users.
            onClick={() =>
              void visit.mutateAsync({ userId, companyId: row.original.id }).then(onVisited, () => undefined)
            }
          >
            Visit workplace
          </Button>
        ),
    }),
  ];

  return (
    <Card component="section" aria-labelledby="company-workplaces-heading">
      <Title order={2} id="company-workplaces-heading">
        Company workplaces
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Open a company&apos;s workplace to see the platform as its users do. Use Back To Admin to return.
      </Text>
      <FormAlert error={visit.error} />
      <DataTable
        label="Company workplaces"
        itemName={['company', 'companies']}
        columns={columns}
        data={companies.data}
        getRowId={(c) => String(c.id)}
        // On a phone the company, its type and the visit button: the parent is one tap away (Columns).
        loading={companies.isPending}
        error={companies.error}
        onRetry={() => void companies.refetch()}
        sorting={{ mode: 'client', initial: [{ id: 'name', desc: false }] }}
        filter={{ mode: 'client', placeholder: 'Find a company' }}
        paging={{ mode: 'client', pageSize: 25 }}
      />
    </Card>
  );
}
