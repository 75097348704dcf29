import { Link, type LinkProps } from '@tanstack/react-router';

interface MenuEntry {
  label: string;
  to: LinkProps['to'];
  icon: IconName;
}

type IconName = 'book' | 'checklist';

/**
 * The sidebar menu. Spec 6.2 makes its entries depend on role, permission and the company's
 * standards; that policy lives in libs/ and will compute this list. Until then: the entries
 * every signed-in user reaches.
 */
const MENU: readonly MenuEntry[] = [
  { label: 'User Guide', to: '/user-guide', icon: 'book' },
  { label: 'Action Plans', to: '/action-plans', icon: 'checklist' },
];

const ICON_PATHS: Record<IconName, string> = {
  book: 'M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15zM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5',
  checklist: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
};

export function Sidebar({ id }: { id: string }) {
  return (
    <nav id={id} className="sidebar" aria-label="Main">
      <ul className="sidebar__list">
        {MENU.map((entry) => (
          <li key={entry.label}>
            <Link
              to={entry.to}
              className="sidebar__link"
              activeProps={{ className: 'sidebar__link--active' }}
            >
              <svg className="sidebar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ICON_PATHS[entry.icon]} />
              </svg>
              <span>{entry.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
