import '@mantine/core/styles/Accordion.layer.css';
import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Grid,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ResponseDetail } from '@esg/contracts/data-collection/responses';
import type { TcfdResult } from '@esg/contracts/scoring';
import { periodLabel } from '@esg/contracts/labels';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { ToneBadge } from '@/components/ui/status-badge';
import { canStartTcfd, useTcfdAnalytics } from '../hooks/use-tcfd-analytics';
import { ClimateCompanyPicker } from './climate-company-picker';
import { TcfdDimensionScores, TcfdGauge } from './tcfd-gauge';
import { TcfdErrorDialog } from './tcfd-error-dialog';
import { TcfdHandoverNotice } from './tcfd-handover-notice';
import { TcfdMethodologyDialog } from './tcfd-methodology-dialog';
import { TcfdNoQuestionnaire } from './tcfd-no-questionnaire';
import { TcfdQuestionnaire } from './tcfd-questionnaire';
import { TcfdRecommendations } from './tcfd-recommendations';
import { TcfdReportDownloads } from './tcfd-report-downloads';
import { STATUS_TEXT } from './tcfd-status';

interface TcfdAnalyticsPageProps {
  companyId?: number;
  period?: string;
  onChange: (search: { companyId?: number; period?: string }) => void;
}

/**
 * /analytics, TCFD analytics (spec 2.8, 4, 5, 9; ADR 0051): the company's TCFD questionnaire as answered
 * in data collection (framework 2), scored by services/scoring — the overall score as a gauge with the
 * four dimension scores, the TCFD-AA-110a.30–.35 statements, 'Recommendations for you' per dimension,
 * the Scoring Methodology modal, the 'TCFD Recommendations Report' as A4 PDF and Word, and the spec's
 * Error dialog when loading or scoring fails. The company's own users answer on the Questionnaire tab
 * (each answer saved into the data-collection response); investors pick a portfolio company.
 */
export function TcfdAnalyticsPage({ companyId: requested, period, onChange }: TcfdAnalyticsPageProps) {
  const { user, company, responses, chosen, response, score, failure, loading, ...view } = useTcfdAnalytics(
    requested,
    period,
  );
  const [methodology, setMethodology] = useState(false);

  const header = (
    <PageHeader
      title="TCFD Analytics"
      description="Climate-related disclosures scored against the TCFD recommendations: governance, strategy, risk management, metrics and targets."
      meta={
        chosen ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {chosen.companyName} · {periodLabel(chosen.period)}
            </Text>
            <ToneBadge tone={chosen.status === 'published' ? 'success' : 'info'}>
              {STATUS_TEXT[chosen.status]}
            </ToneBadge>
          </Group>
        ) : null
      }
      secondaryActions={
        <Group gap="sm" align="flex-end">
          {company.investor && (
            <ClimateCompanyPicker
              companyId={company.companyId}
              choices={company.choices}
              onChange={(companyId) => onChange({ companyId })}
            />
          )}
          {responses.data && responses.data.length > 0 && (
            <Select
              label="Period"
              data={responses.data.map((r) => ({ value: r.period, label: periodLabel(r.period) }))}
              value={chosen?.period ?? null}
              onChange={(value) =>
                value && onChange({ companyId: company.companyId ?? undefined, period: value })
              }
              allowDeselect={false}
              w={130}
            />
          )}
          <Tooltip label="Scoring methodology">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Scoring methodology"
              onClick={() => setMethodology(true)}
            >
              <IconInfoCircle size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {chosen && score.data && (
            <TcfdReportDownloads
              input={{
                companyName: chosen.companyName,
                cycle: chosen.cycle,
                year: chosen.year,
                period: chosen.period,
                result: score.data,
              }}
            />
          )}
        </Group>
      }
    />
  );

  return (
    <Stack gap="lg">
      {header}
      <TcfdMethodologyDialog opened={methodology} onClose={() => setMethodology(false)} />
      <TcfdErrorDialog opened={view.errorOpen} onClose={view.closeError} onRetry={view.retry} />
      <TcfdHandoverNotice
        companyId={company.companyId}
        responseId={chosen?.id ?? null}
        periods={responses.data?.map((r) => r.period) ?? null}
        canStart={canStartTcfd(user, company.isOwn)}
      />
      {loading ? (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Loading the TCFD questionnaire" />
        </Group>
      ) : responses.data && responses.data.length === 0 && company.companyId !== null ? (
        <TcfdNoQuestionnaire companyId={company.companyId} isOwn={company.isOwn} />
      ) : response.data && score.data ? (
        <Results response={response.data} result={score.data} />
      ) : failure ? (
        <EmptyState
          title="The TCFD scores could not be loaded"
          description="Nothing was changed. Try again in a moment."
          action={
            <Button variant="default" onClick={view.retry}>
              Try again
            </Button>
          }
        />
      ) : (
        <Group justify="center" py="xl">
          <Loader role="status" aria-label="Scoring" />
        </Group>
      )}
    </Stack>
  );
}

function Results({ response, result }: { response: ResponseDetail; result: TcfdResult }) {
  const answered = result.dimensions.reduce((n, d) => n + d.answered, 0);
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TcfdGauge result={result} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TcfdDimensionScores result={result} />
        </Grid.Col>
      </Grid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={3} size="h5">
            Emissions disclosure (TCFD-AA-110a.30–.35)
          </Title>
          {result.statements.map((statement) => (
            <Text key={statement.kind} size="sm" data-testid={`tcfd-statement-${statement.kind}`}>
              {statement.text}
            </Text>
          ))}
        </Stack>
      </Paper>
      <Tabs defaultValue="recommendations" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="recommendations">Recommendations for you</Tabs.Tab>
          <Tabs.Tab value="questionnaire">Questionnaire ({answered} answered)</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recommendations" pt="md">
          <TcfdRecommendations result={result} />
        </Tabs.Panel>
        <Tabs.Panel value="questionnaire" pt="md">
          <TcfdQuestionnaire response={response} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
