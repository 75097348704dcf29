import type { PolicyDocument, PolicySection } from './types';

const controller: PolicySection = {
  id: 'who-we-are',
  heading: 'Who is responsible for your data',
  paragraphs: [
    'The operator of the ESG Platform is the controller of the account data described here. For the ESG data your organisation enters, your organisation is the controller and we process that data on its behalf under the data processing agreement that forms part of its contract.',
    'Questions about this policy or your data can be sent to the data protection contact through Give Feedback (or Get Help) in the application, or to privacy@esg-platform.example.',
  ],
};

const rightsSection: PolicySection = {
  id: 'your-rights',
  heading: 'Your rights',
  paragraphs: [
    'Under the GDPR you may ask for access to your personal data, its correction or erasure, restriction of its processing, and a copy in a portable format; you may object to processing based on legitimate interests. We answer within one month.',
    'You may also lodge a complaint with the supervisory authority of the country where you live or work.',
  ],
};

export const PRIVACY_POLICY: PolicyDocument = {
  key: 'privacy',
  title: 'Privacy Policy',
  currentPath: '/privacy',
  previousPath: '/old-privacy',
  current: {
    version: '2.0',
    effective: '2026-03-01',
    intro:
      'This policy explains which personal data the ESG Platform processes when you use it, why, for how long, and the rights you have. It applies to everyone who signs in: investors, portfolio companies, contributors and platform administrators.',
    changes: [
      'Added the data processed for API keys and webhooks (section "What we process").',
      'Added two-factor authentication secrets and recovery codes, and how they are protected.',
      'Security and access logs are now kept for 12 months instead of 24.',
      'Sub-processors are listed by function, and changes are announced in the application 30 days ahead.',
    ],
    sections: [
      controller,
      {
        id: 'what-we-process',
        heading: 'What we process',
        paragraphs: ['We process only what the service needs:'],
        list: [
          'Account data: name, e-mail address, company, role and permission, profile details you add.',
          'Sign-in data: password hashes (argon2id; we never store your password), two-factor secrets and single-use recovery codes, session identifiers.',
          'Usage data: the actions you take on records (for the change log and notifications), sign-in times, IP addresses in security logs.',
          'Content you provide: ESG values, comments, internal notes, uploaded documents, feedback messages and screenshots.',
          'For API clients: the name, scopes and last-used time of each API key (the key itself is stored only as a hash) and the addresses of webhooks with their delivery log.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we process it and on what legal basis',
        paragraphs: [
          'To provide the service your organisation contracted (performance of a contract): accounts, data collection, analysis, reports, action plans and notifications.',
          'To keep the service secure (legitimate interest): rate limits, security logs, two-factor authentication and the detection of misuse.',
          'To meet legal obligations, such as keeping invoices and answering lawful requests of authorities.',
          'We do not sell personal data, do not use it for advertising and do not make decisions about you by automated means.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [],
        list: [
          'Account data: while the account exists, and 30 days after it is removed (to undo mistakes).',
          'Sessions: until you log out or one hour of inactivity; security and access logs: 12 months.',
          'ESG data and documents: as long as your organisation’s contract runs, then returned or deleted within 90 days as the contract says.',
          'Feedback messages: 24 months after they are resolved.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who receives it',
        paragraphs: [
          'Inside the platform, data is visible only to the users the access rules allow: your organisation, the investors it reports to, and the portfolio companies it invites. Investors never see another investor’s internal notes.',
          'Outside it, we use sub-processors for hosting (within the European Economic Area), e-mail delivery and backups, each bound by a data processing agreement. Changes to this list are announced in the application 30 days before they apply.',
          'Transfers outside the EEA happen only under the European Commission’s standard contractual clauses.',
        ],
      },
      {
        id: 'security',
        heading: 'How we protect it',
        paragraphs: [
          'Traffic is encrypted (TLS), passwords are hashed with argon2id, sessions expire and are revoked at once on logout or password change, and uploads are checked by their content before they are stored. Every request is checked against the company you act for.',
        ],
      },
      rightsSection,
      {
        id: 'cookies',
        heading: 'Cookies',
        paragraphs: [
          'The platform sets one strictly necessary cookie, the session cookie (HttpOnly, expires after one hour). There are no analytics or advertising cookies, so no consent banner is needed.',
        ],
      },
    ],
  },
  previous: {
    version: '1.0',
    effective: '2024-01-01',
    supersededOn: '2026-03-01',
    intro:
      'This policy explains which personal data the ESG Platform processes when you use it, why, and the rights you have.',
    sections: [
      controller,
      {
        id: 'what-we-process',
        heading: 'What we process',
        paragraphs: ['We process:'],
        list: [
          'Account data: name, e-mail address, company, role and permission.',
          'Sign-in data: password hashes and session identifiers.',
          'Usage data: actions on records, sign-in times and IP addresses in security logs.',
          'Content you provide: ESG values, comments, notes and uploaded documents.',
        ],
      },
      {
        id: 'purposes',
        heading: 'Why we process it',
        paragraphs: [
          'To provide the contracted service, to keep it secure and to meet legal obligations. We do not sell personal data.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [],
        list: [
          'Account data: while the account exists.',
          'Security and access logs: 24 months.',
          'ESG data and documents: as long as the contract runs.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who receives it',
        paragraphs: [
          'Users allowed by the access rules, and our hosting and e-mail providers under data processing agreements.',
        ],
      },
      rightsSection,
    ],
  },
};
