import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Box, Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

// The search dialog (Spotlight and its results) loads on first use, not with every page.
const SearchSpotlight = lazy(() => import('./search-spotlight'));

/**
 * The top bar's search (issue 15): a button that reads like a search box, and Ctrl/⌘+K anywhere,
 * both opening the global search.
 */
export function SearchLauncher() {
  const [opens, setOpens] = useState(0);
  const os = useOs();
  const mod = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  const open = () => setOpens((n) => n + 1);
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size={38}
        radius="md"
        onClick={open}
        aria-label="Search"
      >
        <IconSearch size={20} stroke={1.7} aria-hidden />
      </ActionIcon>
      <Box visibleFrom="sm">
        <UnstyledButton
          onClick={open}
          className="search-launcher"
          aria-label="Search"
          aria-keyshortcuts="Control+K Meta+K"
        >
          <Group gap={8} wrap="nowrap">
            <IconSearch size={16} aria-hidden />
            <Text size="sm" c="dimmed" style={{ flex: 1 }} aria-hidden="true">
              Search…
            </Text>
            <Group gap={2} aria-hidden="true">
              <Kbd size="xs">{mod}</Kbd>
              <Kbd size="xs">K</Kbd>
            </Group>
          </Group>
        </UnstyledButton>
      </Box>
      {opens > 0 ? (
        <Suspense fallback={null}>
          <SearchSpotlight opens={opens} />
        </Suspense>
      ) : null}
    </>
  );
}
