import { useId, useState, type ComponentType } from 'react';
import { Collapse, NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MenuEntry } from '@esg/access-policy';
import {
  IconApi,
  IconBook2,
  IconBuildingBank,
  IconCalculator,
  IconChartBar,
  IconChecklist,
  IconChevronRight,
  IconCircleDot,
  IconDatabase,
  IconFileCertificate,
  IconFileDescription,
  IconHelpCircle,
  IconHistory,
  IconHome,
  IconKey,
  IconLayoutDashboard,
  IconMessage2,
  IconShieldCheck,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';

/** Icons of the top-level entries; anything else gets a dot. */
const ICONS: Partial<Record<MenuEntry['id'], ComponentType<IconProps>>> = {
  'user-guide': IconBook2,
  home: IconHome,
  'contract-manager': IconFileCertificate,
  'log-release': IconHistory,
  'funds-manager': IconBuildingBank,
  'access-manager': IconUsers,
  'action-plans': IconChecklist,
  data: IconDatabase,
  analysis: IconChartBar,
  reporting: IconFileDescription,
  'carbon-calculator': IconCalculator,
  'sfdr-reporting': IconShieldCheck,
  'ri-dashboards': IconLayoutDashboard,
  'api-documentation': IconApi,
  'api-settings': IconKey,
  feedback: IconMessage2,
  'get-help': IconHelpCircle,
};

function EntryIcon({ id }: { id: MenuEntry['id'] }) {
  const Icon = ICONS[id] ?? IconCircleDot;
  return <Icon size={18} stroke={1.7} aria-hidden />;
}

/** The entry is the page, or a page below it (/action-plans covers a plan's pages). */
function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.path === undefined) return (entry.children ?? []).some((child) => isActive(child, pathname));
  return pathname === entry.path || (entry.path !== '/' && pathname.startsWith(`${entry.path}/`));
}

/** A group (Data, Analysis, Reporting) as a disclosure; it starts open when it holds the current page. */
function MenuGroup({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const [opened, setOpened] = useState(() => isActive(entry, pathname));
  const listId = useId();
  return (
    <li>
      <NavLink
        component="button"
        type="button"
        label={entry.label}
        leftSection={<EntryIcon id={entry.id} />}
        rightSection={
          <IconChevronRight
            size={16}
            aria-hidden
            style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
          />
        }
        aria-expanded={opened}
        aria-controls={listId}
        onClick={() => setOpened((value) => !value)}
        active={!opened && isActive(entry, pathname)}
        variant="light"
      />
      <Collapse expanded={opened}>
        <ul id={listId} className="sidebar-list sidebar-list--nested" aria-label={entry.label}>
          {(entry.children ?? []).map((child) => (
            <li key={child.id}>
              <MenuLink entry={child} pathname={pathname} nested />
            </li>
          ))}
        </ul>
      </Collapse>
    </li>
  );
}

function MenuLink({
  entry,
  pathname,
  nested = false,
}: {
  entry: MenuEntry;
  pathname: string;
  nested?: boolean;
}) {
  const active = isActive(entry, pathname);
  return (
    <NavLink
      component={Link}
      to={entry.path}
      label={entry.label}
      leftSection={nested ? undefined : <EntryIcon id={entry.id} />}
      active={active}
      aria-current={active ? 'page' : undefined}
      variant="light"
    />
  );
}

/**
 * The sidebar menu (spec 2.4, 6.2): the entries the access policy's menuFor gives this user. The
 * highlighted entry follows the page that is shown (the resolved location), not one still loading.
 */
export function Sidebar({ menu }: { menu: readonly MenuEntry[] }) {
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  return (
    <ul className="sidebar-list">
      {menu.map((entry) =>
        entry.children ? (
          <MenuGroup key={entry.id} entry={entry} pathname={pathname} />
        ) : (
          <li key={entry.id}>
            <MenuLink entry={entry} pathname={pathname} />
          </li>
        ),
      )}
    </ul>
  );
}
