import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { menuFor, type PolicyContext, routeTitle } from '@esg/access-policy';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { DESTINATIONS, menuLinks } from './destinations';

const REPORT_GROUPS = [
  'Regulatory',
  'Performance and analysis',
  'Portfolio reporting',
  'Climate',
  'Dashboards',
];

/**
 * /report (spec 2.1 "Information"; ADR 0073): every report the user can open, by kind, each with
 * what it is for. Built from the user's own menu, so it offers exactly what the sidebar offers.
 */
export function ReportHubPage({ ctx }: { ctx: PolicyContext }) {
  const reports = menuLinks(menuFor(ctx)).filter((entry) => DESTINATIONS[entry.id]?.report);
  const extra = ctx.company
    ? [
        {
          label: 'Published Data',
          path: '/published-data',
          text: 'Every published figure of your company, with its source.',
        },
      ]
    : [];
  return (
    <>
      <PageHeader
        title={routeTitle('/report')}
        description="The reports and dashboards available to you, by kind. Each opens with your company’s latest published data."
      />
      {reports.length === 0 && extra.length === 0 ? (
        <Card p="lg">
          <EmptyState
            title="No report is available to you yet."
            description="Reports appear here once your company reports against a framework."
          />
        </Card>
      ) : (
        <Stack gap="xl">
          {REPORT_GROUPS.map((group) => {
            const entries = reports.filter((entry) => DESTINATIONS[entry.id]?.report === group);
            if (entries.length === 0) return null;
            return (
              <section key={group} aria-labelledby={`reports-${group}`}>
                <Title order={2} size="h4" mb="sm" id={`reports-${group}`}>
                  {group}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {entries.map((entry) => (
                    <Destination
                      key={entry.id}
                      label={entry.label}
                      path={entry.path}
                      text={DESTINATIONS[entry.id]?.text ?? ''}
                    />
                  ))}
                </SimpleGrid>
              </section>
            );
          })}
          {extra.length > 0 ? (
            <section aria-labelledby="reports-data">
              <Title order={2} size="h4" mb="sm" id="reports-data">
                Data
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {extra.map((entry) => (
                  <Destination key={entry.path} {...entry} />
                ))}
              </SimpleGrid>
            </section>
          ) : null}
        </Stack>
      )}
    </>
  );
}

export function Destination({ label, path, text }: { label: string; path: string; text: string }) {
  return (
    <Card p="md" withBorder className="destination-card">
      <AnchorLink
        to={path as '/'}
        fw={700}
        underline="never"
        style={{ display: 'flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <IconChevronRight size={16} aria-hidden />
      </AnchorLink>
      <Text size="sm" c="dimmed" mt={4}>
        {text}
      </Text>
    </Card>
  );
}
