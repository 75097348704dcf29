import { COMPANY_TYPE_LABELS, MEMBER_PERMISSION_LABELS, type Permission, type Role } from '@esg/contracts';
import { daysBetween } from '@esg/platform';

/** The e-mails the gateway sends, as plain text (every client shows it; links are written out). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/*
 * No free text typed by someone else (a name, a company name) in a mail's prominent lines (subject,
 * greeting, first sentences): it would let anyone put their words above a genuine link. Names of the
 * inviting user and company come last, as facts about the invitation.
 */
export function invitationMail(input: {
  to: string;
  link: string;
  invitedBy: { name: string; email: string } | null;
  /** The company the account belongs to (its name), and the role the account has there (issue 21). */
  company: string | null;
  role: Role;
  permission: Permission | null;
}): OutgoingMail {
  return {
    to: input.to,
    subject: 'You are invited to the ESG Platform',
    text: [
      'Hello,',
      '',
      'An account has been created for you on the ESG Platform.',
      'Choose your password with this link (valid for 7 days, usable once):',
      '',
      input.link,
      '',
      ...(input.company ? [`Company: ${input.company}`] : []),
      `Your role: ${roleText(input.role, input.permission)}`,
      ...(input.invitedBy ? [`Invited by: ${input.invitedBy.name} <${input.invitedBy.email}>`] : []),
      '',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
}

/** "Contributor (portfolio company): enters data for the company only." */
export function roleText(role: Role, permission: Permission | null): string {
  const company = COMPANY_TYPE_LABELS[role]?.label.toLowerCase() ?? role;
  if (permission === null) return `${COMPANY_TYPE_LABELS[role]?.label ?? role}, full member`;
  const label = MEMBER_PERMISSION_LABELS[permission];
  return `${label.label} (${company})${label.description ? `: ${label.description.charAt(0).toLowerCase()}${label.description.slice(1)}` : ''}`;
}

/** The contact of a company registration proves the address: nothing exists until the link is used. */
export function registrationMail(input: { to: string; link: string }): OutgoingMail {
  return {
    to: input.to,
    subject: 'Confirm your e-mail address for the ESG Platform',
    text: [
      'Hello,',
      '',
      'Someone asked to register a company on the ESG Platform with this e-mail address.',
      'If it was you, confirm the address by choosing your password with this link (valid for 7 days, usable once):',
      '',
      input.link,
      '',
      'If it was not you, ignore this e-mail: nothing is created until the link is used.',
    ].join('\n'),
  };
}

export function recoveryMail(input: { to: string; link: string }): OutgoingMail {
  return {
    to: input.to,
    subject: 'Reset your ESG Platform password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your ESG Platform account.',
      'Choose a new password with this link (valid for 1 hour, usable once):',
      '',
      input.link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

const STATUS_WORDS: Record<string, string> = {
  requested: 'requested, not started',
  in_progress: 'in progress',
  returned: 'returned for changes',
  reopened: 'reopened',
  submitted: 'submitted for review',
};

/**
 * A reminder of data a company owes (issue 9): by hand from its investor, or some days before or after
 * the due date. The investor's note, free text, comes last and is marked as theirs.
 */
export function reminderMail(input: {
  to: string;
  origin: string;
  reason: 'manual' | 'before_due' | 'after_due';
  days: number | null;
  companyName: string;
  requesterName: string;
  standardName: string;
  period: string;
  status: string;
  dueDate: string;
  sentAt: string;
  note: string | null;
}): OutgoingMail {
  const overdue = input.dueDate < input.sentAt.slice(0, 10);
  // Counted from the day of sending, not the reminder's step (`days`), which a late one has passed.
  const late = daysBetween(input.dueDate, input.sentAt.slice(0, 10));
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  const when =
    input.reason === 'before_due'
      ? `is due in ${days(-late)}, on ${input.dueDate}`
      : input.reason === 'after_due'
        ? `was due on ${input.dueDate}, ${days(late)} ago`
        : overdue
          ? `was due on ${input.dueDate}`
          : `is due on ${input.dueDate}`;
  return {
    to: input.to,
    subject: overdue ? 'Reminder: ESG data overdue' : 'Reminder: ESG data requested',
    text: [
      'Hello,',
      '',
      `This is a reminder that ESG data your company was asked for ${when}.`,
      `Its status: ${STATUS_WORDS[input.status] ?? input.status}.`,
      'Open your data collection on the ESG Platform to complete and submit it:',
      '',
      `${input.origin}/data-responses`,
      '',
      `Standard: ${input.standardName}`,
      `Period: ${input.period}`,
      `Company: ${input.companyName}`,
      `Requested by: ${input.requesterName}`,
      ...(input.note ? ['', `Note from ${input.requesterName}:`, input.note] : []),
    ].join('\n'),
  };
}

/** The weekly digest of what waits for one user (issue 9). */
export function digestMail(input: {
  to: string;
  origin: string;
  week: string;
  items: ReadonlyArray<{
    action: 'complete' | 'review';
    companyName: string;
    standardName: string;
    period: string;
    dueDate: string;
    overdueDays: number;
  }>;
}): OutgoingMail {
  const line = (item: (typeof input.items)[number]) =>
    `- ${item.action === 'complete' ? 'To complete' : 'To review'}: ${item.standardName} ${item.period}, ${item.companyName}, due ${item.dueDate}${item.overdueDays > 0 ? ` (${item.overdueDays} ${item.overdueDays === 1 ? 'day' : 'days'} overdue)` : ''}`;
  return {
    to: input.to,
    subject: `Your ESG data this week (${input.week})`,
    text: [
      'Hello,',
      '',
      `${input.items.length} ESG ${input.items.length === 1 ? 'response waits' : 'responses wait'} for you on the ESG Platform:`,
      '',
      ...input.items.map(line),
      '',
      `${input.origin}/data-responses`,
      '',
      'You receive this digest weekly while your company has automatic mails on (company details).',
    ].join('\n'),
  };
}

const signedPercent = (relative: number | null): string =>
  relative === null ? 'from 0' : `${relative > 0 ? '+' : ''}${(relative * 100).toFixed(1)} %`;

const figure = (n: number): string =>
  Math.abs(n) >= 1000 ? Math.round(n).toLocaleString('en-US') : String(Math.round(n * 100) / 100);

/**
 * The automatic highlights e-mail (issue 12, ADR 0047): what moved when a portfolio company published.
 * The company's name (typed by someone else) stays out of the subject and greeting.
 */
export function highlightsMail(input: {
  to: string;
  origin: string;
  companyName: string;
  period: string;
  previousPeriod: string | null;
  moves: ReadonlyArray<{
    metricCode: string;
    name: string | null;
    unit: string;
    current: number;
    previous: number;
    relative: number | null;
    improvement: 'improved' | 'worsened' | 'unchanged';
  }>;
  improved: number;
  worsened: number;
  rank: number | null;
  ranked: number;
  portfolio: ReadonlyArray<{
    metricCode: string;
    name: string | null;
    best: { companyName: string; relative: number | null } | null;
    worst: { companyName: string; relative: number | null } | null;
  }>;
}): OutgoingMail {
  const unit = (u: string) => (u ? ` ${u}` : '');
  const move = (m: (typeof input.moves)[number]) =>
    `- ${m.improvement === 'improved' ? 'Improved' : 'Worsened'}: ${m.name ?? m.metricCode} ${figure(m.previous)} → ${figure(m.current)}${unit(m.unit)} (${signedPercent(m.relative)})`;
  const portfolioLine = (p: (typeof input.portfolio)[number]) =>
    `- ${p.name ?? p.metricCode}: ${[
      p.best ? `best ${p.best.companyName} (${signedPercent(p.best.relative)})` : null,
      p.worst ? `worst ${p.worst.companyName} (${signedPercent(p.worst.relative)})` : null,
    ]
      .filter(Boolean)
      .join(', ')}`;
  return {
    to: input.to,
    subject: `ESG highlights: new ${input.period} figures in your portfolio`,
    text: [
      'Hello,',
      '',
      `A portfolio company published its ${input.period} ESG data${input.previousPeriod ? `; compared with ${input.previousPeriod}` : ''}:`,
      '',
      `Company: ${input.companyName}`,
      `${input.improved} ${input.improved === 1 ? 'metric' : 'metrics'} improved, ${input.worsened} worsened${input.rank ? `; place ${input.rank} of ${input.ranked} on your portfolio's leaderboard` : ''}.`,
      '',
      ...input.moves.map(move),
      ...(input.portfolio.length
        ? [
            '',
            `Your portfolio's best and worst movers in ${input.period}:`,
            ...input.portfolio.map(portfolioLine),
          ]
        : []),
      '',
      `${input.origin}/highlights?period=${encodeURIComponent(input.period)}`,
      '',
      'You receive this e-mail while your company has the automatic highlights e-mail on (/highlights).',
    ].join('\n'),
  };
}

/**
 * A contributor is told of its part of a data request (issue 21, finding 7): what was assigned to it,
 * or which of its values the reviewer returned. The reviewer's comments, free text, come last and are
 * marked as theirs.
 */
export function contributorNoticeMail(input: {
  to: string;
  origin: string;
  reason: 'assigned' | 'returned';
  responseId: number;
  companyName: string;
  requesterName: string;
  standardName: string;
  period: string;
  dueDate: string;
  sections: readonly string[];
  metrics: ReadonlyArray<{ label: string; comment: string | null }>;
  actorName: string | null;
}): OutgoingMail {
  const link = `${input.origin}/collect-data?responseId=${input.responseId}`;
  const facts = [
    `Standard: ${input.standardName}`,
    `Period: ${input.period}`,
    `Due: ${input.dueDate}`,
    `Company: ${input.companyName}`,
    `Requested by: ${input.requesterName}`,
  ];
  if (input.reason === 'assigned')
    return {
      to: input.to,
      subject: 'ESG data assigned to you',
      text: [
        'Hello,',
        '',
        'Part of an ESG data request was assigned to you on the ESG Platform. Open it to answer your questions:',
        '',
        link,
        '',
        'Assigned to you:',
        ...input.sections.map((title) => `- ${title}`),
        ...input.metrics.map((m) => `- ${m.label}`),
        '',
        ...facts,
        ...(input.actorName ? [`Assigned by: ${input.actorName}`] : []),
      ].join('\n'),
    };
  return {
    to: input.to,
    subject: 'ESG values returned to you for changes',
    text: [
      'Hello,',
      '',
      `The reviewer returned ${input.metrics.length} ${input.metrics.length === 1 ? 'value' : 'values'} assigned to you. Open the data request to correct ${input.metrics.length === 1 ? 'it' : 'them'}:`,
      '',
      link,
      '',
      ...facts,
      '',
      `Returned values, with the comments of ${input.requesterName}:`,
      ...input.metrics.map((m) => `- ${m.label}${m.comment ? `: ${m.comment}` : ''}`),
    ].join('\n'),
  };
}

/**
 * A mention in the discussion of a value (issue 27 item 4, ADR 0213): mailed like a contributor notice (a
 * person named directly is always told by mail), with the comment and the link that opens the discussion.
 */
export function mentionMail(input: {
  to: string;
  origin: string;
  side: 'investor' | 'company' | 'contributor';
  responseId: number;
  metricCode: string;
  metricLabel: string;
  companyName: string;
  requesterName: string;
  period: string;
  actorName: string | null;
  text: string;
}): OutgoingMail {
  const screen = input.side === 'investor' ? '/review-contributor-response' : '/collect-data';
  const link = `${input.origin}${screen}?responseId=${input.responseId}&thread=${encodeURIComponent(input.metricCode)}`;
  return {
    to: input.to,
    subject: 'You were mentioned on an ESG value',
    text: [
      'Hello,',
      '',
      `${input.actorName ?? 'Someone'} mentioned you in the discussion of ${input.metricLabel} on the ESG Platform:`,
      '',
      ...input.text.split('\n').map((line) => `> ${line}`),
      '',
      'Open the discussion to answer:',
      '',
      link,
      '',
      `Company: ${input.companyName}`,
      `Period: ${input.period}`,
      `Requested by: ${input.requesterName}`,
    ].join('\n'),
  };
}
