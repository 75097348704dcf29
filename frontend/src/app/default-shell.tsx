import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  demoBanner,
  effectiveCompanyId,
  feedbackLabel,
  feedbackPath,
  isVisitingWorkplace,
  menuFor,
  redirectAfterDataCollection,
  showDataCollectionModal,
} from '@esg/access-policy';
import type { SessionUser } from '@esg/contracts/auth';
import { AnnouncementBanner } from '@/features/announcements/components/announcement-banner';
import { ContractBanner } from '@/features/contracts/components/contract-banner';
import { useLeaveWorkplace } from '@/features/auth/api/leave-workplace';
import { useLogout } from '@/features/auth/api/logout';
import type { Company } from '@/features/company/api/get-company';
import { optionalIndicatorCountQueryOptions } from '@/features/company/api/get-optional-indicator-count';
import { WorkplaceGate } from '@/features/company/components/workplace-gate';
import { DataCollectionModal } from '@/features/company/components/data-collection-modal';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { SearchLauncher } from '@/features/search/components/search-launcher';
import { AccountMenu } from '@/components/layouts/account-menu';
import { ActingCompany } from '@/components/layouts/acting-company';
import { AppLayout } from '@/components/layouts/app-layout';
import { TopBar } from '@/components/layouts/top-bar';
import { confirmAction } from '@/components/ui/confirm';
import { ApiError, setActingCompanyId } from '@/lib/api-client';
import { editLock } from '@/lib/edit-lock';
import '@mantine/notifications/styles.layer.css';
import { useAccessContext } from './access-context';

/**
 * The default layout's frame (spec 2.2–2.5): top bar (search, feedback, Back To Admin, bell, account),
 * policy-driven sidebar with the company acted for, announcement and demo banners, the data
 * collection modal, and logout (with the unsaved-edit prompt and the Error dialog of spec 2.3). It
 * also holds what every screen inside shares: the confirm dialogs and the success messages.
 */
export function DefaultShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { ctx, detail } = useAccessContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const leaveWorkplace = useLeaveWorkplace();
  const [error, setError] = useState<string | null>(null);
  const visiting = isVisitingWorkplace(ctx);

  const showError = (cause: unknown, fallback: string) => {
    // A 401 means the session was already gone: the guard takes the user to /login.
    if (cause instanceof ApiError && cause.statusCode === 401) return;
    setError(cause instanceof ApiError ? cause.message : fallback);
  };

  const performLogout = () =>
    logout.mutateAsync({ userId: user.id, uid: user.uid, visitingWorkplace: visiting }).then(
      () => {
        setActingCompanyId(null);
        void navigate({ to: '/login', replace: true });
      },
      (cause: unknown) => showError(cause, 'Logout failed. Please try again.'),
    );

  const onLogout = () => {
    if (!editLock.isActive()) {
      void performLogout();
      return;
    }
    confirmAction({
      title: 'Logout without saving data?',
      message: 'The changes you have not saved on this page will be lost.',
      confirmLabel: 'Logout anyway',
      danger: true,
      onConfirm: performLogout,
    });
  };

  const onBackToAdmin = () => {
    leaveWorkplace.mutate(user.id, {
      onSuccess: () => void navigate({ to: '/user-guide' }),
      onError: (cause) => showError(cause, 'Could not leave the workplace. Please try again.'),
    });
  };

  const afterDataCollection = async (company: Company) => {
    const firstStandard = company.company_standard_assignments[0]?.standard_id ?? null;
    const acting = effectiveCompanyId(ctx) ?? company.id;
    const count =
      firstStandard === null
        ? 0
        : (await queryClient.fetchQuery({ ...optionalIndicatorCountQueryOptions(acting), staleTime: 0 }))
            .optionalIndicatorCount.count;
    const target = redirectAfterDataCollection(firstStandard, count);
    if (target) await navigate({ to: target });
  };

  const demo = demoBanner(ctx);
  const company = detail?.company;
  // The company the user acts for: its own, the visited one (admin), or company 1 (demo contract).
  const actingNote = visiting ? 'Visiting workplace' : demo ? 'Demo account' : undefined;
  // An auditor's shell reads nothing of the workplace: no search, bell, feedback or banners (ADR 0218).
  const auditor = user.permission === 'Auditor';

  return (
    <ModalsProvider>
      {/* Bottom right: at the top they covered the page header's actions, and a toast under the
          pointer never closes (hover pauses it), so the action under it could not be reached. */}
      <Notifications position="bottom-right" classNames={{ root: 'toaster' }} limit={3} zIndex={400} />
      <AppLayout
        menu={menuFor(ctx)}
        company={
          company ? <ActingCompany name={company.name} type={company.type} note={actingNote} /> : undefined
        }
        topBar={
          <TopBar
            search={auditor ? null : <SearchLauncher />}
            feedback={auditor ? undefined : { label: feedbackLabel(ctx), path: feedbackPath(ctx) }}
            backToAdmin={visiting ? { onClick: onBackToAdmin, pending: leaveWorkplace.isPending } : undefined}
            bell={auditor ? null : <NotificationBell />}
            account={
              <AccountMenu
                user={user}
                companyName={company?.name}
                onLogout={onLogout}
                logoutPending={logout.isPending}
              />
            }
          />
        }
        banners={
          <>
            {auditor ? null : <AnnouncementBanner />}
            {user.role === 'admin' || auditor ? null : <ContractBanner companyId={user.companyId} />}
            {demo ? (
              <Alert color="yellow" variant="light" radius={0} role="note" className="demo-banner">
                <Text size="sm" c="dark.7">
                  {demo}
                </Text>
              </Alert>
            ) : null}
          </>
        }
      >
        <WorkplaceGate>{children}</WorkplaceGate>
      </AppLayout>
      {company && showDataCollectionModal(ctx) ? (
        <DataCollectionModal
          key={company.id}
          company={company}
          onSubmitted={(updated) => {
            afterDataCollection(updated).catch((cause: unknown) => showError(cause, 'Something went wrong'));
          }}
        />
      ) : null}
      <Modal opened={error !== null} onClose={() => setError(null)} title="Error" size="sm">
        <Text mb="md">{error}</Text>
        <Group justify="flex-end">
          <Button onClick={() => setError(null)}>OK</Button>
        </Group>
      </Modal>
    </ModalsProvider>
  );
}
