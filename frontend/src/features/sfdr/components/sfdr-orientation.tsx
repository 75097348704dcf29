import type { ReactNode } from 'react';
import { Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChartBar, IconDatabase, IconFileText } from '@tabler/icons-react';
import { PageHeader } from '@/components/ui/page-header';
import { ButtonLink } from '@/components/ui/links';
import { useFunds } from '../api/funds';
import { useOptionalIndicators } from '../api/optional-indicators';
import { usePaiStatement } from '../api/pai-statement';
import { dataCollectionProgress, RegulatoryProgress } from './regulatory-progress';
import { TONES } from '@/components/ui/tones';

/**
 * /sfdrOrientation (issue 10, spec 2.1 and 2.12): what SFDR principal-adverse-impact reporting involves and
 * the three steps towards the PAI report, with the regulatory progress bar (step 1: 20 per optional
 * indicator selected + 20 once portfolio companies are invited; step 2 complete once the entity has PAI
 * figures for the reference year) and a way into each step. The sidebar's 'SFDR Reporting' entry opens it
 * while no optional indicator is selected (spec 6.2).
 */
export function SfdrOrientationPage({ companyId }: { companyId: number }) {
  // The year the PAI screens open on (their default), whose quarter ends hold the positions.
  const year = new Date().getUTCFullYear();
  const selection = useOptionalIndicators(companyId);
  const funds = useFunds(companyId);
  const statement = usePaiStatement({ kind: 'entity', companyId }, year);
  const selected = selection.data?.indicatorIds ?? [];
  const options = selection.data?.options ?? [];
  const table2 = options.filter((o) => o.table === 'Table 2');
  const table3 = options.filter((o) => o.table === 'Table 3');
  const fundList = funds.data ?? [];
  const companies = new Set(fundList.flatMap((f) => f.portfolioCompanyIds)).size;
  const invited = companies > 0;
  const hasFigures = (statement.data?.indicators ?? []).some((i) => i.value !== null);
  const selectedIn = (table: 'Table 2' | 'Table 3') =>
    selected.filter((id) => options.find((o) => o.id === id)?.table === table).length;

  return (
    <>
      <PageHeader
        title="SFDR Orientation"
        description="The Sustainable Finance Disclosure Regulation asks financial market participants to report the principal adverse impacts (PAI) of their investment decisions on sustainability factors, once a year, in the format of Delegated Regulation (EU) 2022/1288, Annex I."
        primaryAction={
          <ButtonLink to="/optionalIndicatorSelection">Start with the optional indicators</ButtonLink>
        }
      />
      <RegulatoryProgress
        steps={[dataCollectionProgress(selected.length, invited), hasFigures ? 100 : 0, 0]}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md" mb="lg">
        <StepCard
          icon={<IconDatabase size={18} />}
          title="1. Data Collection"
          status={
            <Text size="sm" fw={600} c={selected.length > 0 && invited ? TONES.success.fg : 'dimmed'}>
              {selected.length} optional indicator{selected.length === 1 ? '' : 's'} · {companies} portfolio{' '}
              {companies === 1 ? 'company' : 'companies'}
            </Text>
          }
          points={[
            `Every Table 1 indicator is mandatory. Choose at least one of the ${table2.length} additional climate and environment indicators (Table 2) and one of the ${table3.length} social indicators (Table 3) — Article 6(1). Selected: ${selectedIn('Table 2')} of Table 2, ${selectedIn('Table 3')} of Table 3.`,
            `Add your funds with their positions at each quarter end, and invite the portfolio companies (${fundList.length} fund${fundList.length === 1 ? '' : 's'} so far).`,
            'The companies answer the SFDR questionnaire in data collection; published answers flow into the calculations.',
          ]}
          actions={
            <>
              <ButtonLink to="/optionalIndicatorSelection" size="xs">
                Optional indicators
              </ButtonLink>
              <ButtonLink to="/sfdr-collection" size="xs" variant="default">
                Collection status
              </ButtonLink>
            </>
          }
        />
        <StepCard
          icon={<IconChartBar size={18} />}
          title="2. Calculations"
          status={
            <Text size="sm" fw={600} c={hasFigures ? TONES.success.fg : 'dimmed'}>
              {hasFigures ? `Figures for ${year}` : `No figures for ${year} yet`}
            </Text>
          }
          points={[
            'Each indicator is computed per fund and for the whole entity from the positions of each quarter end.',
            'The reference-year impact is the average of the four quarterly impacts (Article 6(3)).',
            'Every figure shows its coverage, the share based on estimates, the companies included and excluded, and how it was made.',
          ]}
          actions={
            <ButtonLink to="/viewPaiCalculation" search={{ year }} size="xs">
              View PAI calculation
            </ButtonLink>
          }
        />
        <StepCard
          icon={<IconFileText size={18} />}
          title="3. Your PAI Report"
          status={
            <Text size="sm" fw={600} c="dimmed">
              Reference period 1 January – 31 December {year}
            </Text>
          }
          points={[
            'The report of Annex I: one table per group with the impact of the year and the year before.',
            'Explain each figure and record the actions taken and planned; the texts are saved with their history.',
            'Download it as Excel or as an A3 PDF.',
          ]}
          actions={
            <ButtonLink to="/pai-published-report" search={{ year }} size="xs">
              Open PAI report
            </ButtonLink>
          }
        />
      </SimpleGrid>
    </>
  );
}

function StepCard({
  icon,
  title,
  status,
  points,
  actions,
}: {
  icon: ReactNode;
  title: string;
  status: ReactNode;
  points: readonly string[];
  actions: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" h="100%">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
        </Group>
        <div>{status}</div>
        <List size="sm" spacing={6} style={{ flex: 1 }}>
          {points.map((point) => (
            <List.Item key={point}>
              <Text size="sm">{point}</Text>
            </List.Item>
          ))}
        </List>
        <Group gap="xs">{actions}</Group>
      </Stack>
    </Paper>
  );
}
