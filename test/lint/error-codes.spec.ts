import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PLATFORM_ERRORS, type ServiceDefinition } from '@esg/platform';
import { actionPlansService } from '@esg/action-plans';
import { dataCollectionService } from '@esg/data-collection';
import { gatewayService } from '@esg/gateway';
import { notificationsService } from '@esg/notifications';
import { reportingService } from '@esg/reporting';
import { scoringService } from '@esg/scoring';

/**
 * Every domain error code a service raises is declared, with its HTTP status, in the service's error
 * catalogue (domain/<svc>.errors.ts) or the platform's. An undeclared code would answer 500 at run
 * time; this finds it in the sources first and names the file.
 */
const root = join(__dirname, '..', '..');
const SERVICES: ServiceDefinition[] = [
  gatewayService,
  actionPlansService,
  dataCollectionService,
  notificationsService,
  scoringService,
  reportingService,
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** `new DomainError('X.Y'` and `someError('X.Y'`, and a rate limit's `code: 'X.Y'`. */
const RAISED = [
  // DomainError and a catalogue's error function (actionPlansError, not ConfigError: configuration).
  /(?:DomainError|\b[a-z][a-zA-Z]*Error)\(\s*'([A-Z][A-Z0-9_]*(?:\.[A-Z][A-Z0-9_]*)?)'/g,
  /\brefuse\(\s*'([A-Z][A-Z0-9_]*(?:\.[A-Z][A-Z0-9_]*)?)'/g,
  /\bcode:\s*'([A-Z][A-Z0-9_]*\.[A-Z][A-Z0-9_]*)'/g,
];

describe('domain error codes', () => {
  it.each(SERVICES.map((s) => [s.name, s] as const))(
    '%s raises only codes its error catalogue declares',
    (_name, service) => {
      const declared = new Set([
        ...Object.keys(service.errors.statuses),
        ...Object.keys(PLATFORM_ERRORS.statuses),
      ]);
      const undeclared: string[] = [];
      for (const file of sources(join(root, 'services', service.name, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const pattern of RAISED) {
          for (const match of text.matchAll(pattern)) {
            if (!declared.has(match[1])) undeclared.push(`${relative(root, file)}: ${match[1]}`);
          }
        }
      }
      expect(undeclared).toEqual([]);
    },
  );
});
