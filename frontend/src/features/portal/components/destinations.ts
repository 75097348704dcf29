import type { MenuEntry, MenuEntryId } from '@esg/access-policy';

/**
 * What each place of the sidebar is for, in one sentence, and where it belongs on the Reports and
 * Portal hubs (ADR 0073). The hubs list only the entries the user's own menu has (libs/access-policy
 * menuFor), so they never offer a page the user cannot open.
 */
export type DestinationGroup = 'work' | 'data' | 'reports' | 'portfolio' | 'platform';

export const DESTINATIONS: Partial<
  Record<MenuEntryId, { group: DestinationGroup; text: string; report?: string }>
> = {
  home: { group: 'work', text: 'Your start page: what needs you today.' },
  'action-plans': { group: 'work', text: 'Plans and recommendations agreed with portfolio companies.' },
  'access-manager': { group: 'work', text: 'Invite your team and companies, within your contract.' },
  'funds-manager': { group: 'portfolio', text: 'Funds, their holdings and positions per quarter.' },
  collection: { group: 'data', text: 'Enter and submit your ESG data for the reporting cycle.' },
  monitoring: { group: 'portfolio', text: 'Follow the data of your portfolio companies.' },
  frameworks: { group: 'data', text: 'The reporting frameworks and their questions.' },
  'edci-submission': { group: 'reports', text: 'Your EDCI submission for the year.', report: 'Regulatory' },
  trends: {
    group: 'reports',
    text: 'How your indicators move over the years.',
    report: 'Performance and analysis',
  },
  materiality: {
    group: 'reports',
    text: 'Which topics matter most to your business.',
    report: 'Performance and analysis',
  },
  benchmarking: {
    group: 'reports',
    text: 'Compare with peers of your industry.',
    report: 'Performance and analysis',
  },
  'benchmarking-tool': {
    group: 'reports',
    text: 'Build your own comparison of companies.',
    report: 'Performance and analysis',
  },
  scorecard: {
    group: 'reports',
    text: 'Scores and grades of the companies you follow.',
    report: 'Performance and analysis',
  },
  'pai-calculation': {
    group: 'reports',
    text: 'The principal adverse impact figures and how they were made.',
    report: 'Regulatory',
  },
  'pai-reports': {
    group: 'reports',
    text: 'The compiled PAI report, editable and exportable.',
    report: 'Regulatory',
  },
  'sfdr-reporting': {
    group: 'reports',
    text: 'Start your SFDR reporting: choose the optional indicators.',
    report: 'Regulatory',
  },
  ddm: { group: 'reports', text: 'The DDM reporting of your portfolio.', report: 'Portfolio reporting' },
  management: { group: 'reports', text: 'Reporting for your management.', report: 'Portfolio reporting' },
  investors: { group: 'reports', text: 'Reporting for your investors.', report: 'Portfolio reporting' },
  'portfolio-companies': {
    group: 'reports',
    text: 'Reporting on your portfolio companies.',
    report: 'Portfolio reporting',
  },
  'reporting-dashboard': {
    group: 'reports',
    text: 'Where data collection stands across the portfolio.',
    report: 'Portfolio reporting',
  },
  'carbon-calculator': {
    group: 'reports',
    text: 'Emissions by scope from your activity data.',
    report: 'Climate',
  },
  'ri-dashboards': {
    group: 'reports',
    text: 'Responsible investing dashboards of your published data.',
    report: 'Dashboards',
  },
  'api-documentation': { group: 'platform', text: 'Call the platform from your own systems.' },
  'api-settings': { group: 'platform', text: 'Keys for your own systems.' },
  'contract-manager': { group: 'platform', text: 'Every company’s contract and limits.' },
  'log-release': { group: 'platform', text: 'Write and publish release notes.' },
  feedback: { group: 'platform', text: 'Tell the platform team what works and what does not.' },
  'get-help': { group: 'platform', text: 'Ask the platform team for help.' },
};

/** The menu's links, groups unfolded, in menu order. */
export function menuLinks(menu: readonly MenuEntry[]): Array<MenuEntry & { path: string }> {
  return menu.flatMap((entry) =>
    entry.children ? menuLinks(entry.children) : entry.path ? [{ ...entry, path: entry.path }] : [],
  );
}
