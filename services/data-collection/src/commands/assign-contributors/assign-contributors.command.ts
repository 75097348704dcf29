import { Command } from '@nestjs/cqrs';
import type { Assignment, SaveAssignmentsRequest } from '@esg/contracts';
import type { Principal } from '@esg/platform';

/** PUT /responses/{id}/assignments: contributors ↔ whole sections or single metrics (replaces them all). */
export class AssignContributorsCommand extends Command<Assignment[]> {
  constructor(
    readonly principal: Principal,
    readonly responseId: number,
    readonly request: SaveAssignmentsRequest,
    /** When it happens: now, except for the demo data, dated within its period's timeline (issue 29). */
    readonly at: Date = new Date(),
  ) {
    super();
  }
}
