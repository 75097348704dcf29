import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runtimeProviders, type ServiceRuntime } from '@esg/platform';
import type { ApiKeyAuthenticator } from './auth/api-keys';
import { LOGIN_LIMITS, type LoginLimits } from './auth/limits';
import { ACCESS_MANAGER_CONTROLLERS, ACCESS_MANAGER_HANDLERS } from './access-manager.providers';
import { SessionService } from './auth/sessions';
import { ChangePasswordController } from './commands/change-password/change-password.controller';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { ConfirmTwoFactorController } from './commands/confirm-two-factor/confirm-two-factor.controller';
import { ConfirmTwoFactorHandler } from './commands/confirm-two-factor/confirm-two-factor.handler';
import { CreateAnnouncementController } from './commands/create-announcement/create-announcement.controller';
import { CreateAnnouncementHandler } from './commands/create-announcement/create-announcement.handler';
import { DeleteAnnouncementController } from './commands/delete-announcement/delete-announcement.controller';
import { DeleteAnnouncementHandler } from './commands/delete-announcement/delete-announcement.handler';
import { DisableTwoFactorController } from './commands/disable-two-factor/disable-two-factor.controller';
import { DisableTwoFactorHandler } from './commands/disable-two-factor/disable-two-factor.handler';
import { EnrolTwoFactorController } from './commands/enrol-two-factor/enrol-two-factor.controller';
import { EnrolTwoFactorHandler } from './commands/enrol-two-factor/enrol-two-factor.handler';
import { InviteUserController } from './commands/invite-user/invite-user.controller';
import { InviteUserHandler } from './commands/invite-user/invite-user.handler';
import { LoginController } from './commands/login/login.controller';
import { LogInHandler } from './commands/login/login.handler';
import { LogoutController } from './commands/logout/logout.controller';
import { RecoverPasswordController } from './commands/recover-password/recover-password.controller';
import { RecoverPasswordHandler } from './commands/recover-password/recover-password.handler';
import { ResetPasswordController } from './commands/reset-password/reset-password.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SetPasswordController } from './commands/set-password/set-password.controller';
import { SetPasswordHandler } from './commands/set-password/set-password.handler';
import { SetTwoFactorPolicyController } from './commands/set-two-factor-policy/set-two-factor-policy.controller';
import { SetTwoFactorPolicyHandler } from './commands/set-two-factor-policy/set-two-factor-policy.handler';
import { TwoFactorLogoutController } from './commands/two-fa-logout/two-fa-logout.controller';
import { TwoFactorLogoutHandler } from './commands/two-fa-logout/two-fa-logout.handler';
import { UpdateAnnouncementController } from './commands/update-announcement/update-announcement.controller';
import { UpdateAnnouncementHandler } from './commands/update-announcement/update-announcement.handler';
import { UpdateProfileController } from './commands/update-profile/update-profile.controller';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { UpdateUserController } from './commands/update-user/update-user.controller';
import { UpdateUserHandler } from './commands/update-user/update-user.handler';
import { VerifyTwoFactorController } from './commands/verify-two-factor/verify-two-factor.controller';
import { VerifyTwoFactorHandler } from './commands/verify-two-factor/verify-two-factor.handler';
import { ManageApiKeysController } from './commands/manage-api-keys/manage-api-keys.controller';
import { CreateApiKeyHandler } from './commands/create-api-key/create-api-key.handler';
import { RevokeApiKeyHandler } from './commands/revoke-api-key/revoke-api-key.handler';
import { RotateApiKeyHandler } from './commands/rotate-api-key/rotate-api-key.handler';
import { SetApiAccessHandler } from './commands/set-api-access/set-api-access.handler';
import { ListApiKeysController } from './queries/list-api-keys/list-api-keys.controller';
import { FanOut } from './http/fan-out';
import { MailDispatcher } from './infrastructure/mail-outbox';
import { CurrentSessionController } from './queries/current-session/current-session.controller';
import { CurrentUserController } from './queries/current-user/current-user.controller';
import { HomeController } from './queries/home/home.controller';
import { ListAnnouncementsController } from './queries/list-announcements/list-announcements.controller';
import { SearchController } from './queries/search/search.controller';
import { TwoFactorPolicyController } from './queries/two-factor-policy/two-factor-policy.controller';
import { UserByUidController } from './queries/user-by-uid/user-by-uid.controller';
import { SocketHub } from './socket/socket-hub';
import { SUPPORT_CONTROLLERS, SUPPORT_HANDLERS } from './support/support.providers';
import { RELEASE_LOG_CONTROLLERS, RELEASE_LOG_HANDLERS } from './release-logs/release-logs.providers';
import { ActivitiesController } from './activities/activities.controller';
import { WebhookDispatcher } from './webhooks/webhook-dispatcher';
import { WEBHOOK_CONTROLLERS, WEBHOOK_HANDLERS } from './webhooks/webhooks.providers';

export interface GatewayContext {
  sessions: SessionService;
  hub: SocketHub;
  limits: LoginLimits;
  mail: MailDispatcher;
  apiKeys: ApiKeyAuthenticator;
  webhooks: WebhookDispatcher;
}

@Module({})
export class GatewayModule {
  static register(runtime: ServiceRuntime, context: GatewayContext): DynamicModule {
    return {
      module: GatewayModule,
      imports: [CqrsModule.forRoot()],
      controllers: [
        LoginController,
        LogoutController,
        CurrentSessionController,
        SetPasswordController,
        RecoverPasswordController,
        ResetPasswordController,
        ChangePasswordController,
        EnrolTwoFactorController,
        ConfirmTwoFactorController,
        DisableTwoFactorController,
        VerifyTwoFactorController,
        SetTwoFactorPolicyController,
        TwoFactorPolicyController,
        // 'user/me' and 'user/two-fa-logout/:uid' before 'user/:id'.
        CurrentUserController,
        UpdateProfileController,
        TwoFactorLogoutController,
        InviteUserController,
        UserByUidController,
        UpdateUserController,
        ListAnnouncementsController,
        CreateAnnouncementController,
        UpdateAnnouncementController,
        DeleteAnnouncementController,
        ...ACCESS_MANAGER_CONTROLLERS,
        ...SUPPORT_CONTROLLERS,
        ...RELEASE_LOG_CONTROLLERS,
        ActivitiesController,
        SearchController,
        HomeController,
        ListApiKeysController,
        ManageApiKeysController,
        ...WEBHOOK_CONTROLLERS,
      ],
      providers: [
        ...runtimeProviders(runtime),
        { provide: SessionService, useValue: context.sessions },
        { provide: SocketHub, useValue: context.hub },
        { provide: LOGIN_LIMITS, useValue: context.limits },
        { provide: MailDispatcher, useValue: context.mail },
        { provide: WebhookDispatcher, useValue: context.webhooks },
        FanOut,
        LogInHandler,
        SetPasswordHandler,
        RecoverPasswordHandler,
        ResetPasswordHandler,
        ChangePasswordHandler,
        EnrolTwoFactorHandler,
        ConfirmTwoFactorHandler,
        DisableTwoFactorHandler,
        VerifyTwoFactorHandler,
        SetTwoFactorPolicyHandler,
        TwoFactorLogoutHandler,
        InviteUserHandler,
        UpdateUserHandler,
        UpdateProfileHandler,
        CreateAnnouncementHandler,
        UpdateAnnouncementHandler,
        DeleteAnnouncementHandler,
        ...ACCESS_MANAGER_HANDLERS,
        CreateApiKeyHandler,
        RotateApiKeyHandler,
        RevokeApiKeyHandler,
        SetApiAccessHandler,
        ...SUPPORT_HANDLERS,
        ...RELEASE_LOG_HANDLERS,
        ...WEBHOOK_HANDLERS,
      ],
      exports: [SocketHub],
    };
  }
}
