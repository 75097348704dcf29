/**
 * The detailed guide (/guide-details, issue 13: "a real guide per role, searchable"). Each topic
 * belongs to the audiences it is written for; `links` are routes of the catalogue, shown only to
 * users the access rules let in.
 */
export type GuideAudience = 'gp' | 'lp' | 'pc' | 'contributor' | 'admin';

export interface GuideTopic {
  id: string;
  title: string;
  audiences: readonly GuideAudience[];
  summary: string;
  steps: readonly string[];
  links: readonly { path: string; label: string }[];
  keywords?: readonly string[];
}

export const GUIDE_AUDIENCES: readonly { value: GuideAudience; label: string }[] = [
  { value: 'gp', label: 'General partners' },
  { value: 'lp', label: 'Limited partners' },
  { value: 'pc', label: 'Portfolio companies' },
  { value: 'contributor', label: 'Contributors' },
  { value: 'admin', label: 'Administrators' },
];

export const GUIDE_TOPICS: readonly GuideTopic[] = [
  {
    id: 'first-sign-in',
    title: 'Your first sign-in',
    audiences: ['gp', 'lp', 'pc', 'contributor'],
    summary: 'Set your password from the invitation e-mail, then secure your account.',
    steps: [
      'Open the link in the invitation e-mail and choose a password of at least 8 characters.',
      'If your company requires two-factor authentication, scan the QR code with an authenticator app and keep the recovery codes somewhere safe.',
      'Check your name and details under My Account.',
    ],
    links: [{ path: '/profile-settings', label: 'My Account' }],
    keywords: ['password', 'two-factor', '2fa', 'totp', 'invitation'],
  },
  {
    id: 'choose-standards',
    title: 'Choose your standards and reporting cycle',
    audiences: ['gp', 'lp'],
    summary:
      'The first time an investor signs in, the data collection window asks which reporting frameworks (standards) to use and how often to report.',
    steps: [
      'Select one or more standards, for example ESG, SFDR or Invest Europe; choosing pension-fund reporting also adds DDM.',
      'Pick the reporting cycle: quarterly, 6-monthly or annually.',
      'Submit. With SFDR as your first standard you continue to the SFDR orientation or, once optional indicators are chosen, to the access manager.',
    ],
    links: [{ path: '/frameworks', label: 'Frameworks' }],
    keywords: ['modal', 'framework', 'cycle', 'quarterly'],
  },
  {
    id: 'invite',
    title: 'Invite portfolio companies and team members',
    audiences: ['gp', 'lp', 'pc'],
    summary: 'The access manager decides who in and around your company can see and answer what.',
    steps: [
      'Open Access Manager and choose Invite team member or Invite portfolio company (an LP invites GP companies).',
      'Give team members a permission: Contributor (answers assigned parts), Coinvestor or Consultant (read access).',
      'Resend or revoke an invitation that has not been accepted; your contract sets how many companies and members you can invite.',
    ],
    links: [{ path: '/access-manager', label: 'Access Manager' }],
    keywords: ['access', 'invite', 'contract', 'limit', 'permission'],
  },
  {
    id: 'funds',
    title: 'Set up funds and positions',
    audiences: ['gp'],
    summary:
      'Funds hold portfolio companies; the quarter-end positions feed the SFDR PAI and PCAF calculations.',
    steps: [
      'In Fund(s) Manager, create a fund with its currency, vintage and SFDR classification (article 6, 8 or 9).',
      'For each quarter end, record every holding: company, instrument, current value and, for debt, the outstanding amount, plus the value of all investments of the fund.',
      'Positions can also be imported from a spreadsheet; the import is checked and applied all or nothing.',
    ],
    links: [{ path: '/fundManager', label: 'Fund(s) Manager' }],
    keywords: ['fund', 'position', 'holding', 'quarter'],
  },
  {
    id: 'answer',
    title: 'Answer a data request',
    audiences: ['pc', 'contributor', 'gp', 'lp'],
    summary: 'Report your values against the frameworks your investors assigned to you.',
    steps: [
      'Open Collect Data and pick the framework and period.',
      'Enter each value in the unit you have; it is converted and both the raw value and the unit are kept. Checks (ranges, totals) show at once and nothing you typed is lost.',
      'Or download the Excel template, fill it in and upload it: every row is checked and the upload is applied only when all of it is valid.',
      'Submit the response for review when it is complete.',
    ],
    links: [
      { path: '/collect-data', label: 'Collect Data' },
      { path: '/data-responses', label: 'Responses' },
    ],
    keywords: ['response', 'value', 'excel', 'template', 'upload', 'unit', 'submit'],
  },
  {
    id: 'review-publish',
    title: 'Review and publish responses',
    audiences: ['gp', 'lp', 'pc'],
    summary:
      'Reviewers accept or return values; publishing locks the period and updates every report that reads it.',
    steps: [
      'Open a submitted response, accept values or return them with a comment for correction.',
      'Publish when everything is accepted. Reports, scores, PAI figures and benchmarks update for everyone who has them open.',
      'A published period can be reopened only by its publisher; the earlier version stays in the history.',
    ],
    links: [
      { path: '/review-contributor-response', label: 'Review responses' },
      { path: '/published-data', label: 'Published data' },
    ],
    keywords: ['review', 'approve', 'return', 'publish', 'lock'],
  },
  {
    id: 'monitor',
    title: 'Monitor your portfolio',
    audiences: ['gp', 'lp'],
    summary: 'See who has reported, who is late, and remind them.',
    steps: [
      'Monitoring lists each portfolio company with the status of its responses per framework and period.',
      'Send a reminder to a company that is late, or a request for a new period.',
      'Open a company to see its details, its responses and their history.',
    ],
    links: [
      { path: '/view-childs-data', label: 'Monitoring' },
      { path: '/portfolio-companies', label: 'Portfolio companies' },
    ],
    keywords: ['monitoring', 'reminder', 'status', 'late'],
  },
  {
    id: 'analyse',
    title: 'Analyse trends and benchmarks',
    audiences: ['gp', 'lp', 'pc'],
    summary: 'Compare periods and peers once data is published.',
    steps: [
      'Trends show any metric over periods for a company, a fund or the portfolio, with the quality of each point.',
      'Benchmarks place a company against peers of its industry, size and country, or against the rest of its portfolio; a figure is shown only when enough companies contribute to keep each one anonymous.',
      'Scorecards grade companies from Weak to Excellent and explain each score.',
    ],
    links: [
      { path: '/trend', label: 'Trends' },
      { path: '/benchmarking', label: 'Benchmarking' },
      { path: '/scorecards', label: 'Scorecards' },
    ],
    keywords: ['trend', 'benchmark', 'peer', 'scorecard', 'grade', 'materiality'],
  },
  {
    id: 'sfdr',
    title: 'Prepare the SFDR PAI statement',
    audiences: ['gp'],
    summary:
      'The principal adverse impact statement is computed from your funds’ positions and the published data of the companies they hold.',
    steps: [
      'Choose at least one optional indicator from Table 2 and one from Table 3.',
      'PAI Calculation shows every indicator per quarter and for the year, with its coverage, the share based on estimates and the companies included or excluded.',
      'In PAI Reports, write the explanation and actions for each indicator and download the report as Excel or PDF.',
    ],
    links: [
      { path: '/optionalIndicatorSelection', label: 'Optional indicators' },
      { path: '/viewPaiCalculation', label: 'PAI Calculation' },
      { path: '/pai-published-report', label: 'PAI Report' },
    ],
    keywords: ['sfdr', 'pai', 'principal adverse impact', 'annex i', 'report'],
  },
  {
    id: 'climate',
    title: 'Calculate emissions',
    audiences: ['gp', 'pc'],
    summary:
      'The carbon calculator turns activity data into scope 1, 2 and 3 emissions with published emission factors.',
    steps: [
      'Add activity lines by category (fuel, vehicles, electricity, travel, commuting) and pick the emission factor; each line shows the factor and its source.',
      'For market-based scope 2, enter the supplier or certificate factor.',
      'Save the calculation: its totals become your response’s emission values, marked as calculated.',
    ],
    links: [
      { path: '/carbon-emission', label: 'Carbon Calculator' },
      { path: '/calculations', label: 'Calculations' },
    ],
    keywords: ['carbon', 'emissions', 'ghg', 'scope', 'factor', 'desnz', 'epa'],
  },
  {
    id: 'action-plans',
    title: 'Work on action plans',
    audiences: ['gp', 'pc'],
    summary: 'Turn findings into recommendations with owners, due dates, deliverables and sign-off.',
    steps: [
      'The investor’s ESG advisor drafts a plan, adds recommendations and sends it to the company.',
      'The company updates each recommendation’s status, uploads deliverables and comments; investors keep internal notes the company never sees.',
      'Ask for a new due date with a change request; you are notified when it is decided.',
    ],
    links: [{ path: '/action-plans', label: 'Action Plans' }],
    keywords: ['action plan', 'recommendation', 'deliverable', 'sign-off', 'change request'],
  },
  {
    id: 'contributor-scope',
    title: 'What a contributor can do',
    audiences: ['contributor'],
    summary:
      'Contributors answer the parts of a response assigned to them; reviewing and publishing stay with the company.',
    steps: [
      'Your start page lists the responses waiting for you.',
      'Save values as you go; submit your part when it is complete.',
      'If a reviewer returns a value, it appears again in your list with their comment.',
    ],
    links: [{ path: '/collect-data', label: 'Collect Data' }],
    keywords: ['contributor', 'assigned'],
  },
  {
    id: 'admin-workplaces',
    title: 'Visit a company’s workplace',
    audiences: ['admin'],
    summary: 'Administrators can open any company’s workplace to help its users.',
    steps: [
      'Pick the company from the company list; the application then shows that company as its users see it.',
      'Use Back To Admin in the top bar to leave the workplace.',
    ],
    links: [{ path: '/management', label: 'Companies' }],
    keywords: ['admin', 'visit', 'workplace', 'support'],
  },
  {
    id: 'admin-releases',
    title: 'Announce a release and answer feedback',
    audiences: ['admin'],
    summary: 'Keep users informed and close the loop on what they report.',
    steps: [
      'Write the release notes in Log Release; publishing them raises the announcement banner for everyone.',
      'Feedback lists every message users sent, with its status; reply and resolve it from there.',
    ],
    links: [
      { path: '/admin-release-logs', label: 'Release logs' },
      { path: '/feedbacks', label: 'Feedback' },
    ],
    keywords: ['release', 'announcement', 'feedback'],
  },
  {
    id: 'help',
    title: 'Get help',
    audiences: ['gp', 'lp', 'pc', 'contributor'],
    summary: 'Tell the platform team what works and what does not.',
    steps: [
      'Use Give Feedback (or Get Help) in the top bar: choose a category, describe what happened and attach a screenshot if it helps.',
      'You can follow the status of what you sent on the same page; replies also reach you as messages.',
    ],
    links: [{ path: '/user-release-logs', label: 'What’s new' }],
    keywords: ['help', 'feedback', 'support', 'bug'],
  },
];

/** Topics for an audience whose title, summary, steps or keywords contain every word of the query. */
export function searchGuide(query: string, audience: GuideAudience | 'all'): GuideTopic[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return GUIDE_TOPICS.filter((topic) => {
    if (audience !== 'all' && !topic.audiences.includes(audience)) return false;
    if (words.length === 0) return true;
    const text = [topic.title, topic.summary, ...topic.steps, ...(topic.keywords ?? [])]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
