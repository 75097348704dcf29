import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { routeOwner, SERVICE_ROUTES, type RoutedService } from '@esg/contracts';

/**
 * In cluster and production the gateway forwards `/api/<prefix>` to the service that owns the prefix
 * (libs/contracts/src/routing.ts). A controller whose prefix is
 * missing from that table works in standalone (one process) and answers 404 behind the gateway: this
 * reads every service's `@Controller('…')` and checks the table sends its paths to that service.
 */
const root = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

function controllerPrefixes(service: string): string[] {
  const prefixes = new Set<string>();
  for (const file of sources(join(root, 'services', service, 'src')))
    for (const match of readFileSync(file, 'utf8').matchAll(/@Controller\(\s*['"]([^'"]+)['"]/g))
      prefixes.add(match[1]);
  return [...prefixes].sort();
}

const ROUTED = Object.keys(SERVICE_ROUTES) as RoutedService[];

describe('every service controller is reachable through the gateway', () => {
  it.each(ROUTED)('%s: each controller prefix is routed to it', (service) => {
    const prefixes = controllerPrefixes(service);
    expect(prefixes.length).toBeGreaterThan(0);
    const misrouted = prefixes
      .map((prefix) => ({ prefix, owner: routeOwner(`/api/${prefix}`) }))
      .filter((r) => r.owner !== service);
    expect(misrouted).toEqual([]);
  });
});
