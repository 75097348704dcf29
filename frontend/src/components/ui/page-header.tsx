import type { ReactNode } from 'react';
import { ActionIcon, Breadcrumbs, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';

export interface PageMenuItem {
  label: string;
  onClick: () => void;
  icon?: ReactNode;
  /** Destructive: red, and listed last after a divider. Confirm it (components/ui/confirm.tsx). */
  danger?: boolean;
  disabled?: boolean;
}

interface PageHeaderProps {
  title: ReactNode;
  /** Links above the title, the page's place in the app (the last crumb is the page itself). */
  breadcrumbs?: readonly ReactNode[];
  /** Badges and facts under the title (status, company, cycle). */
  meta?: ReactNode;
  description?: ReactNode;
  /** The ONE main thing to do here (a filled button). */
  primaryAction?: ReactNode;
  /** At most one or two secondary buttons (default variant) that must stay in sight. */
  secondaryActions?: ReactNode;
  /** Everything else, in a "More actions" menu; destructive items last. */
  menu?: readonly PageMenuItem[];
}

/**
 * The top of every page: where it is, what it is, and what to do (issue 15: one primary action,
 * the rest in a menu, destructive actions last and confirmed). The title is the page's <h1>.
 */
export function PageHeader({
  title,
  breadcrumbs,
  meta,
  description,
  primaryAction,
  secondaryActions,
  menu = [],
}: PageHeaderProps) {
  const safe = menu.filter((item) => !item.danger);
  const dangerous = menu.filter((item) => item.danger);
  return (
    <Stack component="header" gap={6} mb="lg">
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label="Breadcrumb">
          <Breadcrumbs separator="/" separatorMargin={6} fz="sm">
            {breadcrumbs}
          </Breadcrumbs>
        </nav>
      ) : null}
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {meta ? (
            <Group gap="xs" wrap="wrap">
              {meta}
            </Group>
          ) : null}
          {description ? (
            <Text c="dimmed" maw={760}>
              {description}
            </Text>
          ) : null}
        </Stack>
        {primaryAction || secondaryActions || menu.length > 0 ? (
          <Group gap="sm" wrap="wrap" role="group" aria-label="Page actions">
            {secondaryActions}
            {primaryAction}
            {menu.length > 0 ? (
              <Menu position="bottom-end" width={260}>
                <Menu.Target>
                  <ActionIcon variant="default" size={36} aria-label="More actions">
                    <IconDots size={18} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  {safe.map((item) => (
                    <Menu.Item
                      key={item.label}
                      leftSection={item.icon}
                      onClick={item.onClick}
                      disabled={item.disabled}
                    >
                      {item.label}
                    </Menu.Item>
                  ))}
                  {safe.length > 0 && dangerous.length > 0 ? <Menu.Divider /> : null}
                  {dangerous.map((item) => (
                    <Menu.Item
                      key={item.label}
                      leftSection={item.icon}
                      onClick={item.onClick}
                      disabled={item.disabled}
                      color="red.9"
                    >
                      {item.label}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            ) : null}
          </Group>
        ) : null}
      </Group>
    </Stack>
  );
}
