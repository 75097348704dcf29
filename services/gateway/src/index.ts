import type { ServiceDefinition, ServiceRuntime } from '@esg/platform';
import { ApiKeyAuthenticator } from './auth/api-keys';
import { assertCompanyHeader } from './auth/company-scope';
import { createLoginLimits } from './auth/limits';
import { SessionService } from './auth/sessions';
import { GATEWAY_ERRORS } from './domain/gateway.errors';
import { GatewayModule, type GatewayContext } from './gateway.module';
import { configureGatewayHttp } from './http/configure-http';
import { announceNewBuild } from './infrastructure/deployed-announcement';
import { MailDispatcher } from './infrastructure/mail-outbox';
import { createMailer } from './infrastructure/mailer';
import { gatewayMigrations } from './infrastructure/migrations';
import { seedGateway } from './infrastructure/seed';
import { seedDemoTeam } from './infrastructure/team-seed';
import { startAnnouncementPush } from './integration/announcement-push.consumer';
import { startCompanyContactInvitations } from './integration/company-contact-invitations.consumer';
import { startReminderMails } from './integration/reminder-mails.consumer';
import { startHighlightsMails } from './integration/highlights-mails.consumer';
import { startCompanyContracts } from './integration/company-contracts.consumer';
import { startActivityFeed } from './activities/activity-feed.consumer';
import { startCompanyDirectory } from './integration/company-directory.consumer';
import { startLivePush } from './integration/live-push.consumer';
import { startNotificationPush } from './integration/notification-push.consumer';
import { startSessionRevocation } from './integration/session-revocation.consumer';
import { SocketHub } from './socket/socket-hub';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';
import { startWebhookFanOut } from './webhooks/webhook-fan-out.consumer';

/** Starts the webhook dispatcher's polling; closing it stops the polling after the pass under way. */
function startedWebhooks(dispatcher: WebhookDispatcher): WebhookDispatcher {
  dispatcher.start();
  return dispatcher;
}

const contexts = new WeakMap<ServiceRuntime, GatewayContext>();

function contextOf(runtime: ServiceRuntime): GatewayContext {
  let context = contexts.get(runtime);
  if (!context) {
    const sessions = new SessionService(runtime);
    context = {
      sessions,
      hub: new SocketHub(runtime, (token) => sessions.authenticateToken(token)),
      limits: createLoginLimits(runtime.rateLimits),
      mail: new MailDispatcher(runtime.store, createMailer(runtime), runtime.logger),
      apiKeys: new ApiKeyAuthenticator(runtime, ApiKeyAuthenticator.limitFor(runtime)),
      webhooks: new WebhookDispatcher(runtime),
    };
    contexts.set(runtime, context);
  }
  return context;
}

export const gatewayService: ServiceDefinition = {
  name: 'gateway',
  errors: GATEWAY_ERRORS,
  migrations: gatewayMigrations,
  module: (runtime) => GatewayModule.register(runtime, contextOf(runtime)),
  referenceData: announceNewBuild,
  seed: async (runtime) => {
    await seedGateway(runtime);
    await seedDemoTeam(runtime);
  },
  consumers: async (runtime) => {
    const context = contextOf(runtime);
    context.mail.start();
    return [
      context.mail,
      await startCompanyDirectory(runtime),
      await startCompanyContracts(runtime),
      await startCompanyContactInvitations(runtime, context.mail),
      await startReminderMails(runtime, context.mail),
      await startHighlightsMails(runtime, context.mail),
      await startAnnouncementPush(runtime, context.hub),
      await startNotificationPush(runtime, context.hub),
      await startLivePush(runtime, context.hub),
      await startSessionRevocation(runtime, context.hub),
      await startActivityFeed(runtime),
      await startWebhookFanOut(runtime, () => void context.webhooks.flush()),
      startedWebhooks(context.webhooks),
    ];
  },
  // Every route of every service this process hosts needs a live session, and an X-Company-ID the caller
  // may act for: the host's one guard and its plain routes check them (libs/platform authenticateRequest).
  accessChecks: (runtime) => ({
    session: (principal) => contextOf(runtime).sessions.isLive(principal),
    request: (principal, headers) => assertCompanyHeader(runtime.store, principal, headers),
  }),
  configureHttp: (fastify, runtime, hosted) =>
    configureGatewayHttp(fastify, runtime, hosted, {
      sessions: () => contextOf(runtime).sessions,
      hub: contextOf(runtime).hub,
      apiKeys: contextOf(runtime).apiKeys,
    }),
};

export { SocketHub } from './socket/socket-hub';
export { SessionService, revokeSessions, sessionIdOf } from './auth/sessions';
export { mailboxFolder } from './infrastructure/mailer';
export { totpCode } from './auth/totp';
export { gatewayMigrations } from './infrastructure/migrations';
export { ACTIVITIES, replayActivities, ACTIVITY_SOURCES } from './activities/activity-feed.consumer';
export { rebuildActivitiesFromDataDir } from './activities/activity-feed.rebuild';

/** The webhook dispatcher of a running gateway (tests run a pass after moving their clock). */
export const webhookDispatcherOf = (runtime: ServiceRuntime): WebhookDispatcher =>
  contextOf(runtime).webhooks;
