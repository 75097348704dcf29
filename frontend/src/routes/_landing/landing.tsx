import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ButtonLink } from '@/components/ui/links';

const FEATURES = [
  {
    title: 'Collect',
    text: 'Gather ESG data from your portfolio companies against the frameworks you report on.',
  },
  { title: 'Analyse', text: 'Trends, materiality, benchmarks and scorecards put the figures in context.' },
  { title: 'Report', text: 'SFDR principal adverse impact reports, TCFD analytics and emissions by scope.' },
  { title: 'Act', text: 'Action plans with recommendations, deliverables, sign-off and a full change log.' },
];

export const Route = createFileRoute('/_landing/landing')({
  component: () => (
    <Stack gap={48}>
      <Stack component="section" gap="lg" maw={760} aria-labelledby="landing-heading">
        <Title order={1} id="landing-heading" fz={{ base: 30, sm: 40 }} lh={1.15}>
          ESG data and performance management for investors and their portfolio companies
        </Title>
        <Text size="lg" c="dimmed">
          One place for general partners, limited partners and portfolio companies to collect, analyse and
          report environmental, social and governance data — and to act on it.
        </Text>
        <Group gap="sm">
          <ButtonLink to="/login" size="md">
            Log in
          </ButtonLink>
          <ButtonLink to="/register-company" size="md" variant="default">
            Register your company
          </ButtonLink>
        </Group>
      </Stack>
      <SimpleGrid
        cols={{ base: 1, sm: 2, md: 4 }}
        component="ul"
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {FEATURES.map((feature) => (
          <Card key={feature.title} component="li">
            <Title order={2} size="h3" mb={6}>
              {feature.title}
            </Title>
            <Text size="sm">{feature.text}</Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  ),
});
