import { possessive } from '@esg/contracts/text';
import { lazy, Suspense, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Code,
  Group,
  List,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { canManageFunds, effectiveCompanyId } from '@esg/access-policy';
import {
  pcafSavedEstimateLines,
  type PcafCountryFigures,
  type PcafEstimateUse,
  type PcafSavedEstimate,
} from '@esg/contracts/pcaf-inputs';
import {
  PCAF_ASSET_CLASS_LABELS,
  pcafAggregateExplanation,
  pcafScoreDistribution,
  type PcafCompanyData,
} from '@esg/contracts/pcaf-portfolio';
import { pcafFormulaText } from '@esg/contracts/pcaf-formulas';
import { INSTRUMENT_LABELS } from '@esg/contracts/portfolio';
import type { PcafAssetClass, PcafPositionResult, PcafRequest } from '@esg/contracts/scoring';
import { useAccessContext } from '@/app/access-context';
import { createColumnHelper, DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { StatCard } from '@/components/ui/stat-card';
import { ToneBadge } from '@/components/ui/status-badge';
import { formatDay } from '@/lib/dates';
import { notifySuccess } from '@/lib/notify';
import { usePcafCalculation } from '../api/calculate-pcaf';
import { usePcafCompanies } from '../api/company-values';
import { useDeletePcafEstimate } from '../api/delete-pcaf-estimate';
import { useFundPositions } from '../api/fund-positions';
import { useFunds } from '../api/funds';
import { useFootprintOverTime } from '../hooks/use-footprint-over-time';
import { useNaceSectors } from '../api/nace-sectors';
import { usePcafCountryFigures } from '../api/pcaf-country-figures';
import { usePcafEstimates } from '../api/pcaf-estimates';
import { assembledHoldings, assemblePcaf, type PositionRow } from '../pcaf-assembly';
import { formatNumber } from '../summary';
import { NET_ZERO_REFERENCES, NetZero } from './net-zero';
import { FOOTPRINT_REFERENCES, PortfolioFootprint } from './portfolio-footprint';

// The saved-input dialogs load when first opened: most visits only read the scorecard.
const SovereignModal = lazy(() =>
  import('./pcaf-dialogs/sovereign-modal').then((m) => ({ default: m.SovereignModal })),
);
const EstimateModal = lazy(() =>
  import('./pcaf-dialogs/estimate-modal').then((m) => ({ default: m.EstimateModal })),
);

/** tCO₂e as a person reads them: 2 decimals, grouped; "—" when there is no figure (never 0). */
const tonnes = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '—'
    : value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const eur = (value: number) => `€${value.toLocaleString('en-GB', { maximumFractionDigits: 0 })}`;
const score = (value: number | null) => (value === null ? '—' : value.toFixed(2));
const percent = (value: number | null) => (value === null ? '—' : `${Math.round(value * 1000) / 10}%`);
const quarter = (date: string) => `Q${Math.ceil(Number(date.slice(5, 7)) / 3)} ${date.slice(0, 4)}`;

interface HowMade {
  title: string;
  lines: string[];
  inputs?: string[];
  reference?: string[];
  computedAt?: string;
  formula?: string;
}

type FundRow = { fundId: number; name: string; results: PcafPositionResult[] };
type ClassRow = { assetClass: PcafAssetClass; results: PcafPositionResult[] };

/**
 * /scorecards/pcaf (issue 11): PCAF financed emissions of the investor's funds on a quarter end. The
 * positions recorded for that date and the portfolio companies' latest published values become the
 * positions of the stateless POST /api/calculations/pcaf (the mapping: libs/contracts pcaf-portfolio.ts),
 * whose pure functions give each position's attribution factor, financed emissions and data-quality
 * score, and the per-fund, per-asset-class and portfolio totals. Every figure opens how it was made.
 */
export function PcafScorecardPage() {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  const funds = useFunds(companyId);
  const fundList = funds.data ?? [];
  const positionQueries = useFundPositions(fundList.map((f) => f.id));
  const dates = [...new Set(positionQueries.flatMap((q) => (q.data ?? []).map((s) => s.date)))]
    .sort()
    .reverse();
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen && dates.includes(chosen) ? chosen : (dates[0] ?? null);

  const fundPositions = fundList.map((fund, i) => ({
    fundId: fund.id,
    name: fund.name,
    positions: (positionQueries[i]?.data ?? []).find((s) => s.date === date) ?? null,
  }));
  const companyIds = [
    ...new Set(
      fundPositions.flatMap((f) =>
        (f.positions?.positions ?? []).flatMap((p) => (p.companyId === null ? [] : [p.companyId])),
      ),
    ),
  ].sort((a, b) => a - b);
  const companies = usePcafCompanies(companyIds);
  const overTime = useFootprintOverTime(
    companyId,
    fundList.map((f, i) => ({ fundId: f.id, name: f.name, sets: positionQueries[i]?.data ?? [] })),
  );
  // The investor's saved estimates and country figures of the reporting year, the quarter end's year (ADR 0083).
  const year = date ? Number(date.slice(0, 4)) : null;
  const savedEstimates = usePcafEstimates(companyId, year);
  const savedFigures = usePcafCountryFigures(companyId, year);
  const canManage = canManageFunds(ctx);
  const loadingInputs =
    funds.isPending ||
    positionQueries.some((q) => q.isPending) ||
    companies.data === null ||
    (year !== null && (savedEstimates.isPending || savedFigures.isPending));
  const failed =
    funds.error ??
    positionQueries.find((q) => q.error)?.error ??
    companies.error ??
    savedEstimates.error ??
    savedFigures.error;

  const assembly = companies.data
    ? assemblePcaf({
        funds: fundPositions,
        companies: companies.data,
        estimates: savedEstimates.data ?? [],
        figures: savedFigures.data ?? [],
      })
    : null;
  const mapped = assembly?.mapped ?? null;
  const estimateOf: ReadonlyMap<number, PcafSavedEstimate> = assembly?.estimateOf ?? new Map();
  const uses: ReadonlyMap<string, PcafEstimateUse> = assembly?.uses ?? new Map();
  const figuresOf: ReadonlyMap<string, PcafCountryFigures> = assembly?.figuresOf ?? new Map();
  const sovereignEntries = assembly?.sovereignEntries ?? {};
  const [estimating, setEstimating] = useState<PositionRow | null>(null);
  const [enteringSovereign, setEnteringSovereign] = useState<{
    country: string;
    fundName: string;
  } | null>(null);
  const removeEstimate = useDeletePcafEstimate();
  const allPositions = assembly?.positions ?? [];
  // Cheap to recompute: the request is the query key, so equal inputs reuse the calculation.
  const request: PcafRequest | null = allPositions.length ? { positions: allPositions } : null;
  const calculation = usePcafCalculation(request);
  const result = request ? calculation.data : undefined;
  // A disabled query stays pending: only a calculation asked for is waited on.
  const waiting = loadingInputs || (request !== null && calculation.isPending);
  const none = (text: string) => (waiting ? '…' : text);
  const [howMade, setHowMade] = useState<HowMade | null>(null);
  const sectors = useNaceSectors();

  const rowById = new Map((assembly?.rows ?? []).map((r) => [r.id, r]));
  const countryOf = new Map((mapped?.outside ?? []).map((o) => [o.id, o.country]));
  const positions: PositionRow[] = (result?.positions ?? []).flatMap((p) => {
    const row = rowById.get(p.id);
    const country = countryOf.get(p.id);
    return row
      ? [
          {
            ...p,
            row,
            use: uses.get(p.id) ?? ({ use: 'none' } as const),
            figures: (country && figuresOf.get(country)) || null,
          },
        ]
      : [];
  });
  const fundRows: FundRow[] = fundList
    .map((f) => ({ fundId: f.id, name: f.name, results: positions.filter((p) => p.row.fundId === f.id) }))
    .filter((f) => f.results.length > 0);
  const classRows: ClassRow[] = (Object.keys(PCAF_ASSET_CLASS_LABELS) as PcafAssetClass[])
    .map((assetClass) => ({ assetClass, results: positions.filter((p) => p.assetClass === assetClass) }))
    .filter((c) => c.results.length > 0);

  const holdings =
    result && assembly ? assembledHoldings(assembly, result, fundPositions, companies.data ?? []) : [];
  const footprintFunds = fundPositions.flatMap((f) =>
    f.positions ? [{ fundId: f.fundId, name: f.name, allInvestments: f.positions.allInvestments }] : [],
  );
  const sectorLabels = new Map((sectors.data ?? []).map((s) => [s.value, s.label]));
  const sectorName = (code: string | null) =>
    code === null ? 'Sector not reported' : (sectorLabels.get(code) ?? code);

  if (companyId === null) return null;
  const header = (
    <PageHeader
      title="PCAF Scorecard"
      description="Financed emissions of your funds by the PCAF Global GHG Accounting and Reporting Standard (Part A, 2nd edition): each position’s share of its investee’s emissions, with the PCAF data-quality score (1 best – 5 lowest) and the outstanding-weighted score per fund and asset class."
    />
  );
  if (failed)
    return (
      <>
        {header}
        <QueryError error={failed} onRetry={() => void funds.refetch()} />
      </>
    );
  if (!funds.isPending && fundList.length === 0)
    return (
      <>
        {header}
        <Card>
          <EmptyState
            title="No funds yet."
            description="PCAF attributes the emissions of the companies your funds hold. Add a fund and record its positions at a quarter end."
            action={<ButtonLink to="/fundManager">Open the fund manager</ButtonLink>}
          />
        </Card>
      </>
    );
  if (!loadingInputs && dates.length === 0)
    return (
      <>
        {header}
        <Card>
          <EmptyState
            title="No positions recorded yet."
            description="Record your funds’ positions at a quarter end; the scorecard attributes the emissions of the companies they hold."
            action={<ButtonLink to="/fundManager">Record positions</ButtonLink>}
          />
        </Card>
      </>
    );

  const portfolio = result?.portfolio;
  // With every position excluded there is no figure, not 0 t.
  const attributed = portfolio && portfolio.positions > portfolio.excluded ? portfolio : null;
  const outside = (mapped?.outside ?? []).filter((o) => !sovereignEntries[o.id]);
  const showAggregate = (title: string, results: readonly PcafPositionResult[]) =>
    setHowMade({
      title,
      lines: pcafAggregateExplanation(results),
      reference: result?.provenance.referenceData,
      computedAt: result?.provenance.computedAt,
    });

  return (
    <>
      {header}
      <Group gap="sm" mb="md" align="flex-end" wrap="wrap">
        <Select
          label="Positions on"
          w={240}
          allowDeselect={false}
          value={date}
          data={dates.map((d) => ({ value: d, label: `${quarter(d)} (${d})` }))}
          onChange={(v) => v && setChosen(v)}
        />
        <Text size="sm" c="dimmed" maw={620}>
          Emissions and balance sheets come from each company’s latest publication with emissions. Scope 2 is
          market-based where published, else location-based.
        </Text>
      </Group>
      {calculation.error ? (
        <QueryError error={calculation.error} onRetry={() => void calculation.refetch()} />
      ) : null}
      <SimpleGrid cols={{ base: 2, md: 3, lg: 5 }} mb="lg">
        <StatCard
          label="Financed emissions"
          value={attributed ? `${tonnes(attributed.financedEmissions)} tCO₂e` : none('—')}
          hint="scopes 1 + 2, all funds"
          tone="brand"
          footer={
            result ? (
              <Anchor
                component="button"
                size="sm"
                onClick={() => showAggregate('Financed emissions of all funds', result.positions)}
              >
                How it was made
              </Anchor>
            ) : null
          }
        />
        {portfolio?.financedEmissionsInclLulucf != null ? (
          <StatCard
            label="Sovereign debt incl. LULUCF"
            value={`${tonnes(portfolio.financedEmissionsInclLulucf)} tCO₂e`}
            hint="beside the figure excluding LULUCF (PCAF 5.7)"
          />
        ) : null}
        <StatCard
          label="Scope 3 financed"
          value={portfolio ? `${tonnes(portfolio.financedEmissionsScope3)} tCO₂e` : none('—')}
          hint="where the companies publish scope 3"
        />
        <StatCard
          label="Weighted data quality"
          value={portfolio ? score(portfolio.weightedDataQualityScore) : none('—')}
          hint="scopes 1 + 2, by outstanding; 1 best – 5 lowest"
          tone="info"
        />
        <StatCard
          label="Scope 3 data quality"
          value={portfolio ? score(portfolio.weightedDataQualityScoreScope3) : none('—')}
          hint="reported apart (PCAF ch. 6), positions with scope 3"
          tone="info"
        />
        <StatCard
          label="Attributed"
          value={
            portfolio
              ? percent(
                  portfolio.outstandingTotal > 0
                    ? portfolio.outstandingIncluded / portfolio.outstandingTotal
                    : null,
                )
              : none('—')
          }
          hint={
            portfolio
              ? `${portfolio.positions - portfolio.excluded} of ${portfolio.positions} positions, by outstanding`
              : undefined
          }
          tone={portfolio && portfolio.excluded > 0 ? 'warning' : 'success'}
          progress={
            portfolio && portfolio.outstandingTotal > 0
              ? Math.round((100 * portfolio.outstandingIncluded) / portfolio.outstandingTotal)
              : undefined
          }
        />
      </SimpleGrid>

      <Stack gap="lg">
        <PortfolioFootprint
          holdings={holdings}
          funds={footprintFunds}
          sectorName={sectorName}
          loading={waiting}
          overTime={overTime}
          onHow={(title, figure) =>
            setHowMade({
              title,
              lines: [figure.formula, ...figure.lines],
              reference: [
                ...FOOTPRINT_REFERENCES,
                ...new Set([...(result?.provenance.referenceData ?? []), ...overTime.referenceData]),
              ],
              computedAt: result?.provenance.computedAt,
            })
          }
        />
        <NetZero
          holdings={holdings}
          funds={footprintFunds}
          companies={companies.data ?? []}
          loading={waiting}
          onHow={(title, figure) =>
            setHowMade({
              title,
              lines: [figure.formula, ...figure.lines],
              reference: NET_ZERO_REFERENCES,
              computedAt: result?.provenance.computedAt,
            })
          }
        />
        <section aria-labelledby="pcaf-funds">
          <Title order={2} size="h4" id="pcaf-funds" mb="xs">
            By fund
          </Title>
          <FundsTable rows={fundRows} loading={waiting} onHow={showAggregate} />
        </section>
        <section aria-labelledby="pcaf-quality">
          <Title order={2} size="h4" id="pcaf-quality" mb="xs">
            Data quality by asset class
          </Title>
          <QualityTable rows={classRows} loading={waiting} onHow={showAggregate} />
        </section>
        <section aria-labelledby="pcaf-positions">
          <Title order={2} size="h4" id="pcaf-positions" mb="xs">
            Positions
          </Title>
          <PositionsTable
            rows={positions}
            loading={waiting}
            canManage={canManage}
            onEstimate={setEstimating}
            onFigures={(p) =>
              p.figures && setEnteringSovereign({ country: p.figures.country, fundName: p.row.fundName })
            }
            onRemoveSuperseded={(p) => {
              const superseded = p.use.use === 'reported' ? p.use.superseded : null;
              if (!superseded || companyId === null) return;
              removeEstimate.mutate(
                { investorId: companyId, year: superseded.year, companyId: superseded.companyId },
                {
                  onSuccess: () =>
                    notifySuccess(
                      `The superseded estimate of ${p.row.companyName ?? 'the company'} was removed`,
                    ),
                },
              );
            }}
            onHow={(p) =>
              setHowMade({
                title: `${p.row.companyName ?? `Company ${p.row.companyId}`} — ${p.row.fundName}`,
                lines: p.provenance
                  ? p.provenance.expression.split('; ')
                  : [`Excluded: ${p.exclusionReason ?? 'no reason given'}`],
                inputs: [
                  `${INSTRUMENT_LABELS[p.row.instrument]} held by ${p.row.fundName} on ${formatDay(p.row.date)}`,
                  p.row.valuesPeriod
                    ? `published values of ${p.row.valuesPeriod}`
                    : 'no published values of the company',
                  ...p.row.inputs,
                  ...(p.use.use === 'estimate' ? pcafSavedEstimateLines(p.use.estimate) : []),
                  ...(p.use.use === 'reported' && p.use.superseded
                    ? [
                        'a saved estimate is superseded: the company’s reported emissions are used, not the estimate below',
                        ...pcafSavedEstimateLines(p.use.superseded).map((line) => `superseded: ${line}`),
                      ]
                    : []),
                  ...(p.dataQualityScoreScope3 !== null
                    ? [`scope 3 data quality score ${p.dataQualityScoreScope3}`]
                    : []),
                  ...p.warnings.map((w) => `warning: ${w}`),
                ],
                formula: p.provenance?.formula,
                reference: p.provenance?.referenceData ?? result?.provenance.referenceData,
                computedAt: p.provenance?.computedAt ?? result?.provenance.computedAt,
              })
            }
          />
        </section>
        {outside.length > 0 ? (
          <Alert color="gray" variant="light" title="Not attributed here">
            <List size="sm" spacing={4}>
              {outside.map((o) => (
                <List.Item key={o.id}>
                  {o.fundName}: {INSTRUMENT_LABELS[o.instrument]}
                  {o.country ? ` (${o.country})` : ''} {eur(o.value)} — {o.reason}.
                  {o.instrument === 'sovereign_bond' && o.country && canManage ? (
                    <Button
                      ml="xs"
                      size="compact-xs"
                      variant="light"
                      onClick={() => setEnteringSovereign({ country: o.country!, fundName: o.fundName })}
                      aria-label={`Enter the figures of ${o.country} for the sovereign bond in ${o.fundName}`}
                    >
                      Enter country figures
                    </Button>
                  ) : null}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h5" mb="xs">
            Methodology
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>
              Attribution factor: listed equity and listed corporate bonds, outstanding ÷ EVIC; unlisted
              equity, business loans and bonds of private companies, outstanding ÷ (total equity + total
              debt), negative equity set to 0, total assets where equity or debt is not published; real estate
              and mortgages, outstanding ÷ property value at origination.
            </List.Item>
            <List.Item>
              Financed emissions = attribution factor × the company’s scope 1 + 2 emissions (scope 3
              separately). A position without the inputs is excluded with its reason, never counted as zero.
            </List.Item>
            <List.Item>
              Weighted data quality = Σ outstanding × score ÷ Σ outstanding over the attributed positions
              (PCAF Chapter 6); the score is the one published with the emissions, else 1 for verified and 2
              for unverified reported emissions (options 1a and 1b).
            </List.Item>
            <List.Item>
              Scope 3 is reported apart: its financed emissions and its own outstanding-weighted data-quality
              score over the positions with scope 3 emissions (the scope 1 + 2 score where none was published
              for scope 3).
            </List.Item>
            <List.Item>
              A position whose company published no emissions can be given an estimate here (revenue × sector
              factor, or physical activity × emission factor) with its PCAF option; the option’s score comes
              from the asset class’s table, and “How it was made” shows the arithmetic, the factor’s source
              and who saved it. Estimates are saved for your funds and the reporting year (the quarter end’s
              year); reported emissions always win: a company that publishes its emissions later has its
              estimate shown as superseded, not used.
            </List.Item>
            <List.Item>
              Sovereign debt: PCAF attributes the country’s production emissions (excluding LULUCF) by
              outstanding ÷ PPP-adjusted GDP; no national inventory or GDP reference data is loaded, so a
              sovereign bond is attributed once you enter its country’s figures with their source (“Enter
              country figures”), saved for the reporting year. The emissions including LULUCF, when entered,
              are reported beside the figure excluding them (PCAF 5.7); the data quality is the score of the
              option you choose in PCAF Table 5-26. The same figures feed the PAI statement’s indicators on
              investee countries.
            </List.Item>
            <List.Item>
              Motor vehicle loans: outstanding ÷ the vehicles’ total value at origination (all of their
              emissions when that value is unknown) × the vehicles’ emissions, as the borrower answers them in
              the PCAF questionnaire, scored by PCAF Table 5-16.
            </List.Item>
            <List.Item>
              Reference: {result?.provenance.referenceData?.join('; ') ?? 'the PCAF Standard'}
            </List.Item>
          </List>
        </Paper>
      </Stack>
      <HowMadeModal howMade={howMade} onClose={() => setHowMade(null)} />
      <Suspense fallback={null}>
        {enteringSovereign && companyId !== null && year !== null ? (
          <SovereignModal
            key={enteringSovereign.country}
            investorId={companyId}
            year={year}
            country={enteringSovereign.country}
            fundName={enteringSovereign.fundName}
            figures={figuresOf.get(enteringSovereign.country) ?? null}
            onClose={() => setEnteringSovereign(null)}
          />
        ) : null}
        {estimating && companyId !== null && year !== null && estimating.row.companyId !== null ? (
          <EstimateModal
            key={estimating.id}
            row={estimating}
            investorId={companyId}
            year={year}
            saved={estimateOf.get(estimating.row.companyId) ?? null}
            published={publishedInputs(companies.data ?? [], estimating.row.companyId)}
            onClose={() => setEstimating(null)}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/** A company's published company.revenue and company.nace, to start an estimate from. */
function publishedInputs(
  companies: readonly PcafCompanyData[],
  companyId: number,
): { revenue: number | null; nace: string | null } {
  const values = companies.find((c) => c.companyId === companyId)?.values ?? [];
  const revenue = values.find((v) => v.metricCode === 'company.revenue')?.value;
  const nace = values.find((v) => v.metricCode === 'company.nace')?.value;
  return {
    revenue: typeof revenue === 'number' && revenue >= 0 ? revenue : null,
    nace: typeof nace === 'string' && nace ? nace : null,
  };
}

function HowMadeModal({ howMade, onClose }: { howMade: HowMade | null; onClose: () => void }) {
  return (
    <Modal opened={howMade !== null} onClose={onClose} title={howMade?.title ?? ''} size="lg">
      {howMade ? (
        <Stack gap="sm">
          {howMade.formula ? <Text size="sm">{pcafFormulaText(howMade.formula)}</Text> : null}
          <Stack gap={4}>
            {howMade.lines.map((line) => (
              <Code key={line} block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {line}
              </Code>
            ))}
          </Stack>
          {howMade.inputs?.length ? (
            <>
              <Title order={3} size="h6">
                Inputs
              </Title>
              <List size="sm" spacing={2}>
                {howMade.inputs.map((input) => (
                  <List.Item key={input}>{input}</List.Item>
                ))}
              </List>
            </>
          ) : null}
          {howMade.reference?.length ? (
            <Text size="xs" c="dimmed">
              Reference data: {howMade.reference.join('; ')}
            </Text>
          ) : null}
          {howMade.computedAt ? (
            <Text size="xs" c="dimmed">
              Computed {new Date(howMade.computedAt).toLocaleString('en-GB', { timeZone: 'UTC' })} UTC
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

const fundColumn = createColumnHelper<FundRow>();

function FundsTable({
  rows,
  loading,
  onHow,
}: {
  rows: FundRow[];
  loading: boolean;
  onHow: (title: string, results: readonly PcafPositionResult[]) => void;
}) {
  const columns = useMemo(
    () => [
      fundColumn.accessor('name', { header: 'Fund', meta: { rowHeader: true, alwaysVisible: true } }),
      fundColumn.accessor((r) => r.results.reduce((s, p) => s + p.outstanding, 0), {
        id: 'outstanding',
        header: 'Outstanding',
        meta: { align: 'right', label: 'Outstanding' },
        cell: (c) => eur(c.getValue()),
      }),
      fundColumn.accessor((r) => r.results.reduce((s, p) => s + (p.financedEmissions ?? 0), 0), {
        id: 'financed',
        header: 'Financed tCO₂e (1 + 2)',
        meta: { align: 'right', label: 'Financed emissions' },
        cell: (c) => tonnes(c.row.original.results.some((p) => !p.excluded) ? c.getValue() : null),
      }),
      fundColumn.accessor((r) => r.results.reduce((s, p) => s + (p.financedEmissionsScope3 ?? 0), 0), {
        id: 'scope3',
        header: 'Scope 3',
        meta: { align: 'right', label: 'Scope 3' },
        cell: (c) => tonnes(c.getValue()),
      }),
      fundColumn.accessor((r) => weightedScore(r.results), {
        id: 'quality',
        header: 'Weighted DQ',
        meta: { align: 'right', label: 'Weighted data quality' },
        cell: (c) => score(c.getValue()),
      }),
      fundColumn.accessor((r) => r.results.filter((p) => p.excluded).length, {
        id: 'excluded',
        header: 'Excluded',
        meta: { align: 'right', label: 'Excluded' },
        cell: (c) => `${c.getValue()} of ${c.row.original.results.length}`,
      }),
      fundColumn.display({
        id: 'how',
        header: () => <span className="visually-hidden-text">How it was made</span>,
        meta: { alwaysVisible: true, align: 'right', label: 'How it was made' },
        cell: ({ row }) => (
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`How ${possessive(row.original.name)} figures were made`}
            onClick={() => onHow(`${row.original.name}: financed emissions`, row.original.results)}
          >
            How it was made
          </Button>
        ),
      }),
    ],
    [onHow],
  );
  return (
    <DataTable
      label="Financed emissions by fund"
      itemName={['fund', 'funds']}
      columns={columns}
      data={loading ? undefined : rows}
      getRowId={(r) => String(r.fundId)}
      loading={loading}
      narrowColumnVisibility={{ outstanding: false, scope3: false, excluded: false }}
      empty={<EmptyState size="sm" title="No fund holds a company on this date." />}
    />
  );
}

function weightedScore(results: readonly PcafPositionResult[]): number | null {
  const included = results.filter((r) => !r.excluded);
  const total = included.reduce((s, r) => s + r.outstanding, 0);
  return total > 0
    ? included.reduce((s, r) => s + r.outstanding * (r.dataQualityScore ?? 0), 0) / total
    : null;
}

const classColumn = createColumnHelper<ClassRow>();

function QualityTable({
  rows,
  loading,
  onHow,
}: {
  rows: ClassRow[];
  loading: boolean;
  onHow: (title: string, results: readonly PcafPositionResult[]) => void;
}) {
  const columns = useMemo(
    () => [
      classColumn.accessor((r) => PCAF_ASSET_CLASS_LABELS[r.assetClass], {
        id: 'assetClass',
        header: 'Asset class',
        meta: { rowHeader: true, alwaysVisible: true },
      }),
      ...[1, 2, 3, 4, 5].map((s) =>
        classColumn.accessor((r) => pcafScoreDistribution(r.results)[s - 1].share, {
          id: `score${s}`,
          header: `Score ${s}`,
          meta: { align: 'right', label: `Share at score ${s}` },
          cell: (c) => percent(c.getValue()),
        }),
      ),
      classColumn.accessor((r) => weightedScore(r.results), {
        id: 'weighted',
        header: 'Weighted score',
        meta: { align: 'right', label: 'Weighted score' },
        cell: ({ row, getValue }) => (
          <Anchor
            component="button"
            size="sm"
            aria-label={`How the ${PCAF_ASSET_CLASS_LABELS[row.original.assetClass]} score was made`}
            onClick={() =>
              onHow(`${PCAF_ASSET_CLASS_LABELS[row.original.assetClass]}: data quality`, row.original.results)
            }
          >
            {score(getValue())}
          </Anchor>
        ),
      }),
    ],
    [onHow],
  );
  return (
    <DataTable
      label="Data quality by asset class"
      itemName={['asset class', 'asset classes']}
      columns={columns}
      data={loading ? undefined : rows}
      getRowId={(r) => r.assetClass}
      loading={loading}
      narrowColumnVisibility={{ score1: false, score3: false, score5: false }}
      empty={<EmptyState size="sm" title="No position to score." />}
    />
  );
}

const positionColumn = createColumnHelper<PositionRow>();

function PositionsTable({
  rows,
  loading,
  canManage,
  onEstimate,
  onFigures,
  onRemoveSuperseded,
  onHow,
}: {
  rows: PositionRow[];
  loading: boolean;
  canManage: boolean;
  onEstimate: (row: PositionRow) => void;
  onFigures: (row: PositionRow) => void;
  onRemoveSuperseded: (row: PositionRow) => void;
  onHow: (row: PositionRow) => void;
}) {
  const columns = useMemo(
    () => [
      positionColumn.accessor((r) => r.row.companyName ?? `Company ${r.row.companyId}`, {
        id: 'company',
        header: 'Company',
        meta: { rowHeader: true, alwaysVisible: true, width: 220 },
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {row.original.row.companyName ?? `Company ${row.original.row.companyId}`}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.row.fundName}
            </Text>
          </Stack>
        ),
      }),
      positionColumn.accessor((r) => PCAF_ASSET_CLASS_LABELS[r.assetClass], {
        id: 'assetClass',
        header: 'Asset class',
        meta: { label: 'Asset class' },
      }),
      positionColumn.accessor('outstanding', {
        header: 'Outstanding',
        meta: { align: 'right', label: 'Outstanding' },
        cell: (c) => eur(c.getValue()),
      }),
      positionColumn.accessor('attributionFactor', {
        header: 'Attribution',
        meta: { align: 'right', label: 'Attribution factor' },
        cell: (c) => {
          const af = c.getValue();
          if (af === null) return '—';
          // A sovereign's share of a country's GDP is tiny: shown in scientific notation, never as 0.
          return af > 0 && af < 1e-4 ? af.toExponential(3) : formatNumber(af, 6);
        },
      }),
      positionColumn.accessor('financedEmissions', {
        header: 'Financed tCO₂e',
        meta: { align: 'right', label: 'Financed emissions' },
        cell: ({ row, getValue }) => {
          const p = row.original;
          const name = p.row.companyName ?? 'the position';
          const where = `${name} in ${p.row.fundName}`;
          const estimated = p.use.use === 'estimate';
          const superseded = p.use.use === 'reported' ? p.use.superseded : null;
          let action: React.ReactNode = null;
          if (canManage && p.assetClass === 'sovereign-debt' && p.figures)
            action = (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onFigures(p)}
                aria-label={`Change the figures of ${p.figures.country} for ${where}`}
              >
                Change country figures
              </Button>
            );
          else if (canManage && (estimated || p.use.use === 'none'))
            action = (
              <Button
                size="compact-xs"
                variant="light"
                onClick={() => onEstimate(p)}
                aria-label={`${estimated ? 'Change the estimate' : 'Estimate the emissions'} of ${where}`}
              >
                {estimated ? 'Change estimate' : 'Estimate emissions'}
              </Button>
            );
          else if (canManage && superseded)
            action = (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onRemoveSuperseded(p)}
                aria-label={`Remove the superseded estimate of ${where}`}
              >
                Remove estimate
              </Button>
            );
          const basis =
            p.emissionsBasis === 'sovereign-production' ? (
              <ToneBadge tone="info" size="sm">
                Country figures
              </ToneBadge>
            ) : p.emissionsBasis && p.emissionsBasis !== 'reported' ? (
              <ToneBadge tone="info" size="sm">
                Estimated
              </ToneBadge>
            ) : p.emissionsBasis === 'reported' ? (
              <ToneBadge tone="success" size="sm">
                Reported
              </ToneBadge>
            ) : null;
          return p.excluded ? (
            <Stack gap={2} align="flex-end">
              <ToneBadge tone="warning" size="sm">
                Excluded
              </ToneBadge>
              <Text size="xs" c="dimmed" ta="right" maw={280}>
                {p.exclusionReason}
              </Text>
              {action}
            </Stack>
          ) : (
            <Stack gap={2} align="flex-end">
              <Text size="sm">{tonnes(getValue())}</Text>
              {p.financedEmissionsInclLulucf != null ? (
                // PCAF 5.7 reports a country's emissions with and without land use and forestry.
                <Text size="xs" c="dimmed">
                  {tonnes(p.financedEmissionsInclLulucf)} incl. LULUCF
                </Text>
              ) : null}
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {basis}
                {superseded ? (
                  <ToneBadge tone="neutral" size="sm">
                    Estimate superseded
                  </ToneBadge>
                ) : null}
              </Group>
              {action}
            </Stack>
          );
        },
      }),
      positionColumn.accessor('financedEmissionsScope3', {
        header: 'Scope 3',
        meta: { align: 'right', label: 'Scope 3' },
        cell: (c) => tonnes(c.getValue()),
      }),
      positionColumn.accessor('dataQualityScore', {
        header: 'DQ score',
        meta: { align: 'right', label: 'Data quality score' },
        cell: (c) => (c.getValue() === null ? '—' : <Badge variant="light">{c.getValue()}</Badge>),
      }),
      positionColumn.accessor('dataQualityScoreScope3', {
        header: 'Scope 3 DQ',
        meta: { align: 'right', label: 'Scope 3 data quality score' },
        cell: (c) => (c.getValue() === null ? '—' : <Badge variant="light">{c.getValue()}</Badge>),
      }),
      positionColumn.display({
        id: 'how',
        header: () => <span className="visually-hidden-text">How it was made</span>,
        meta: { alwaysVisible: true, align: 'right', label: 'How it was made' },
        cell: ({ row }) => (
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`How ${row.original.row.companyName ?? 'the position'} in ${row.original.row.fundName} was made`}
            onClick={() => onHow(row.original)}
          >
            How
          </Button>
        ),
      }),
    ],
    [onHow, onEstimate, onFigures, onRemoveSuperseded, canManage],
  );
  return (
    <DataTable
      label="PCAF positions"
      itemName={['position', 'positions']}
      columns={columns}
      data={loading ? undefined : rows}
      getRowId={(r) => r.id}
      loading={loading}
      sorting={{ mode: 'client' }}
      paging={{ mode: 'client', pageSize: 25 }}
      narrowColumnVisibility={{
        assetClass: false,
        outstanding: false,
        financedEmissionsScope3: false,
        dataQualityScoreScope3: false,
        attributionFactor: false,
      }}
      empty={<EmptyState size="sm" title="No company positions on this date." />}
    />
  );
}
