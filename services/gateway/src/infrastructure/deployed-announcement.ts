import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOYED_ANNOUNCEMENT_ID } from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import type { ServiceRuntime } from '@esg/platform';
import { NEW_VERSION_TEXT, type AnnouncementDoc } from '../domain/announcement';
import { announcementChanged } from './announcement-events';

interface BuildSetting extends Doc {
  buildId: string;
  since: string;
}

// Taken once per process: every host started by this process sees the same build.
const PROCESS_STARTED_AT = new Date(Math.round(performance.timeOrigin)).toISOString();

function packageVersion(): string {
  try {
    return (
      (JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version?: string })
        .version ?? '0.0.0'
    );
  } catch {
    return '0.0.0';
  }
}

/** BUILD_ID when the deployment sets one (it should), else the package version and the process start. */
export const currentBuildId = (runtime: ServiceRuntime): string =>
  runtime.config.buildId ?? `${packageVersion()}+${PROCESS_STARTED_AT}`;

/**
 * At every start: when the build differs from the last one recorded, the 'deployed' announcement
 * (spec section 4: a new-version alert with a refresh link) is enabled and its change published, so
 * browsers still running the previous build learn that a new one is live. The first start only records.
 */
export async function announceNewBuild(runtime: ServiceRuntime): Promise<void> {
  const buildId = currentBuildId(runtime);
  await runtime.store.transaction(async (tx) => {
    const last = await tx.get<BuildSetting>('gateway_settings', 'build');
    if (last?.buildId === buildId) return;
    await tx.put<BuildSetting>('gateway_settings', { id: 'build', buildId, since: new Date().toISOString() });
    if (!last) return;
    const deployed: AnnouncementDoc = {
      id: DEPLOYED_ANNOUNCEMENT_ID,
      docId: DEPLOYED_ANNOUNCEMENT_ID,
      type: 'alert-info',
      text: NEW_VERSION_TEXT,
      enabled: true,
      updatedAt: new Date().toISOString(),
    };
    await tx.put('announcements', deployed);
    await tx.append([announcementChanged(deployed, false, null)]);
    runtime.logger.info({ buildId, previous: last.buildId }, 'new build: deployed announcement raised');
  });
}
