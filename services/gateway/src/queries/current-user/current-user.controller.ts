import { Controller, Get, Inject } from '@nestjs/common';
import type { ApiResponse, User } from '@esg/contracts';
import type { Store } from '@esg/persistence';
import { CurrentPrincipal, STORE, type Principal } from '@esg/platform';
import { GatewayErrors } from '../../domain/gateway.errors';
import { readUser, toUser } from '../../domain/user';

/** The signed-in user's profile: role, permission, home and visited company, two-factor state. */
@Controller('user')
export class CurrentUserController {
  constructor(@Inject(STORE) private readonly store: Store) {}

  @Get('me')
  async me(@CurrentPrincipal() principal: Principal): Promise<ApiResponse<User>> {
    const user = readUser(await this.store.get('users', String(principal.userId)));
    if (!user) throw GatewayErrors.userNotFound();
    return { data: toUser(user) };
  }
}
