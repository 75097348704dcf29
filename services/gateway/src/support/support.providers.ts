import { AnswerFeedbackHandler } from '../commands/answer-feedback/answer-feedback.handler';
import { SendCustomerMessageHandler } from '../commands/send-customer-message/send-customer-message.handler';
import { SendFeedbackHandler } from '../commands/send-feedback/send-feedback.handler';
import { CustomerMessagesController, FeedbackController } from './support.controllers';

/** Feedback / Get Help and customer messages (issue 13), registered by GatewayModule. */
export const SUPPORT_CONTROLLERS = [FeedbackController, CustomerMessagesController];
export const SUPPORT_HANDLERS = [SendFeedbackHandler, AnswerFeedbackHandler, SendCustomerMessageHandler];
