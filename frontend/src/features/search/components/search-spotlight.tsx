import { useEffect, useMemo, useState } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { useNavigate } from '@tanstack/react-router';
import {
  IconBuildingSkyscraper,
  IconChecklist,
  IconFileText,
  IconListDetails,
  IconSearch,
} from '@tabler/icons-react';
import { menuFor, type MenuEntry } from '@esg/access-policy';
import {
  SEARCH_KIND_LABELS,
  SEARCH_MIN_QUERY_LENGTH,
  searchScore,
  type SearchHit,
  type SearchKind,
} from '@esg/contracts/search';
import { useAccessContext } from '@/app/access-context';
import { useSearch } from '../api/search';
import '@mantine/spotlight/styles.layer.css';

const [store, actions] = createSpotlight();

/**
 * Mantine names a modal by its title; Spotlight has none, so its dialog is named "Search" once it
 * is in the page (it mounts with its opening transition).
 */
function nameDialog(attempt = 0): void {
  const dialog = document.querySelector('.search-spotlight');
  if (dialog) dialog.setAttribute('aria-label', 'Search');
  else if (attempt < 20) requestAnimationFrame(() => nameDialog(attempt + 1));
}

/** Pages every signed-in user has besides the menu's. */
const ACCOUNT_PAGES = [
  { label: 'My Account', path: '/profile-settings' },
  { label: 'Edit profile', path: '/edit-profile' },
  { label: 'Change password', path: '/change-password' },
];

interface MenuPage {
  label: string;
  path: string;
  where?: string;
}

function menuPages(entries: readonly MenuEntry[], parent?: string): MenuPage[] {
  return entries.flatMap((entry) =>
    entry.children
      ? menuPages(entry.children, entry.label)
      : entry.path
        ? [{ label: entry.label, path: entry.path, ...(parent ? { where: parent } : {}) }]
        : [],
  );
}

const ICONS: Partial<Record<SearchKind, typeof IconSearch>> = {
  page: IconFileText,
  company: IconBuildingSkyscraper,
  'action-plan': IconChecklist,
  recommendation: IconListDetails,
};

/**
 * The global search (Spotlight): pages of the user's menu, matched here from the access policy's
 * menu, and what the services find for the caller (GET /api/search), grouped by kind. Arrow keys
 * move through the results; Enter opens one.
 */
export default function SearchSpotlight({ opens }: { opens: number }) {
  const navigate = useNavigate();
  const { ctx } = useAccessContext();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 200);
  const result = useSearch(debounced);

  useEffect(() => {
    if (opens > 0) actions.open();
  }, [opens]);

  const pages = useMemo<MenuPage[]>(() => [...menuPages(menuFor(ctx)), ...ACCOUNT_PAGES], [ctx]);
  const trimmed = query.trim();
  const pageHits: SearchHit[] =
    trimmed.length === 0
      ? []
      : pages
          .filter((p) => searchScore(`${p.label} ${p.where ?? ''}`, trimmed) > 0)
          .slice(0, 6)
          .map((p): SearchHit => ({
            kind: 'page',
            id: p.path,
            title: p.label,
            ...(p.where ? { subtitle: p.where } : {}),
            href: p.path,
          }));
  const remote =
    trimmed.length >= SEARCH_MIN_QUERY_LENGTH && debounced.trim() === trimmed
      ? (result.data?.hits ?? [])
      : [];
  const hits = [...pageHits, ...remote];
  const groups = (Object.keys(SEARCH_KIND_LABELS) as SearchKind[])
    .map((kind) => ({ kind, hits: hits.filter((h) => h.kind === kind) }))
    .filter((g) => g.hits.length > 0);
  const waiting =
    trimmed.length >= SEARCH_MIN_QUERY_LENGTH && (debounced.trim() !== trimmed || result.isFetching);

  let empty = 'Type to search pages, companies, action plans and recommendations.';
  if (trimmed.length > 0 && trimmed.length < SEARCH_MIN_QUERY_LENGTH && pageHits.length === 0)
    empty = `Type at least ${SEARCH_MIN_QUERY_LENGTH} characters.`;
  else if (result.isError) empty = 'Search did not answer. Please try again.';
  else if (trimmed.length >= SEARCH_MIN_QUERY_LENGTH && !waiting) empty = `Nothing found for “${trimmed}”.`;

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={440}
      size="lg"
      classNames={{ content: 'search-spotlight' }}
      onSpotlightOpen={() => nameDialog()}
    >
      <Spotlight.Search
        placeholder="Search pages, companies, action plans…"
        leftSection={<IconSearch size={18} aria-hidden />}
        rightSection={waiting ? <Loader size={16} role="status" aria-label="Searching" /> : null}
        aria-label="Search"
      />
      <Spotlight.ActionsList aria-label="Search results">
        {groups.length > 0 ? (
          groups.map((group) => {
            const Icon = ICONS[group.kind] ?? IconSearch;
            return (
              <Spotlight.ActionsGroup key={group.kind} label={SEARCH_KIND_LABELS[group.kind]}>
                {group.hits.map((hit) => (
                  <Spotlight.Action
                    key={`${hit.kind}:${hit.id}`}
                    onClick={() => void navigate({ href: hit.href })}
                    leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
                  >
                    <Group
                      wrap="nowrap"
                      gap={4}
                      style={{ flexDirection: 'column', alignItems: 'flex-start' }}
                    >
                      <Text size="sm" fw={500}>
                        {hit.title}
                      </Text>
                      {hit.subtitle ? (
                        <Text size="xs" c="dimmed">
                          {hit.subtitle}
                        </Text>
                      ) : null}
                    </Group>
                  </Spotlight.Action>
                ))}
              </Spotlight.ActionsGroup>
            );
          })
        ) : (
          <Spotlight.Empty>{waiting ? 'Searching…' : empty}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      {result.data?.partial && remote.length > 0 ? (
        <Spotlight.Footer>
          <Text size="xs" c="dimmed">
            {result.data.partial}
          </Text>
        </Spotlight.Footer>
      ) : null}
    </Spotlight.Root>
  );
}
