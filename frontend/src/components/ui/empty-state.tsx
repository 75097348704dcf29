import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** The way forward: "Create action plan", "Clear filters". */
  action?: ReactNode;
  icon?: ReactNode;
  size?: 'sm' | 'md';
}

/** Nothing to show yet, said plainly, with the way forward (a table's empty rows, an empty page). */
export function EmptyState({ title, description, action, icon, size = 'md' }: EmptyStateProps) {
  return (
    <MantineEmptyState
      size={size}
      py={size === 'md' ? 'xl' : 'md'}
      icon={icon ?? <IconInbox size={size === 'md' ? 28 : 22} stroke={1.6} aria-hidden />}
      withIndicatorBackground
    >
      <Text fw={600} ta="center">
        {title}
      </Text>
      {description ? (
        <Text c="dimmed" size="sm" ta="center" maw={460}>
          {description}
        </Text>
      ) : null}
      {action ? <MantineEmptyState.Actions>{action}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
