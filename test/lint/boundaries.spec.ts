import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const eslintBin = join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

/** Lints a piece of code as if it stood in the given file of the repository (the real config, via the CLI). */
async function lintAs(file: string, code: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'json'],
    {
      cwd: root,
      input: code,
      encoding: 'utf8',
    },
  );
  const [result] = JSON.parse(run.stdout) as Array<{
    messages: Array<{ ruleId: string | null; message: string }>;
  }>;
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lint boundaries', () => {
  jest.setTimeout(60_000);

  it('refuses a service importing another service', async () => {
    const messages = await lintAs(
      'services/action-plans/src/index.ts',
      "export { gatewayService } from '@esg/gateway';\n",
    );
    expect(messages.join('\n')).toMatch(/never another service/);
  });

  it('refuses a relative import that leaves its package', async () => {
    const messages = await lintAs(
      'services/action-plans/src/index.ts',
      "export { dataCollectionService } from '../../data-collection/src/index';\n",
    );
    expect(messages.join('\n')).toMatch(/leaves its package/);
  });

  it('allows a service to import libs', async () => {
    const messages = await lintAs(
      'services/action-plans/src/index.ts',
      "export { topicOf } from '@esg/contracts';\n",
    );
    expect(messages.filter((m) => /no-restricted-imports|package-boundary/.test(m))).toEqual([]);
  });

  it('refuses a floating promise', async () => {
    const messages = await lintAs(
      'services/action-plans/src/index.ts',
      'async function work(): Promise<void> {}\nexport function run(): void {\n  work();\n}\n',
    );
    expect(messages.join('\n')).toMatch(/no-floating-promises/);
  });

  it('refuses a feature importing another feature, and shared frontend code importing a feature', async () => {
    const fromFeature = await lintAs(
      'frontend/src/features/sfdr/components/sfdr-collection.tsx',
      "export { useFunds } from '@/features/portfolio/api/list-funds';\n",
    );
    expect(fromFeature.join('\n')).toMatch(/never another feature/);
    const fromShared = await lintAs(
      'frontend/src/shared/data-requests/get-monitoring.ts',
      "export { useFunds } from '@/features/portfolio/api/list-funds';\n",
    );
    expect(fromShared.join('\n')).toMatch(/Shared code never imports a feature/);
    const fromFeatureToShared = await lintAs(
      'frontend/src/features/sfdr/components/sfdr-collection.tsx',
      "export { useMonitoring } from '@/shared/data-requests/get-monitoring';\n",
    );
    expect(fromFeatureToShared.filter((m) => /no-restricted-imports/.test(m))).toEqual([]);
  });
});
