import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { userByUidRequestSchema, type ApiResponse, type User, type UserByUidRequest } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, ZodPipe, type Principal } from '@esg/platform';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, toUser, type UserAccount } from '../../domain/user';

/**
 * POST user { uid } -> the user (spec 7.4; the SPA loads its user this way after sign-in). One's own
 * uid, or any uid for an admin; another user's uid is 403 whether or not it exists.
 */
@Controller('user')
export class UserByUidController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Post()
  @HttpCode(200)
  async byUid(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(userByUidRequestSchema)) body: UserByUidRequest,
  ): Promise<ApiResponse<User>> {
    const [raw] = await this.store.find<UserAccount>('users', { uid: body.uid }, { limit: 1 });
    const user = readUser(raw ?? null);
    if (principal.role !== 'admin') {
      if (!user || user.userId !== principal.userId)
        throw GatewayErrors.userForbidden('You can only read your own user');
    }
    if (!user) throw GatewayErrors.userNotFound();
    return { data: toUser(user) };
  }
}
