import { useMemo, useState } from 'react';
import { Anchor, Button, Group, List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createColumnHelper } from '@tanstack/react-table';
import type { CarbonCalculationView, EmissionFactorView, FactorLibraryView } from '@esg/contracts/scoring';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FileDropzone } from '@/components/ui/file-dropzone';
import { FormAlert } from '@/components/ui/form-alert';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/lib/auth-store';
import { notifySuccess } from '@/lib/notify';
import { useCarbonCalculations } from '../api/carbon-calculations';
import { useImportEmissionFactors } from '../api/import-emission-factors';
import { useEmissionFactors } from '../api/list-emission-factors';
import { useFactorLibraries } from '../api/list-factor-libraries';
import { ClimateCompanyPicker, useClimateCompany } from './climate-company-picker';
import { formatNumber, formatTonnes } from '../summary';

const PAGE_SIZE = 20;
const WORKBOOK_MAX_BYTES = 20 * 1024 * 1024;

const factorColumn = createColumnHelper<EmissionFactorView>();
const factorColumns = [
  factorColumn.accessor('name', {
    header: 'Factor',
    meta: { rowHeader: true, alwaysVisible: true, width: '38%' },
    cell: (c) => (
      <Stack gap={0}>
        <Text size="sm">{c.getValue()}</Text>
        <Text size="xs" c="dimmed">
          {c.row.original.category}
        </Text>
      </Stack>
    ),
  }),
  factorColumn.accessor('kgCO2e', {
    header: 'kg CO₂e',
    meta: { align: 'right' },
    cell: (c) => (
      <Text size="sm" ff="monospace">
        {formatNumber(c.getValue(), 10)}
      </Text>
    ),
  }),
  factorColumn.accessor('unit', { header: 'Per unit' }),
  factorColumn.accessor('scope', {
    header: 'Scope',
    cell: (c) => (c.getValue() === 'outside' ? 'Outside of scopes' : c.getValue()),
  }),
  factorColumn.accessor((f) => libraryLabel(f), {
    id: 'library',
    header: 'Source',
    cell: (c) => (
      <Stack gap={0}>
        <Text size="sm">{c.getValue()}</Text>
        <Text size="xs" c="dimmed">
          {c.row.original.sheet}, row {c.row.original.row}
        </Text>
      </Stack>
    ),
  }),
];

const calcColumn = createColumnHelper<CarbonCalculationView>();
/** A factor library as users name it: "DESNZ 2024 v1.1". */
const libraryLabel = (l: Pick<FactorLibraryView, 'source' | 'year' | 'version'>): string =>
  `${l.source} ${l.year} v${l.version}`;

/** The saved inventories' columns; a calculation names its libraries by id, shown by their names. */
const calcColumnsFor = (libraryNames: ReadonlyMap<string, string>) => [
  calcColumn.accessor('period', { header: 'Period', meta: { rowHeader: true } }),
  calcColumn.accessor('title', { header: 'Title' }),
  calcColumn.accessor((c) => c.result.totals.scope1, {
    id: 'scope1',
    header: 'Scope 1 tCO₂e',
    meta: { align: 'right' },
    cell: (c) => formatTonnes(c.getValue()),
  }),
  calcColumn.accessor((c) => c.result.totals.scope2Location, {
    id: 'scope2',
    header: 'Scope 2 (location) tCO₂e',
    meta: { align: 'right' },
    cell: (c) => formatTonnes(c.getValue()),
  }),
  calcColumn.accessor((c) => c.result.totals.scope2Market, {
    id: 'scope2m',
    header: 'Scope 2 (market) tCO₂e',
    meta: { align: 'right' },
    cell: (c) => formatTonnes(c.getValue()),
  }),
  calcColumn.accessor((c) => c.result.totals.scope3, {
    id: 'scope3',
    header: 'Scope 3 tCO₂e',
    meta: { align: 'right' },
    cell: (c) => formatTonnes(c.getValue()),
  }),
  calcColumn.accessor('factorLibraries', {
    header: 'Factor libraries',
    cell: (c) =>
      c
        .getValue()
        .map((id) => libraryNames.get(id) ?? 'an earlier library')
        .join(', '),
  }),
  calcColumn.accessor('version', { header: 'Version', meta: { align: 'right' } }),
];

/**
 * /calculations: the company's saved carbon inventories, the emission-factor library (searched,
 * with each source's licence and attribution) and, for platform admins, the upload of a new DESNZ or
 * EPA workbook through the importer (a new library version beside the old ones, ADR 0020).
 */
export function CalculationsPage({
  companyId: requested,
  onCompanyChange,
}: {
  companyId?: number;
  onCompanyChange?: (companyId: number) => void;
}) {
  const user = useCurrentUser();
  // An investor (GP) lists a portfolio company's saved inventories; others their own company's.
  const climate = useClimateCompany(requested, { preferOwn: true });
  const calculations = useCarbonCalculations(climate.companyId);
  const libraries = useFactorLibraries();
  const calcColumns = useMemo(
    () => calcColumnsFor(new Map((libraries.data ?? []).map((l) => [l.id, libraryLabel(l)]))),
    [libraries.data],
  );
  const [libraryId, setLibraryId] = useState<string | null>(null);
  const [scope, setScope] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [debounced] = useDebouncedValue(q, 300);
  const [page, setPage] = useState(1);
  const factors = useEmissionFactors({
    q: debounced || undefined,
    libraryId: libraryId ?? undefined,
    scope: (scope ?? undefined) as EmissionFactorView['scope'] | undefined,
    page,
    perPage: PAGE_SIZE,
  });
  const meta = factors.data?.meta;

  return (
    <>
      <PageHeader
        title="Calculations"
        description="Saved carbon inventories, and the emission-factor library they are calculated with."
        primaryAction={
          user.companyId !== null && user.role !== 'admin' ? (
            <ButtonLink
              to="/carbon-emission"
              search={climate.companyId !== null && !climate.isOwn ? { companyId: climate.companyId } : {}}
            >
              Open Carbon Calculator
            </ButtonLink>
          ) : null
        }
      />
      <Stack gap="xl">
        {user.companyId !== null && user.role !== 'admin' ? (
          <Stack gap="sm" component="section" aria-labelledby="saved-calculations">
            <Group justify="space-between" align="flex-end">
              <Title order={2} size="h3" id="saved-calculations">
                Saved calculations
                {climate.investor && climate.companyName ? ` — ${climate.companyName}` : ''}
              </Title>
              {climate.investor && onCompanyChange ? (
                <ClimateCompanyPicker
                  companyId={climate.companyId}
                  choices={climate.choices}
                  onChange={onCompanyChange}
                />
              ) : null}
            </Group>
            <DataTable
              label="Saved calculations"
              itemName={['calculation', 'calculations']}
              columns={calcColumns}
              data={calculations.data}
              getRowId={(c) => String(c.id)}
              loading={calculations.isPending}
              error={calculations.error}
              onRetry={() => void calculations.refetch()}
              paging={{ mode: 'none' }}
              empty={<EmptyState size="sm" title="No calculation saved yet." />}
            />
          </Stack>
        ) : null}

        <Stack gap="sm" component="section" aria-labelledby="factor-library">
          <Title order={2} size="h3" id="factor-library">
            Emission-factor library
          </Title>
          <DataTable
            label="Emission factors"
            itemName={['factor', 'factors']}
            columns={factorColumns}
            data={factors.data?.factors}
            getRowId={(f) => f.id}
            loading={factors.isPending}
            fetching={factors.isFetching && !factors.isPending}
            error={factors.error}
            onRetry={() => void factors.refetch()}
            filter={{
              mode: 'server',
              value: q,
              onChange: (value) => {
                setQ(value);
                setPage(1);
              },
              placeholder: 'Search factors: natural gas, electricity, flight…',
            }}
            toolbar={
              <Group gap="sm">
                <Select
                  aria-label="Library"
                  placeholder="Every library"
                  data={(libraries.data ?? []).map((l) => ({ value: l.id, label: libraryLabel(l) }))}
                  value={libraryId}
                  onChange={(v) => {
                    setLibraryId(v);
                    setPage(1);
                  }}
                  clearable
                  w={200}
                />
                <Select
                  aria-label="Scope"
                  placeholder="Every scope"
                  data={[
                    { value: '1', label: 'Scope 1' },
                    { value: '2', label: 'Scope 2' },
                    { value: '3', label: 'Scope 3' },
                    { value: 'outside', label: 'Outside of scopes' },
                  ]}
                  value={scope}
                  onChange={(v) => {
                    setScope(v);
                    setPage(1);
                  }}
                  clearable
                  w={170}
                />
              </Group>
            }
            paging={{
              mode: 'server',
              page,
              pageSize: PAGE_SIZE,
              totalPages: meta?.totalPages ?? 1,
              total: meta?.total,
              onPageChange: setPage,
            }}
            empty={<EmptyState size="sm" title="No factor matches." />}
          />
          <Paper withBorder radius="md" p="md">
            <Text fw={600} size="sm" mb={4}>
              Sources and licences
            </Text>
            <List size="sm" spacing={4}>
              {(libraries.data ?? []).map((l) => (
                <List.Item key={l.id}>
                  {l.title} ({l.factorCount.toLocaleString('en-GB')} factors): {l.attribution.text}.{' '}
                  <Anchor href={l.attribution.url} target="_blank" rel="noreferrer" size="sm">
                    {l.attribution.licence}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
        </Stack>

        {user.role === 'admin' ? <WorkbookUpload /> : null}
      </Stack>
    </>
  );
}

function WorkbookUpload() {
  const [files, setFiles] = useState<File[]>([]);
  const upload = useImportEmissionFactors();
  return (
    <Stack gap="sm" component="section" aria-labelledby="factor-upload">
      <Title order={2} size="h3" id="factor-upload">
        Import a factor workbook
      </Title>
      <Text size="sm" c="dimmed">
        The official DESNZ condensed set or the EPA Emission Factors Hub as published (.xlsx). A new year or
        version becomes a new library; calculations keep the version they used.
      </Text>
      <FileDropzone
        label="Workbook"
        extensions={['xlsx']}
        maxBytes={WORKBOOK_MAX_BYTES}
        value={files}
        onChange={setFiles}
        disabled={upload.isPending}
      />
      <FormAlert error={upload.error} />
      <Group>
        <Button
          disabled={files.length === 0}
          loading={upload.isPending}
          onClick={() =>
            upload.mutate(files[0], {
              onSuccess: (result) => {
                setFiles([]);
                notifySuccess(
                  result.created
                    ? `Imported ${result.library.factorCount} factors as ${result.library.id}`
                    : `This workbook is already imported as ${result.library.id}`,
                );
              },
            })
          }
        >
          Import workbook
        </Button>
      </Group>
    </Stack>
  );
}
