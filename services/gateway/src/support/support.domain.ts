import {
  labelText,
  type CustomerMessage,
  type Feedback,
  type FeedbackCategory,
  type FeedbackStatus,
} from '@esg/contracts';
import type { Doc } from '@esg/persistence';
import type { OutgoingMail } from '../domain/mails';

/** Feedback / Get Help as stored (issue 13); the screenshot's contents live in the file store. */
export interface FeedbackDoc extends Doc {
  kind: 'feedback' | 'help';
  category: FeedbackCategory;
  message: string;
  page: string | null;
  status: FeedbackStatus;
  senderId: number;
  senderName: string;
  senderEmail: string;
  companyId: number | null;
  companyName: string | null;
  screenshot: { fileId: string; name: string; mediaType: string; size: number } | null;
  replies: Array<{ text: string; at: string; by: string }>;
  createdAt: string;
  updatedAt: string;
}

export interface CustomerMessageDoc extends Doc {
  companyId: number;
  companyName: string | null;
  subject: string;
  body: string;
  from: string;
  feedbackId: string | null;
  createdAt: string;
}

export const FEEDBACK = 'feedback';
export const CUSTOMER_MESSAGES = 'customer_messages';
/** At most this many feedback messages per user per hour (a form anyone signed in can post). */
export const FEEDBACK_PER_HOUR = 10;

export function toFeedback(doc: FeedbackDoc): Feedback {
  return {
    id: doc.id,
    kind: doc.kind,
    category: doc.category,
    message: doc.message,
    page: doc.page,
    status: doc.status,
    sender: { userId: doc.senderId, name: doc.senderName, email: doc.senderEmail },
    company: { id: doc.companyId, name: doc.companyName },
    screenshot: doc.screenshot
      ? { name: doc.screenshot.name, mediaType: doc.screenshot.mediaType, size: doc.screenshot.size }
      : null,
    replies: doc.replies,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

export function toCustomerMessage(doc: CustomerMessageDoc): CustomerMessage {
  return {
    id: doc.id,
    companyId: doc.companyId,
    companyName: doc.companyName,
    subject: doc.subject,
    body: doc.body,
    from: doc.from,
    feedbackId: doc.feedbackId,
    createdAt: doc.createdAt,
  };
}

/*
 * As every mail of the gateway (domain/mails.ts): no text typed by someone else in the subject or the
 * first lines; the sender's words come last, under a plain label.
 */
export function feedbackReceivedMail(to: string, doc: FeedbackDoc, link: string): OutgoingMail {
  return {
    to,
    subject:
      doc.kind === 'help' ? 'New Get Help request on the ESG Platform' : 'New feedback on the ESG Platform',
    text: [
      'Hello,',
      '',
      `A user sent ${doc.kind === 'help' ? 'a Get Help request' : 'feedback'} (${labelText('feedbackCategory', doc.category)}).`,
      'Read and answer it here:',
      '',
      link,
      '',
      `From: ${doc.senderName} <${doc.senderEmail}>`,
      `Company: ${doc.companyName ?? '(none)'}`,
      ...(doc.page ? [`Page: ${doc.page}`] : []),
      ...(doc.screenshot ? ['A screenshot is attached in the application.'] : []),
      '',
      'Message:',
      doc.message,
    ].join('\n'),
  };
}

export function feedbackAnsweredMail(to: string, reply: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'The ESG Platform team answered your message',
    text: [
      'Hello,',
      '',
      'The platform team answered the feedback you sent. Read it and its status here:',
      '',
      link,
      '',
      'Answer:',
      reply,
    ].join('\n'),
  };
}
