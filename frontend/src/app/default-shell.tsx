import { useState, type ReactNode } from 'react';
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
import { useLeaveWorkplace } from '@/features/auth/api/leave-workplace';
import { useLogout } from '@/features/auth/api/logout';
import type { Company } from '@/features/company/api/get-company';
import { optionalIndicatorCountQueryOptions } from '@/features/company/api/get-optional-indicator-count';
import { DataCollectionModal } from '@/features/company/components/data-collection-modal';
import { AppLayout } from '@/components/layouts/app-layout';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { ApiError, setActingCompanyId } from '@/lib/api-client';
import { editLock } from '@/lib/edit-lock';
import { useAccessContext } from './access-context';

/**
 * The default layout's frame (spec 2.2–2.5): top bar, policy-driven sidebar, announcement and demo
 * banners, the data collection modal, Back To Admin and logout (with the unsaved-edit prompt and
 * the Error dialog of spec 2.3).
 */
export function DefaultShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { ctx, detail } = useAccessContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const leaveWorkplace = useLeaveWorkplace();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const visiting = isVisitingWorkplace(ctx);

  const showError = (cause: unknown, fallback: string) => {
    // A 401 means the session was already gone: the guard takes the user to /login.
    if (cause instanceof ApiError && cause.statusCode === 401) return;
    setError(cause instanceof ApiError ? cause.message : fallback);
  };

  const performLogout = () => {
    setConfirmingLogout(false);
    logout.mutate(
      { userId: user.id, uid: user.uid, visitingWorkplace: visiting },
      {
        onSuccess: () => {
          setActingCompanyId(null);
          void navigate({ to: '/login', replace: true });
        },
        onError: (cause) => showError(cause, 'Logout failed. Please try again.'),
      },
    );
  };

  const onLogout = () => {
    if (editLock.isActive()) setConfirmingLogout(true);
    else performLogout();
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

  return (
    <>
      <AppLayout
        user={user}
        menu={menuFor(ctx)}
        feedback={{ label: feedbackLabel(ctx), path: feedbackPath(ctx) }}
        backToAdmin={visiting ? { onClick: onBackToAdmin, pending: leaveWorkplace.isPending } : undefined}
        onLogout={onLogout}
        logoutPending={logout.isPending}
        banners={
          <>
            <AnnouncementBanner />
            {demo ? (
              <div className="demo-banner" role="note">
                {demo}
              </div>
            ) : null}
          </>
        }
      >
        {children}
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
      <ConfirmDialog
        open={confirmingLogout}
        title="Logout without saving data?"
        confirmLabel="Logout anyway"
        onConfirm={performLogout}
        onCancel={() => setConfirmingLogout(false)}
      />
      <ErrorDialog message={error} onClose={() => setError(null)} />
    </>
  );
}
