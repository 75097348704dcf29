import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { cssVariablesResolver, theme } from '@/theme/theme';

/**
 * What a component or hook under test gets from the app around it: the product's Mantine theme (as ThemeProvider gives it) and a
 * query client of its own (no retries, so a failed request shows at once). Only for `*.test.tsx` files.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function providers(client: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        {/* env="test": no transitions and no portals, so a menu or dialog is there as soon as it opens. */}
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          {/* As the layout has them (app/default-shell.tsx): confirmations and messages show. */}
          <ModalsProvider>
            <Notifications />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    );
  };
}

export function renderWithApp(
  ui: ReactElement,
  { client = testQueryClient(), ...options }: RenderOptions & { client?: QueryClient } = {},
) {
  return { client, ...render(ui, { wrapper: providers(client), ...options }) };
}

export function renderHookWithApp<Result, Props>(
  hook: (props: Props) => Result,
  { client = testQueryClient(), initialProps }: { client?: QueryClient; initialProps?: Props } = {},
) {
  return { client, ...renderHook(hook, { wrapper: providers(client), initialProps }) };
}
