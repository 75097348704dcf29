import { AnswerFeedbackHandler, SendCustomerMessageHandler, SendFeedbackHandler } from './support.commands';
import { CustomerMessagesController, FeedbackController } from './support.controllers';

/** Feedback / Get Help and customer messages (issue 13), registered by GatewayModule. */
export const SUPPORT_CONTROLLERS = [FeedbackController, CustomerMessagesController];
export const SUPPORT_HANDLERS = [SendFeedbackHandler, AnswerFeedbackHandler, SendCustomerMessageHandler];
