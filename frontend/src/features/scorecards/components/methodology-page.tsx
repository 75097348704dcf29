import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { PageHeader } from '@/components/ui/page-header';
import { QueryError } from '@/components/ui/query-error';
import { ToneBadge } from '@/components/ui/status-badge';
import { useScorecardMethod } from '../api/scorecard-method';
import { GRADE_TONES, methodVersion, unitLabel } from './format';

/** The names of the server's formula keys, as headings a user reads. */
const FORMULA_LABELS: Record<string, string> = {
  kpi: 'KPI points',
  pillar: 'Pillar score',
  overall: 'Overall score',
  grade: 'Grade',
  share: 'Share of women',
  payGap: 'Gender pay gap',
  change: 'Change',
};

const BANDS = [
  ['Weak', '0–25'],
  ['Average', '26–50'],
  ['Good', '51–75'],
  ['Excellent', 'above 75'],
] as const;

function ruleText(rule: string, bands: Array<[number, number]> | undefined, unit: string): string {
  if (!bands) return rule === 'boolean' ? 'Yes → 100, No → 0' : 'the value itself, 0–100';
  const sign = rule === 'lower-bands' ? '≤' : '≥';
  return `${bands.map(([b, p]) => `${sign} ${b} ${unitLabel(unit)} → ${p}`).join('; ')}; otherwise 0`;
}

/** /scorecard-methodology: what each scorecard reads and how it scores, from the method the server uses. */
export function ScorecardMethodologyPage() {
  const q = useScorecardMethod();
  const m = q.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Scorecard Methodology"
        description="How the scorecards are made: the metrics each one reads, how every KPI turns into points, the weights, and the grade bands. The ESG scorecard below is scored exactly as described here."
        meta={m ? <ToneBadge tone="neutral">Method {methodVersion(m.version)}</ToneBadge> : null}
      />
      {q.error ? <QueryError error={q.error} onRetry={() => void q.refetch()} /> : null}
      <Paper withBorder p="md" radius="lg" component="section" aria-label="ESG scorecard">
        <Title order={2} size="h3" mb="xs">
          ESG scorecard
        </Title>
        <Stack gap={4} mb="sm">
          {m
            ? Object.entries(m.formulas).map(([k, f]) => (
                <Text key={k} size="sm">
                  <strong>{FORMULA_LABELS[k] ?? k}</strong>: {f}
                </Text>
              ))
            : null}
        </Stack>
        <Table withTableBorder fz="sm" aria-label="Grade bands" mb="md" maw={420}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Grade</Table.Th>
              <Table.Th scope="col">Overall score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {BANDS.map(([g, r]) => (
              <Table.Tr key={g}>
                <Table.Th scope="row">
                  <ToneBadge tone={GRADE_TONES[g]}>{g}</ToneBadge>
                </Table.Th>
                <Table.Td>{r}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed" mb="md">
          The overall score is a whole number from 0 to 100 (a fractional score is rounded first, so 25.5
          counts as 26) and takes the grade of the band it falls in.
        </Text>
        {m?.pillars.map((p) => (
          <Stack key={p.id} gap="xs" mb="md">
            <Title order={3} size="h4">
              {p.title} · weight {Math.round(p.weight * 100)} %
            </Title>
            <Table.ScrollContainer minWidth={720}>
              <Table withTableBorder striped fz="sm" aria-label={`${p.title} KPIs`} data-phone-layout="cards">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">KPI</Table.Th>
                    <Table.Th scope="col">Formula (published metrics)</Table.Th>
                    <Table.Th scope="col">Points</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.kpis.map((k) => (
                    <Table.Tr key={k.id}>
                      <Table.Th scope="row" fw={500}>
                        {k.id} {k.title}
                      </Table.Th>
                      <Table.Td ff="monospace" fz="xs" data-label="Formula">
                        {k.formula}
                      </Table.Td>
                      <Table.Td data-label="Points">
                        {ruleText(k.rule, k.bands, k.unit)}
                        {k.source ? (
                          <Text size="xs" c="dimmed">
                            {k.source}
                          </Text>
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        ))}
        <Text size="sm">
          A KPI whose inputs are not published is not scored and does not count in its pillar; the overall
          score is given only when every pillar has at least one scored KPI.
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="lg" component="section" aria-label="Diversity scorecard">
        <Title order={2} size="h3" mb="xs">
          Diversity scorecard
        </Title>
        <Stack gap={4}>
          {m
            ? Object.entries(m.diversityFormulas).map(([k, f]) => (
                <Text key={k} size="sm">
                  <strong>{FORMULA_LABELS[k] ?? k}</strong>: {f}
                </Text>
              ))
            : null}
          <Text size="sm">It shows the figures and their trend; it does not grade them.</Text>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="lg" component="section" aria-label="SFDR scorecard">
        <Title order={2} size="h3" mb="xs">
          SFDR scorecard
        </Title>
        <Text size="sm">
          The mandatory principal adverse impact indicators (Table 1 of Annex I, Delegated Regulation (EU)
          2022/1288) exactly as the PAI statement computes them: the average of the four quarter ends of the
          year, over the relevant investments with data. The scorecard sets each year&apos;s figure beside the
          year before and shows coverage and the share of estimates; it does not recompute or grade them.
        </Text>
      </Paper>
    </Stack>
  );
}
