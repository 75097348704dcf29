import { useId, useState } from 'react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { MenuEntry } from '@esg/access-policy';

/** Icons of the top-level entries; a group or entry without one gets the generic dot. */
const ICON_PATHS: Partial<Record<MenuEntry['id'], string>> = {
  'user-guide':
    'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  'contract-manager': 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
  'log-release': 'M12 8v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  'funds-manager': 'M3 7h18v12H3zM3 11h18M8 7V5h8v2',
  'access-manager': 'M16 11a4 4 0 1 0-8 0M4 21a8 8 0 0 1 16 0M12 7V3',
  'action-plans': 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  data: 'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  analysis: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  reporting: 'M6 3h9l5 5v13H6zM14 3v5h5M9 13h8M9 17h5',
  'carbon-calculator': 'M5 3h14v18H5zM8 7h8M8 11h2M12 11h2M16 11h0M8 15h2M12 15h2M8 19h2',
  'sfdr-reporting': 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
  'ri-dashboards': 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  'api-documentation': 'M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14',
  'api-settings': 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12h2M3 12h2M12 3v2M12 19v2',
  feedback: 'M4 5h16v11H8l-4 4z',
  'get-help':
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.5V14M12 17.5v.01',
};
const DOT = 'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2z';

function EntryIcon({ id }: { id: MenuEntry['id'] }) {
  return (
    <svg className="sidebar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[id] ?? DOT} />
    </svg>
  );
}

function containsPath(entry: MenuEntry, pathname: string): boolean {
  if (entry.path !== undefined) return entry.path === pathname;
  return (entry.children ?? []).some((child) => containsPath(child, pathname));
}

function MenuLink({ entry, nested }: { entry: MenuEntry; nested?: boolean }) {
  return (
    <Link
      to={entry.path}
      className={nested ? 'sidebar__link sidebar__link--nested' : 'sidebar__link'}
      activeProps={{ className: 'sidebar__link--active', 'aria-current': 'page' }}
    >
      {nested ? null : <EntryIcon id={entry.id} />}
      <span>{entry.label}</span>
    </Link>
  );
}

/** A group (Data, Analysis, Reporting) as a disclosure; it starts open when it holds the current page. */
function MenuGroup({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const [open, setOpen] = useState(() => containsPath(entry, pathname));
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        className="sidebar__link sidebar__group"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <EntryIcon id={entry.id} />
        <span>{entry.label}</span>
        <svg className="sidebar__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>
      <ul id={listId} className="sidebar__sublist" aria-label={entry.label} hidden={!open}>
        {(entry.children ?? []).map((child) => (
          <li key={child.id}>
            <MenuLink entry={child} nested />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The sidebar menu (spec 2.4, 6.2): the entries the access policy's menuFor gives this user. */
export function Sidebar({ id, menu }: { id: string; menu: readonly MenuEntry[] }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <nav id={id} className="sidebar" aria-label="Main">
      <ul className="sidebar__list">
        {menu.map((entry) =>
          entry.children ? (
            <MenuGroup key={entry.id} entry={entry} pathname={pathname} />
          ) : (
            <li key={entry.id}>
              <MenuLink entry={entry} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
