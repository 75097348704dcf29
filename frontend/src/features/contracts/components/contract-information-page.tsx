import { Alert, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Contract } from '@esg/contracts/company-contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { AnchorLink, ButtonLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { QueryError } from '@/components/ui/query-error';
import { ToneBadge } from '@/components/ui/status-badge';
import { useTeamUsage } from '../api/get-team-usage';
import { useContract } from '../api/get-contract';
import { useStandards } from '../api/get-standards';
import {
  ContractStatusBadge,
  COMPANY_TYPE_LABELS,
  contractTypeLabel,
  daysLeftText,
  formatDay,
} from './contract-format';

interface ContractInformationPageProps {
  companyId: number | null;
  isAdmin: boolean;
  feedbackPath: '/feedbacks' | '/getHelp';
}

/**
 * /contract-information: a company's contract as its users and the platform admin read it: the
 * type, the period, each limit against what is used, the standards included. An ended contract
 * says why the workplace is read-only and how to renew it.
 */
export function ContractInformationPage({ companyId, isAdmin, feedbackPath }: ContractInformationPageProps) {
  const contract = useContract(companyId);
  const catalogue = useStandards();
  /** "ESG and SFDR": the governing contract's standards by name (the catalogue's, else by id). */
  const standardList = (ids: readonly number[]) => {
    const names = ids.map((id) => catalogue.data?.find((s) => s.id === id)?.name ?? `standard ${id}`);
    return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  };
  const header = (c?: Contract) => (
    <PageHeader
      breadcrumbs={
        isAdmin
          ? [
              <AnchorLink key="manager" to="/contract-manager">
                Contract Manager
              </AnchorLink>,
            ]
          : undefined
      }
      title="Contract Information"
      meta={
        c ? (
          <>
            <ContractStatusBadge status={c.status} />
            <ToneBadge tone={c.contractType === 'demo' ? 'warning' : 'brand'}>
              {contractTypeLabel(c.contractType)} contract
            </ToneBadge>
          </>
        ) : null
      }
      description={
        c
          ? `The contract of ${c.companyName} (${COMPANY_TYPE_LABELS[c.companyType].toLowerCase()}).`
          : undefined
      }
      primaryAction={
        c && isAdmin ? (
          <ButtonLink to="/contract-form" search={{ companyId: c.companyId }}>
            Edit contract
          </ButtonLink>
        ) : c ? (
          <ButtonLink to={feedbackPath} variant="default">
            Ask about your contract
          </ButtonLink>
        ) : null
      }
    />
  );
  if (companyId === null)
    return (
      <>
        {header()}
        <Card p="lg">
          <EmptyState
            title="Choose a company."
            description="Open a contract from the Contract Manager to read it here."
            action={<ButtonLink to="/contract-manager">Contract Manager</ButtonLink>}
          />
        </Card>
      </>
    );
  if (contract.isPending) return <PageSkeleton />;
  if (contract.isError)
    return (
      <>
        {header()}
        <QueryError error={contract.error} onRetry={() => void contract.refetch()} />
      </>
    );
  const c = contract.data;
  return (
    <>
      {header(c)}
      <Stack gap="lg" maw={1040}>
        {c.readOnly ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconLock size={18} aria-hidden />}
            title="The workplace is read-only"
          >
            The contract ended on {formatDay(c.endDate)}. Everyone at {c.companyName} can still read its data,
            but nothing can be changed until the platform team renews the contract.
          </Alert>
        ) : c.status === 'expiring' ? (
          <Alert color="yellow" variant="light" title={daysLeftText(c.daysLeft) ?? 'Ends soon'}>
            The contract ends on {formatDay(c.endDate)}. After that day the workplace becomes read-only until
            it is renewed.
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Fact
            label="Contract"
            value={`${contractTypeLabel(c.contractType)}`}
            hint={c.contractType === 'demo' ? 'Users see the demo company' : 'Works on its own data'}
          />
          <Fact label="Start" value={formatDay(c.startDate, 'Not set')} />
          <Fact
            label="End"
            value={formatDay(c.endDate, 'Open-ended')}
            hint={daysLeftText(c.daysLeft) ?? 'No end date'}
          />
        </SimpleGrid>
        <Card p="lg" component="section" aria-labelledby="contract-limits">
          <Title order={2} size="h4" id="contract-limits" mb="xs">
            Limits and use
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            What the company may invite under this contract, and how much of it is in use.
          </Text>
          <Stack gap="md">
            {/* A portfolio company invites no companies (ADR 0032): only GPs and LPs have this limit. */}
            {c.companyType === 'gp' || c.companyType === 'lp' ? (
              <Usage
                label={c.companyType === 'lp' ? 'GP companies' : 'Portfolio companies'}
                used={c.portfolioCompaniesUsed}
                limit={c.limits.portfolioCompanies}
              />
            ) : null}
            <TeamUsage contract={c} />
          </Stack>
        </Card>
        <Card p="lg" component="section" aria-labelledby="contract-standards">
          <Title order={2} size="h4" id="contract-standards" mb="xs">
            Standards included
          </Title>
          {c.standards.length === 0 ? (
            <Text size="sm" c="dimmed">
              {c.includedStandards
                ? `No standard is listed on this contract: ${c.companyName} works under the contract of ${c.includedStandards.companyName}, which includes ${standardList(c.includedStandards.standardIds)}. Only ${c.includedStandards.standardIds.length === 1 ? 'it' : 'those'} may be assigned and collected.`
                : 'No standard is listed on this contract: any standard may be assigned and collected.'}
            </Text>
          ) : (
            <List size="sm" spacing={4}>
              {c.standards.map((s) => (
                <List.Item key={s.id}>{s.name}</List.Item>
              ))}
            </List>
          )}
          {c.standards.length > 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              Only these standards may be assigned to {c.companyName} and its portfolio and collected; ask the
              platform admin to add another.
            </Text>
          ) : null}
        </Card>
      </Stack>
    </>
  );
}

function Fact({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card p="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      ) : null}
    </Card>
  );
}

function Usage({ label, used, limit }: { label: string; used: number | null; limit: number }) {
  const share = used === null || limit === 0 ? 0 : Math.min(100, Math.round((used / limit) * 100));
  const full = used !== null && limit > 0 && used >= limit;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c={full ? 'red.8' : 'dimmed'}>
          {limit === 0
            ? 'None included'
            : used === null
              ? `Limit ${limit}`
              : `${used} of ${limit} used${full ? ' (full)' : ''}`}
        </Text>
      </Group>
      <Progress
        value={share}
        color={full ? 'red' : 'brand'}
        aria-label={`${label}: ${used ?? '?'} of ${limit} used`}
      />
    </div>
  );
}

/** Team places are the gateway's (GET company/getRemainingTeamMembers); without access, the limits alone. */
function TeamUsage({ contract }: { contract: Contract }) {
  const remaining = useTeamUsage(contract.companyId);
  const team = remaining.data;
  return (
    <>
      <Usage
        label="Team members"
        used={team ? team.teamMembers.used : null}
        limit={contract.limits.teamMembers}
      />
      <Usage
        label="Contributors"
        used={team ? team.contributors.used : null}
        limit={contract.limits.contributors}
      />
    </>
  );
}
