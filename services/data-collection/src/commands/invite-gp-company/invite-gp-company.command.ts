import { Command } from '@nestjs/cqrs';
import type { ChildCompany, InviteGpCompanyRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** An LP's primary user (or an admin) invites a GP company: a child GP and its contact. */
export class InviteGpCompanyCommand extends Command<ChildCompany> {
  constructor(
    readonly lpCompanyId: number,
    readonly request: InviteGpCompanyRequest,
    readonly principal: Principal,
  ) {
    super();
  }
}
