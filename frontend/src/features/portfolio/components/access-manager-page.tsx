import { useState } from 'react';
import { Alert, Button, Tabs } from '@mantine/core';
import { IconBuilding, IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { canChangeAccess, effectiveCompanyId } from '@esg/access-policy';
import { useAccessContext } from '@/app/access-context';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import type { InvitedKind } from '../api/invited-companies';
import { AuditorsSection } from './auditors-section';
import { InviteCompanyDialog } from './invite-company-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { InvitedCompaniesSection } from './invited-companies-section';
import { TeamMembersSection } from './team-members-section';

/**
 * /access-manager (spec 6.2): the company's team members and the companies it invited (portfolio
 * companies for a GP, GP companies for an LP), with what the contract still allows. Only the primary
 * user (or an admin) changes access; everyone else who may open the page reads it.
 */
export function AccessManagerPage() {
  const { ctx } = useAccessContext();
  const companyId = effectiveCompanyId(ctx);
  if (companyId === null)
    return (
      <>
        <PageHeader
          title="Access Manager"
          description="Who works on a company's data, and the companies it invited to report to it."
        />
        <EmptyState
          title="Your account belongs to no company."
          description="The access manager lists a company's team. Act for a company to manage its access."
        />
      </>
    );
  const kind: InvitedKind | null =
    ctx.company?.type === 'gp' ? 'pc' : ctx.company?.type === 'lp' ? 'gp' : null;
  // The investor's own team reads its auditors and their access (rule 143).
  const canReadAuditors =
    ctx.user !== null &&
    (ctx.user.role === 'admin' || (ctx.user.permission === null && ctx.user.companyId === companyId));
  return (
    <AccessManager
      companyId={companyId}
      kind={kind}
      canChange={canChangeAccess(ctx)}
      canReadAuditors={canReadAuditors}
    />
  );
}

function AccessManager({
  companyId,
  kind,
  canChange,
  canReadAuditors,
}: {
  companyId: number;
  kind: InvitedKind | null;
  canChange: boolean;
  canReadAuditors: boolean;
}) {
  const [inviting, setInviting] = useState<'member' | 'company' | null>(null);
  const navigate = useNavigate();
  const companyLabel = kind === 'pc' ? 'portfolio company' : 'GP company';
  return (
    <>
      <PageHeader
        title="Access Manager"
        description="Who works on your company's data, and the companies you invited to report to you."
        primaryAction={
          canChange ? (
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => setInviting('member')}
            >
              Invite team member
            </Button>
          ) : null
        }
        secondaryActions={
          canChange && kind ? (
            <Button variant="default" onClick={() => setInviting('company')}>
              Invite {companyLabel}
            </Button>
          ) : null
        }
        menu={[
          {
            label: 'Company details and contract limits',
            icon: <IconBuilding size={16} aria-hidden />,
            onClick: () => void navigate({ to: '/company-details' }),
          },
        ]}
      />
      {!canChange ? (
        <Alert icon={<IconInfoCircle size={18} aria-hidden />} color="blue" variant="light" mb="md">
          Only your company’s primary user (its contact) changes access. You can see who has it.
        </Alert>
      ) : null}
      {kind ? (
        <Tabs defaultValue="team" keepMounted={false}>
          <Tabs.List aria-label="Access" mb="md">
            <Tabs.Tab value="team">Team members</Tabs.Tab>
            <Tabs.Tab value="companies">{kind === 'pc' ? 'Portfolio companies' : 'GP companies'}</Tabs.Tab>
            {kind === 'pc' && canReadAuditors ? <Tabs.Tab value="auditors">Auditors</Tabs.Tab> : null}
          </Tabs.List>
          <Tabs.Panel value="team">
            <TeamMembersSection
              companyId={companyId}
              canChange={canChange}
              onInvite={() => setInviting('member')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="companies">
            <InvitedCompaniesSection
              companyId={companyId}
              kind={kind}
              canChange={canChange}
              onInvite={() => setInviting('company')}
            />
          </Tabs.Panel>
          {kind === 'pc' && canReadAuditors ? (
            <Tabs.Panel value="auditors">
              <AuditorsSection companyId={companyId} canChange={canChange} />
            </Tabs.Panel>
          ) : null}
        </Tabs>
      ) : (
        <TeamMembersSection
          companyId={companyId}
          canChange={canChange}
          onInvite={() => setInviting('member')}
        />
      )}
      {inviting === 'member' ? (
        <InviteMemberDialog companyId={companyId} onClose={() => setInviting(null)} />
      ) : null}
      {inviting === 'company' && kind ? (
        <InviteCompanyDialog companyId={companyId} kind={kind} onClose={() => setInviting(null)} />
      ) : null}
    </>
  );
}
