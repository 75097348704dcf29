import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TwoFactorEnrolment } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { STORE } from '@esg/platform';
import { newTotpSecret, otpauthUri, qrCodeDataUrl } from '../../auth/totp';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, twoFactorEnabled } from '../../domain/user';
import { EnrolTwoFactorCommand } from './enrol-two-factor.command';

@CommandHandler(EnrolTwoFactorCommand)
export class EnrolTwoFactorHandler implements ICommandHandler<EnrolTwoFactorCommand> {
  constructor(@Inject(STORE) private readonly store: Store) {}

  async execute({ userId }: EnrolTwoFactorCommand): Promise<TwoFactorEnrolment> {
    const secret = newTotpSecret();
    const user = await this.store.transaction(async (tx) => {
      const current = readUser(await tx.get('users', String(userId)));
      if (!current) throw GatewayErrors.userNotFound();
      if (twoFactorEnabled(current)) throw GatewayErrors.twoFactorAlreadyEnabled();
      // A second enrolment replaces the first pending secret (the user may have lost the QR code).
      await tx.put('users', {
        ...current,
        twoFactor: {
          enabled: false,
          secret: null,
          pendingSecret: secret,
          lastStep: null,
          recoveryCodeHashes: [],
        },
      });
      return current;
    });
    const uri = otpauthUri(secret, user.email);
    return { secret, otpauthUri: uri, qrCode: await qrCodeDataUrl(uri) };
  }
}
