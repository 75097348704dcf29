import { Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { menuFor, type PolicyContext } from '@esg/access-policy';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { DESTINATIONS, menuLinks, type DestinationGroup } from './destinations';
import { Destination } from './report-hub-page';

const GROUPS: Array<{ id: DestinationGroup; title: string }> = [
  { id: 'work', title: 'Your work' },
  { id: 'data', title: 'ESG data' },
  { id: 'portfolio', title: 'Portfolio' },
  { id: 'reports', title: 'Reports' },
  { id: 'platform', title: 'Platform' },
];

/**
 * /portal (spec 2.1 "Information"; ADR 0073): the workplace in one page: every area the user can
 * open with what it is for, what changed lately in the company, and the newest release.
 */
export interface PortalPageProps {
  ctx: PolicyContext;
  /** The company's latest activities (GET /api/activities), null while loading. */
  recent: ReadonlyArray<{ id: string; who: string; title: string }> | null;
  /** The newest release note for the user, null when there is none. */
  latest: { version: string; title: string; date: string } | null;
}

export function PortalPage({ ctx, recent, latest }: PortalPageProps) {
  const links = menuLinks(menuFor(ctx)).filter((entry) => DESTINATIONS[entry.id]);
  return (
    <>
      <PageHeader
        title="Portal"
        description={
          ctx.company
            ? `Everything ${ctx.company.name} works with on the ESG Platform, in one place, and what changed lately.`
            : 'Everything you work with on the ESG Platform, in one place, and what changed lately.'
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="xl">
            {GROUPS.map((group) => {
              const entries = links.filter((entry) => DESTINATIONS[entry.id]?.group === group.id);
              if (entries.length === 0) return null;
              return (
                <section key={group.id} aria-labelledby={`portal-${group.id}`}>
                  <Title order={2} size="h4" mb="sm" id={`portal-${group.id}`}>
                    {group.title}
                  </Title>
                  <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            <Card p="lg" component="section" aria-labelledby="portal-recent">
              <Title order={2} size="h5" id="portal-recent" mb="sm">
                Lately at {ctx.company?.name ?? 'the platform'}
              </Title>
              {recent === null || recent.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {recent === null ? 'Loading…' : 'Nothing yet.'}
                </Text>
              ) : (
                <Stack gap={6}>
                  {recent.map((a) => (
                    <Text key={a.id} size="sm">
                      <Text span fw={600}>
                        {a.who}
                      </Text>{' '}
                      {a.title}
                    </Text>
                  ))}
                </Stack>
              )}
              <AnchorLink to="/viewActivities" size="sm" mt="sm" display="inline-block">
                All activities
              </AnchorLink>
            </Card>
            <Card p="lg" component="section" aria-labelledby="portal-release">
              <Title order={2} size="h5" id="portal-release" mb="sm">
                What’s new
              </Title>
              {latest ? (
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    Release {latest.version}: {latest.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {latest.date}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  No release notes yet.
                </Text>
              )}
              <AnchorLink to="/user-release-logs" size="sm" mt="sm" display="inline-block">
                All release notes
              </AnchorLink>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
