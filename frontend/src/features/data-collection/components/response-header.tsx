import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import type { ResponseStatus } from '@esg/contracts/data-collection/index';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';

interface ResponseHeaderProps {
  title: string;
  status: ResponseStatus;
  /** The facts after the status (framework version, dates, progress), as dimmed text. */
  details: ReactNode;
  /** Badges after the facts (overdue). */
  badges?: ReactNode;
  primaryAction?: ReactNode;
  secondaryActions?: ReactNode;
}

/** The header of one response (questionnaire, review, published data): its place under Data Responses and its status. */
export function ResponseHeader({
  title,
  status,
  details,
  badges,
  primaryAction,
  secondaryActions,
}: ResponseHeaderProps) {
  return (
    <PageHeader
      breadcrumbs={[
        <AnchorLink key="list" to="/data-responses">
          Data Responses
        </AnchorLink>,
        title,
      ]}
      title={title}
      meta={
        <Group gap="xs">
          <StatusBadge set="responseStatus" code={status} prefix="Status" withDescription />
          <Text size="sm" c="dimmed">
            {details}
          </Text>
          {badges}
        </Group>
      }
      primaryAction={primaryAction}
      secondaryActions={secondaryActions}
    />
  );
}
