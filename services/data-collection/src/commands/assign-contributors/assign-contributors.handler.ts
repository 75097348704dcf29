import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Assignment } from '@esg/contracts';
import { contributorNoticeEvents, newlyAssigned } from '../../application/contributor-notices';
import { responseEvent, responseRef } from '../../application/response-events';
import { RESPONSES, ResponseWorkspace, requireSide } from '../../application/response-workspace';
import { touched } from '../../application/transitions';
import { USER_DIRECTORY, type DirectoryUser } from '../../infrastructure/user-directory';
import { dataCollectionError } from '../../domain/data-collection.errors';
import { AssignContributorsCommand } from './assign-contributors.command';

@CommandHandler(AssignContributorsCommand)
export class AssignContributorsHandler implements ICommandHandler<AssignContributorsCommand> {
  constructor(private readonly workspace: ResponseWorkspace) {}

  async execute({ principal, responseId, request, at }: AssignContributorsCommand): Promise<Assignment[]> {
    return this.workspace.store.transaction(async (tx) => {
      const { response, access } = await this.workspace.open(principal, responseId, tx);
      requireSide(access.company, "Only the reporting company's users assign contributors");
      if (response.status === 'published')
        throw dataCollectionError(
          'RESPONSE.LOCKED',
          'The period is published and locked: reopen it to change assignments',
        );
      const state = await this.workspace.state(tx, response);
      const sections = this.workspace.sectionIds(state.tree);
      const codes = new Set(state.codes);
      const seen = new Set<number>();
      const assignments: Assignment[] = [];
      for (const assignment of request.assignments) {
        if (seen.has(assignment.userId))
          throw dataCollectionError(
            'RESPONSE.VALIDATION',
            `user ${assignment.userId} is listed twice; give one entry per user`,
          );
        seen.add(assignment.userId);
        const user = await tx.get<DirectoryUser>(USER_DIRECTORY, String(assignment.userId));
        if (!user || user.companyId !== response.companyId)
          throw dataCollectionError(
            'RESPONSE.VALIDATION',
            `user ${assignment.userId} is not a user of the reporting company`,
          );
        if (user.permission === 'Coinvestor' || user.permission === 'Consultant')
          throw dataCollectionError(
            'RESPONSE.VALIDATION',
            `user ${assignment.userId} has read-only access and cannot contribute`,
          );
        const unknownSection = assignment.sectionIds.find((id) => !sections.has(id));
        if (unknownSection)
          throw dataCollectionError(
            'RESPONSE.VALIDATION',
            `section ${unknownSection} is not in this response`,
          );
        const unknownCode = assignment.metricCodes.find((code) => !codes.has(code));
        if (unknownCode)
          throw dataCollectionError('RESPONSE.VALIDATION', `metric ${unknownCode} is not in this response`);
        if (assignment.sectionIds.length === 0 && assignment.metricCodes.length === 0)
          throw dataCollectionError(
            'RESPONSE.VALIDATION',
            `assign user ${assignment.userId} at least one section or metric`,
          );
        assignments.push({
          userId: assignment.userId,
          sectionIds: [...new Set(assignment.sectionIds)],
          metricCodes: [...new Set(assignment.metricCodes)],
        });
      }
      const now = at.toISOString();
      const updated = { ...touched(response, now), assignments };
      await tx.put(RESPONSES, updated);
      await tx.append([
        responseEvent('data-collection.response.assignments-changed.v1', updated, principal.userId, {
          ...responseRef(updated),
          assignments,
          actorId: principal.userId,
          at: now,
        }),
        // Whoever gained sections or metrics is told, in the bell and by mail (issue 21, finding 7).
        ...(await contributorNoticeEvents(tx, {
          response: updated,
          tree: state.tree,
          catalogue: this.workspace.catalogue,
          reason: 'assigned',
          notices: newlyAssigned(response.assignments, assignments),
          actorId: principal.userId,
          at: now,
        })),
      ]);
      return assignments;
    });
  }
}
