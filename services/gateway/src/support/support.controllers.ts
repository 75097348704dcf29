import { Body, Controller, Get, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { z } from 'zod';
import {
  answerFeedbackRequestSchema,
  CANONICAL_ID_PATTERN,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  sendCustomerMessageRequestSchema,
  sendFeedbackRequestSchema,
  type AnswerFeedbackRequest,
  type ApiResponse,
  type CustomerMessage,
  type Feedback,
  type SendCustomerMessageRequest,
} from '@esg/contracts';
import type { FileStore, Filter, Store } from '@esg/persistence';
import {
  CurrentPrincipal,
  FILE_STORE,
  IMAGE_UPLOADS,
  inspectUpload,
  readMultipart,
  STORE,
  ZodPipe,
  type Principal,
} from '@esg/platform';
import { gatewayError } from '../domain/gateway.errors';
import { AnswerFeedbackCommand } from '../commands/answer-feedback/answer-feedback.command';
import { SendCustomerMessageCommand } from '../commands/send-customer-message/send-customer-message.command';
import { SendFeedbackCommand } from '../commands/send-feedback/send-feedback.command';
import {
  CUSTOMER_MESSAGES,
  FEEDBACK,
  toCustomerMessage,
  toFeedback,
  type CustomerMessageDoc,
  type FeedbackDoc,
} from './support.domain';

const uuidPipe = new ZodPipe(z.uuid({ error: 'id must be a feedback id' }));
const LIST_LIMIT = 200;

/** What a caller may read: the platform team everything, everyone else their own company's. */
function scopeFilter(principal: Principal): Filter | null {
  if (principal.role === 'admin') return {};
  if (principal.companyId === null) return null;
  return { companyId: principal.companyId };
}

/**
 * Feedback and Get Help (spec 2.3, issue 13): POST takes multipart/form-data (category, message,
 * page and an optional `screenshot` image) or JSON without a screenshot.
 */
@Controller('feedback')
export class FeedbackController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(STORE) private readonly store: Store,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Post()
  async send(
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ): Promise<ApiResponse<Feedback>> {
    let fields: unknown = request.body;
    let screenshot = null;
    if (request.isMultipart()) {
      const upload = await readMultipart(request, {
        fileSize: FEEDBACK_SCREENSHOT_MAX_BYTES,
        files: 1,
        fields: 5,
      });
      fields = upload.fields;
      const file = upload.files[0];
      if (file) screenshot = { ...(await inspectUpload(file, IMAGE_UPLOADS)), data: file.data };
    }
    const input = new ZodPipe(sendFeedbackRequestSchema).transform(fields);
    return {
      data: await this.commands.execute(new SendFeedbackCommand(principal, input, screenshot)),
      message: 'Thank you: your message has reached the platform team',
    };
  }

  /** Newest first; ?status=new|in_progress|resolved. */
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query('status') status?: string,
  ): Promise<ApiResponse<Feedback[]>> {
    const scope = scopeFilter(principal);
    if (scope === null) return { data: [] };
    const filter: Filter = { ...scope };
    if (status === 'new' || status === 'in_progress' || status === 'resolved') filter.status = status;
    const docs = await this.store.find<FeedbackDoc>(FEEDBACK, filter, {
      sort: [['createdAt', 'desc']],
      limit: LIST_LIMIT,
    });
    return { data: docs.map(toFeedback) };
  }

  @Patch(':id')
  async answer(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuidPipe) id: string,
    @Body(new ZodPipe(answerFeedbackRequestSchema)) body: AnswerFeedbackRequest,
  ): Promise<ApiResponse<Feedback>> {
    return { data: await this.commands.execute(new AnswerFeedbackCommand(principal, id, body)) };
  }

  /** The screenshot, to the sender's company and the platform team; never sniffed, never inline. */
  @Get(':id/screenshot')
  async screenshot(
    @CurrentPrincipal() principal: Principal,
    @Param('id', uuidPipe) id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const doc = await this.store.get<FeedbackDoc>(FEEDBACK, id);
    const scope = scopeFilter(principal);
    const visible =
      doc && scope !== null && (scope.companyId === undefined || scope.companyId === doc.companyId);
    if (!doc || !visible) throw gatewayError('FEEDBACK.NOT_FOUND', 'Feedback not found');
    const data = doc.screenshot ? await this.files.read(doc.screenshot.fileId) : null;
    if (!doc.screenshot || !data) throw gatewayError('FEEDBACK.NOT_FOUND', 'This feedback has no screenshot');
    const ascii = doc.screenshot.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    await reply
      .status(200)
      .header('content-type', doc.screenshot.mediaType)
      .header('content-disposition', `attachment; filename="${ascii}"`)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(data);
  }
}

/** The customer-specific message route's data (spec 2.1): messages of the platform team to a company. */
@Controller('customer-messages')
export class CustomerMessagesController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(STORE) private readonly store: Store,
  ) {}

  /** The caller's company's messages, newest first; the platform team sees all (or ?companyId=). */
  @Get()
  async list(
    @CurrentPrincipal() principal: Principal,
    @Query('companyId') companyId?: string,
  ): Promise<ApiResponse<CustomerMessage[]>> {
    const scope = scopeFilter(principal);
    if (scope === null) return { data: [] };
    const filter: Filter = { ...scope };
    if (principal.role === 'admin' && companyId && CANONICAL_ID_PATTERN.test(companyId))
      filter.companyId = Number(companyId);
    const docs = await this.store.find<CustomerMessageDoc>(CUSTOMER_MESSAGES, filter, {
      sort: [['createdAt', 'desc']],
      limit: LIST_LIMIT,
    });
    return { data: docs.map(toCustomerMessage) };
  }

  @Post()
  async send(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(sendCustomerMessageRequestSchema)) body: SendCustomerMessageRequest,
  ): Promise<ApiResponse<CustomerMessage>> {
    return { data: await this.commands.execute(new SendCustomerMessageCommand(principal, body)) };
  }
}
