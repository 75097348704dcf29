import { Body, Controller, Inject, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  monitoringRequestSchema,
  sendRemindersRequestSchema,
  type ApiResponse,
  type MonitoringRequest,
  type MonitoringRequestOutcome,
  type ReminderOutcome,
  type ResponseSummary,
  type SendRemindersRequest,
} from '@esg/contracts';
import type { Store } from '@esg/persistence';
import {
  CLOCK,
  CurrentPrincipal,
  DomainError,
  STORE,
  ZodPipe,
  type Clock,
  type Principal,
} from '@esg/platform';
import { sendReminder } from '../../application/reminders';
import { RESPONSES, ResponseWorkspace } from '../../application/response-workspace';
import type { Company } from '../../domain/company';
import type { ResponseDoc } from '../../domain/esg/response';
import { OWED_STATUSES } from '../../domain/monitoring';
import { RequestDataCommand } from '../request-data/request-data.command';
import { dataCollectionError } from '../../domain/data-collection.errors';

/**
 * POST /monitoring/requests: one standard and period asked of many portfolio companies at once. Each
 * company goes through the single request (POST /responses: same rules, same event, same answer) in
 * its own transaction; one refusal does not stop the others, and the answer says what became of each.
 */
@Controller('monitoring')
export class MonitoringRequestsController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(STORE) private readonly store: Store,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly workspace: ResponseWorkspace,
  ) {}

  @Post('requests')
  async request(
    @Body(new ZodPipe(monitoringRequestSchema)) body: MonitoringRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<MonitoringRequestOutcome[]>> {
    if (principal.permission === 'Contributor')
      throw dataCollectionError('RESPONSE.FORBIDDEN', 'Contributors do not request data');
    const outcomes: MonitoringRequestOutcome[] = [];
    for (const companyId of [...new Set(body.companyIds)]) {
      const company = await this.store.get<Company>('companies', String(companyId));
      try {
        const summary: ResponseSummary = await this.commands.execute(
          new RequestDataCommand(principal, {
            companyId,
            standardId: body.standardId,
            period: body.period,
            dueDate: body.dueDate,
            ...(body.modules ? { modules: body.modules } : {}),
          }),
        );
        outcomes.push({
          companyId,
          companyName: summary.companyName,
          outcome: 'requested',
          responseId: summary.id,
          message: null,
        });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        const existing =
          err.code === 'RESPONSE.ALREADY_EXISTS'
            ? (
                await this.store.find<ResponseDoc>(RESPONSES, {
                  companyId,
                  standardId: body.standardId,
                  period: body.period,
                })
              )[0]
            : undefined;
        outcomes.push({
          companyId,
          // A company the caller may not see stays nameless.
          companyName: err.code === 'COMPANY.NOT_FOUND' ? null : (company?.name ?? null),
          outcome: existing ? 'already_requested' : 'refused',
          responseId: existing?.responseId ?? null,
          message: err.message,
        });
      }
    }
    const requested = outcomes.filter((o) => o.outcome === 'requested').length;
    return {
      data: outcomes,
      message: `Data requested from ${requested} of ${outcomes.length} ${outcomes.length === 1 ? 'company' : 'companies'}`,
    };
  }

  /**
   * POST /monitoring/reminders: remind the companies of these responses now. Only the side that asked
   * for the data reminds (the GP of a portfolio company's response), and only while the data is owed.
   */
  @Post('reminders')
  async remind(
    @Body(new ZodPipe(sendRemindersRequestSchema)) body: SendRemindersRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResponse<ReminderOutcome[]>> {
    if (principal.permission === 'Contributor')
      throw dataCollectionError('RESPONSE.FORBIDDEN', 'Contributors do not send reminders');
    const outcomes: ReminderOutcome[] = [];
    for (const responseId of [...new Set(body.responseIds)]) {
      const refused = (message: string): ReminderOutcome => ({
        responseId,
        outcome: 'refused',
        recipients: 0,
        message,
      });
      try {
        const outcome = await this.store.transaction(async (tx) => {
          const { response, access } = await this.workspace.open(principal, responseId, tx);
          if (!access.reviewer)
            return refused('Only the company that asked for the data sends reminders of it');
          if (!OWED_STATUSES.includes(response.status))
            return refused(
              `Response ${responseId} is ${response.status.replace('_', ' ')}: nothing is owed, no reminder sent`,
            );
          const at = this.clock.now();
          const result = await sendReminder(
            tx,
            response,
            {
              key: `manual|${responseId}|${at.toISOString()}|${principal.userId}`,
              reason: 'manual',
              days: null,
              note: body.message?.length ? body.message : null,
            },
            principal.userId,
            at,
          );
          if (!result.sent)
            return refused(
              'No user of the company has signed in yet: resend the contact’s invitation from the access manager',
            );
          return {
            responseId,
            outcome: 'sent' as const,
            recipients: result.recipients.length,
            message: null,
          };
        });
        outcomes.push(outcome);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        outcomes.push(refused(err.message));
      }
    }
    const sent = outcomes.filter((o) => o.outcome === 'sent').length;
    return {
      data: outcomes,
      message: `${sent} of ${outcomes.length} ${outcomes.length === 1 ? 'reminder' : 'reminders'} sent`,
    };
  }
}
