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
      ...(input.invitedBy ? [`Invited by: ${input.invitedBy.name} <${input.invitedBy.email}>`, ''] : []),
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
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
