import { Command } from '@nestjs/cqrs';
import type { AuditorGrant, InviteAuditorRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/**
 * The investor's primary user invites an auditor: an account with permission Auditor in the investor's
 * company, its invitation mail (the access manager's flow), and the grant of one scope and period until an
 * end date. `scopeName` is the scope's name as data-collection answered it for the caller.
 */
export class InviteAuditorCommand extends Command<AuditorGrant> {
  constructor(
    readonly principal: Principal,
    readonly request: InviteAuditorRequest,
    readonly scopeName: string,
  ) {
    super();
  }
}
