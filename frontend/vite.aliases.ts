import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** How the SPA's imports resolve: the build (vite.config.ts) and the component tests (vitest.config.ts). */
export const aliases: Alias[] = [
  // The SPA imports browser-safe contract modules by subpath (`@esg/contracts/auth`): the
  // package index also exports createEvent, which needs node:crypto.
  { find: /^@esg\/contracts\/(.+)$/, replacement: fromHere('../libs/contracts/src/$1.ts') },
  { find: /^@esg\/contracts$/, replacement: fromHere('../libs/contracts/src/index.ts') },
  // The access rules of spec section 6, shared with the gateway: pure functions, browser-safe.
  { find: /^@esg\/access-policy$/, replacement: fromHere('../libs/access-policy/src/index.ts') },
  { find: /^@\//, replacement: fromHere('./src/') },
];
