import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconChevronDown, IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { SessionUser } from '@esg/contracts/auth';

interface AccountMenuProps {
  user: SessionUser;
  /** The company the user acts for, repeated here for small screens where the sidebar is hidden. */
  companyName?: string;
  onLogout: () => void;
  logoutPending: boolean;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? '').join('') || '?';
}

/** Spec 2.3: the user's name opens a menu with My Account and Logout. */
export function AccountMenu({ user, companyName, onLogout, logoutPending }: AccountMenuProps) {
  return (
    <Menu position="bottom-end" width={240}>
      <Menu.Target>
        <UnstyledButton aria-label={user.name} className="account-menu__button">
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="brand" aria-hidden="true">
              {initials(user.name)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="md" aria-hidden="true">
              {user.name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={user.name}>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark.7">
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
          {companyName ? (
            <Text size="xs" c="dimmed">
              {companyName}
            </Text>
          ) : null}
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/profile-settings"
          leftSection={<IconUserCircle size={16} aria-hidden />}
        >
          My Account
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={logoutPending}
          onClick={onLogout}
        >
          {logoutPending ? 'Logging out…' : 'Logout'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
