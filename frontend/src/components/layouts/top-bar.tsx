import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconMessage2 } from '@tabler/icons-react';
import { ButtonLink } from '@/components/ui/links';

export interface TopBarProps {
  /** The search launcher (features/search). */
  search: ReactNode;
  /** 'Give Feedback', or 'Get Help' for the special customer (spec 2.3), and the page it opens. */
  /** Absent: no Feedback link (an auditor's bar). */
  feedback?: { label: string; path: string };
  /** Present while an admin visits a company workplace (spec 2.3 'Back To Admin'). */
  backToAdmin?: { onClick: () => void; pending: boolean };
  /** The notification bell (features/notifications). */
  bell: ReactNode;
  account: ReactNode;
}

/** Spec 2.3: search, feedback, Back To Admin, notifications and the account menu. */
export function TopBar({ search, feedback, backToAdmin, bell, account }: TopBarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <div style={{ flex: '1 1 auto', minWidth: 0, maxWidth: 420 }}>{search}</div>
      <Group gap="xs" wrap="nowrap">
        {backToAdmin ? (
          <Button
            onClick={backToAdmin.onClick}
            loading={backToAdmin.pending}
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            size="sm"
          >
            Back To Admin
          </Button>
        ) : null}
        {feedback ? (
          <ButtonLink
            to={feedback.path}
            variant="default"
            size="sm"
            leftSection={<IconMessage2 size={16} aria-hidden />}
            visibleFrom="sm"
          >
            {feedback.label}
          </ButtonLink>
        ) : null}
        {bell}
        {account}
      </Group>
    </Group>
  );
}
