import type { PolicyDocument, PolicySection } from './types';

const scope: PolicySection = {
  id: 'scope',
  heading: 'Scope',
  paragraphs: [
    'This policy covers the operator of the ESG Platform: its own operations, the way it builds and runs the platform, and the suppliers it chooses. It is reviewed every year by the management team and approved by the board.',
  ],
};

const governance: PolicySection = {
  id: 'governance',
  heading: 'Governance and business conduct',
  paragraphs: [
    'A board member is accountable for this policy; progress is reported to the board twice a year.',
  ],
  list: [
    'Zero tolerance of bribery and corruption; gifts above a modest value are declared and refused where they could influence a decision.',
    'A whistle-blowing channel open to employees and suppliers, with protection against retaliation.',
    'Customers’ data is never used for another purpose than the service they contracted (see the Privacy Policy).',
  ],
};

export const ESG_POLICY: PolicyDocument = {
  key: 'esg-policy',
  title: 'ESG Policy',
  currentPath: '/esgpolicy',
  previousPath: '/esg-policy-old',
  current: {
    version: '2.0',
    effective: '2026-01-15',
    intro:
      'We help investors and their portfolio companies measure and improve their environmental, social and governance performance. This policy sets out how we hold ourselves to the same standard.',
    changes: [
      'Climate targets are now near-term science-based targets covering scopes 1, 2 and 3 (previously scopes 1 and 2 only).',
      'Added a yearly double materiality assessment in the way the CSRD describes it.',
      'Supplier commitments extended to a code of conduct signed by every hosting and software supplier.',
      'Added accessibility (WCAG 2.2 AA) as a product commitment.',
    ],
    sections: [
      scope,
      {
        id: 'materiality',
        heading: 'What matters most',
        paragraphs: [
          'Each year we assess, for every ESRS topic, both our impact on people and the environment and the topic’s financial effect on us (double materiality). The material topics today are climate change (E1, through the energy our hosting uses), own workforce (S1), affected users’ data protection (S4) and business conduct (G1).',
        ],
      },
      {
        id: 'environment',
        heading: 'Environment',
        paragraphs: [
          'We measure our greenhouse-gas emissions every year by the GHG Protocol, with the same emission factors the platform offers its users, and publish them.',
        ],
        list: [
          'Near-term targets: reduce absolute scope 1 and 2 emissions by 42 % and scope 3 emissions per employee by 50 % by 2030 against 2024.',
          'Hosting in data centres supplied with renewable electricity under contracts we can verify.',
          'Business travel by rail where the journey takes less than six hours.',
        ],
      },
      {
        id: 'social',
        heading: 'People',
        list: [
          'Fair pay reviewed yearly for unexplained gender gaps; the result is reported to all staff.',
          'Flexible and remote work, and at least five days of training per person per year.',
          'Hiring panels that are never all of one gender.',
          'A product that people with disabilities can use: we build to WCAG 2.2 AA and test every screen with a keyboard and a screen reader.',
        ],
        paragraphs: [],
      },
      governance,
      {
        id: 'suppliers',
        heading: 'Suppliers',
        paragraphs: [
          'Every hosting and software supplier signs our supplier code of conduct (human rights, labour standards, environment, anti-corruption) and is reviewed before renewal.',
        ],
      },
      {
        id: 'reporting',
        heading: 'Reporting and review',
        paragraphs: [
          'We report against this policy every year in the platform itself, with the same frameworks our customers use, and revise it when our material topics change.',
        ],
      },
    ],
  },
  previous: {
    version: '1.0',
    effective: '2024-02-01',
    supersededOn: '2026-01-15',
    intro:
      'We help investors and their portfolio companies measure and improve their ESG performance, and hold ourselves to the same standard.',
    sections: [
      scope,
      {
        id: 'environment',
        heading: 'Environment',
        paragraphs: ['We measure our scope 1 and 2 emissions every year by the GHG Protocol.'],
        list: [
          'Reduce scope 1 and 2 emissions by 30 % by 2030 against 2023.',
          'Prefer hosting with renewable electricity.',
        ],
      },
      {
        id: 'social',
        heading: 'People',
        paragraphs: [],
        list: ['Fair pay reviewed yearly.', 'Flexible work and yearly training for everyone.'],
      },
      governance,
    ],
  },
};
