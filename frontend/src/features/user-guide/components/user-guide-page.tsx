import type { ReactNode } from 'react';
import { Anchor, Box, Card, Grid, List, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';

interface GuideSection {
  id: string;
  title: string;
  summary: string;
  steps: readonly string[];
}

/** The areas of the product (spec 1), in the order a new user usually meets them. */
const SECTIONS: readonly GuideSection[] = [
  {
    id: 'data-collection',
    title: 'Data collection',
    summary:
      'Collect ESG data against the reporting frameworks (standards) your company has chosen, for each reporting cycle.',
    steps: [
      'Choose your standards and a reporting cycle (quarterly, 6-monthly or annually) the first time you sign in.',
      'Answer the indicators of each standard; contributors can be invited to answer parts of it.',
      'Review the responses, then publish them so that reports and scores use the new figures.',
    ],
  },
  {
    id: 'monitoring',
    title: 'Monitoring portfolio companies',
    summary: 'Investors follow the data their portfolio companies and child companies have submitted.',
    steps: [
      'Invite portfolio companies and give team members, contributors, co-investors or consultants access.',
      'Open a child company to see its responses and the progress of its data collection.',
    ],
  },
  {
    id: 'analysis',
    title: 'Analysis and scorecards',
    summary:
      'Trends, materiality and benchmarking (industry, internal and map-based) put your data in context; scorecards grade it.',
    steps: [
      'Compare years and companies in the trend and benchmarking views.',
      'Scorecards grade each company from Weak to Excellent and explain the score per dimension.',
    ],
  },
  {
    id: 'sfdr',
    title: 'SFDR and PAI reporting',
    summary:
      'Select optional principal adverse impact (PAI) indicators, check the calculations and compile the PAI report.',
    steps: [
      'Choose the optional indicators that apply to your funds.',
      'Review the PAI calculations, add explanations and actions, then download the report as Excel or PDF.',
    ],
  },
  {
    id: 'climate',
    title: 'Climate risk and emissions',
    summary:
      'TCFD analytics score climate-risk readiness and give recommendations; the emissions summary shows scopes 1, 2 and 3.',
    steps: [
      'Answer the TCFD questions to get a score and tailored recommendations.',
      'Use the carbon calculator to estimate emissions where measured figures are missing.',
    ],
  },
  {
    id: 'action-plans',
    title: 'Action plans',
    summary:
      'Turn findings into action plans with recommendations, owners, due dates, deliverables and sign-off.',
    steps: [
      'An ESG advisor drafts a plan and sends it to the portfolio company.',
      'Track each recommendation’s status, discuss it in comments, keep internal notes and upload deliverables.',
      'Request a due-date change when needed; you are notified as soon as it is approved or rejected.',
    ],
  },
  {
    id: 'administration',
    title: 'Administration',
    summary:
      'Fund management, access management and contract management keep companies, funds and people in order.',
    steps: [
      'Fund managers organise their funds and the portfolio companies in each.',
      'The access manager decides who in your company can see and answer what.',
    ],
  },
  {
    id: 'help',
    title: 'Help and feedback',
    summary:
      'Use Give Feedback in the top bar to tell us what works and what does not; release logs list what changed.',
    steps: ['Open My Account from the menu under your name to update your profile and password.'],
  },
];

/**
 * /user-guide: where each part of the product is. `before` is shown above the guide: the start
 * page's tasks for those whom spec 6.1 keeps out of /home (portfolio companies, Contributors).
 */
export function UserGuidePage({ before }: { before?: ReactNode }) {
  return (
    <>
      <PageHeader
        title="User Guide"
        description="The ESG Platform helps financial institutions and their portfolio companies collect, analyse and report environmental, social and governance data, and act on it. This guide shows where to find each part."
        secondaryActions={
          <ButtonLink to="/guide-details" variant="default">
            Step-by-step guide
          </ButtonLink>
        }
      />
      {before ? <Box mb="lg">{before}</Box> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Card
            component="nav"
            aria-label="User guide contents"
            p="md"
            style={{ position: 'sticky', top: 76 }}
          >
            <Title order={2} size="h3" mb="xs">
              Contents
            </Title>
            <List type="ordered" spacing={4} size="sm">
              {SECTIONS.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`} size="sm">
                    {section.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="md">
            {SECTIONS.map((section) => (
              <Card
                key={section.id}
                id={section.id}
                component="section"
                aria-labelledby={`${section.id}-title`}
              >
                <Title order={2} id={`${section.id}-title`} mb={6}>
                  {section.title}
                </Title>
                <Text mb="sm">{section.summary}</Text>
                <List spacing={4} size="sm">
                  {section.steps.map((step) => (
                    <List.Item key={step}>{step}</List.Item>
                  ))}
                </List>
              </Card>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
