import { use, type ReactNode } from 'react';
import { MantineContext, MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine's provider with the product's theme, around each layout (and an error or not-found page
 * shown outside any layout), not around the whole app in main.tsx: so the initial download carries
 * none of Mantine, which arrives with the first page that shows it (issue 31, bench/bundle-budget.ts).
 * Inside another provider it adds nothing.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  if (use(MantineContext)) return children;
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
