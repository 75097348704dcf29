/** The e-mails the gateway sends, as plain text (every client shows it; links are written out). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export function invitationMail(input: {
  to: string;
  name: string;
  link: string;
  invitedBy: string | null;
}): OutgoingMail {
  return {
    to: input.to,
    subject: 'You are invited to the ESG Platform',
    text: [
      `Hello ${input.name},`,
      '',
      input.invitedBy
        ? `${input.invitedBy} invited you to the ESG Platform.`
        : 'An account has been created for you on the ESG Platform.',
      'Choose your password with this link (valid for 7 days, usable once):',
      '',
      input.link,
      '',
      'If you did not expect this e-mail, you can ignore it.',
    ].join('\n'),
  };
}

export function recoveryMail(input: { to: string; name: string; link: string }): OutgoingMail {
  return {
    to: input.to,
    subject: 'Reset your ESG Platform password',
    text: [
      `Hello ${input.name},`,
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
