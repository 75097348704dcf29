#!/usr/bin/env node
// `npm run rebuild -- plan-summaries`: the action-plans list's read model, replayed from the
// action-plans outbox (stop the action-plans process first).
// `npm run rebuild -- <projection>` (notifications | changelog | directory | all): drops the
// projection's collections, inbox and checkpoint in the notifications store and replays the event
// logs (the outboxes of gateway, data-collection and action-plans under DATA_DIR, merged by event
// time). Stop the notifications process first. Production replays from Kafka instead: see
// docs/notifications.md.
// `npm run rebuild -- pai`: the PAI read model of the reporting service, replayed from
// data-collection's outbox (stop the reporting process — standalone: the app — first).
// `npm run rebuild -- analysis`: the analysis read model of the reporting service (issue 12), the same way.
// `npm run rebuild -- activities`: the activity feed of the gateway (/viewActivities), replayed from the
// outboxes of gateway, data-collection, action-plans and scoring (stop the gateway — standalone: the app — first).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { buildServer, serverIsStale } from './build.mjs';
import { useProjectNode } from './runtime.mjs';

await useProjectNode();

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const name = process.argv[2];
if (
  !name ||
  ![
    'notifications',
    'changelog',
    'directory',
    'all',
    'plan-summaries',
    'pai',
    'analysis',
    'activities',
  ].includes(name)
) {
  console.error(
    'usage: npm run rebuild -- <notifications | changelog | directory | all | plan-summaries | pai | analysis | activities>',
  );
  process.exit(2);
}
if (serverIsStale()) buildServer();
const require = createRequire(import.meta.url);
const { loadConfig, ConfigError, openStore } = require(join(root, 'libs', 'platform', 'dist', 'index.js'));
if (name === 'plan-summaries') {
  const { actionPlansService, rebuildPlanSummaries } = require(
    join(root, 'services', 'action-plans', 'dist', 'index.js'),
  );
  const config = loadConfig('action-plans', {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  });
  const store = await openStore(config, 'action-plans', actionPlansService.migrations);
  const started = Date.now();
  const { events } = await rebuildPlanSummaries(store);
  await store.close();
  console.log(
    `rebuilt plan-summaries from ${events.toLocaleString('en-US')} events in ${((Date.now() - started) / 1000).toFixed(2)} s`,
  );
  process.exit(0);
}
if (name === 'activities') {
  const { rebuildActivitiesFromDataDir } = require(join(root, 'services', 'gateway', 'dist', 'index.js'));
  try {
    // The store's location is all the rebuild reads of the configuration (the gateway's own also
    // wants the services' URLs in standalone mode, which a rebuild does not call).
    const config = loadConfig('standalone', {
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
    });
    const result = await rebuildActivitiesFromDataDir(config);
    console.log(
      `rebuilt ${result.projections.join(', ')} from ${result.events.toLocaleString('en-US')} events in ${result.seconds.toFixed(2)} s`,
    );
    process.exit(0);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `rebuild failed: ${error.stack ?? error}`);
    process.exit(1);
  }
}
if (name === 'pai' || name === 'analysis') {
  const { rebuildReportingFromDataDir } = require(join(root, 'services', 'reporting', 'dist', 'index.js'));
  try {
    const config = loadConfig('reporting', {
      ...process.env,
      DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
    });
    const result = await rebuildReportingFromDataDir(config, name);
    console.log(
      `rebuilt ${result.projections.join(', ')} from ${result.events.toLocaleString('en-US')} events in ${result.seconds.toFixed(2)} s`,
    );
    process.exit(0);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : `rebuild failed: ${error.stack ?? error}`);
    process.exit(1);
  }
}
const { rebuildFromDataDir } = require(join(root, 'services', 'notifications', 'dist', 'index.js'));
try {
  const config = loadConfig('notifications', {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  });
  const result = await rebuildFromDataDir(config, name);
  console.log(
    `rebuilt ${result.projections.join(', ')} from ${result.events.toLocaleString('en-US')} events in ${result.seconds.toFixed(2)} s`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `rebuild failed: ${error.stack ?? error}`);
  process.exit(1);
}
