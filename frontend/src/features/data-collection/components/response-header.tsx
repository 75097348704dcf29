import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { routeTitle } from '@esg/access-policy';
import type { ResponseStatus } from '@esg/contracts/data-collection/index';
import { AnchorLink } from '@/components/ui/links';
import { PageHeader } from '@/components/ui/page-header';
import { StatusBadge } from '@/components/ui/status-badge';

/** The lists a response is opened from: the page's own list is its first crumb. */
export type ResponseListPath = '/collect-data' | '/review-contributor-response' | '/published-data';

interface ResponseHeaderProps {
  /** The list the page belongs to (its route without a response). */
  list: ResponseListPath;
  title: string;
  status: ResponseStatus;
  /** The facts after the status (framework version, dates, progress), as dimmed text. */
  details: ReactNode;
  /** Badges after the facts (overdue). */
  badges?: ReactNode;
  primaryAction?: ReactNode;
  secondaryActions?: ReactNode;
}

/**
 * The header of one response (questionnaire, review, published data): its place under the list it
 * was opened from, named as that page is ("Collect Data / …"), and its status.
 */
export function ResponseHeader({
  list,
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
        <AnchorLink key="list" to={list}>
          {routeTitle(list)}
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
