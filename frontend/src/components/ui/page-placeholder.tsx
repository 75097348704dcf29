import { Card } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';

/**
 * A page whose feature a later release delivers: the real layout around a short panel naming it.
 * `title` is the page heading; `feature` names what will appear here (defaults to the title).
 */
export function PagePlaceholder({ title, feature = title }: { title: string; feature?: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Card role="note">
        <EmptyState
          icon={<IconTools size={28} stroke={1.6} aria-hidden />}
          title={`${feature} is not available yet.`}
          description="It will appear here in an upcoming release."
        />
      </Card>
    </>
  );
}
