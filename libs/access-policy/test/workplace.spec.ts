import {
  demoBanner,
  effectiveCompanyId,
  feedbackLabel,
  feedbackPath,
  isPrimaryUser,
  isVisitingWorkplace,
  needsCompanyWorkplace,
  showDataCollectionModal,
} from '@esg/access-policy';
import { ANONYMOUS, demoCompany, demoContext, makeCompany, makeContext } from './policy-fixtures';

describe('isPrimaryUser', () => {
  it('is the user whose e-mail is the company contact e-mail', () => {
    expect(isPrimaryUser(demoContext('gp@demo.test'))).toBe(true);
    expect(isPrimaryUser(demoContext('pc@demo.test'))).toBe(true);
    expect(isPrimaryUser(demoContext('coinvestor@demo.test'))).toBe(false);
    // Helios' contact is esg@helios-foods.demo.test, not its contributor.
    expect(isPrimaryUser(demoContext('contributor@demo.test'))).toBe(false);
  });

  it('compares e-mails without regard to case', () => {
    const company = makeCompany({ contact_email: 'Owner@Example.test' });
    expect(isPrimaryUser(makeContext(company, null, { email: 'owner@example.test' }))).toBe(true);
  });

  it('is always the admin, and never a signed-out visitor', () => {
    expect(isPrimaryUser(demoContext('admin@demo.test'))).toBe(true);
    expect(isPrimaryUser(ANONYMOUS)).toBe(false);
  });
});

describe('effectiveCompanyId', () => {
  it('is the own company for ordinary users', () => {
    expect(effectiveCompanyId(demoContext('pc@demo.test'))).toBe(2);
    expect(effectiveCompanyId(demoContext('lp@demo.test'))).toBe(5);
  });

  it('switches users of a demo-contract company to the demo company 1', () => {
    expect(effectiveCompanyId(makeContext(demoCompany(7)))).toBe(1);
  });

  it('is the visited company for a visiting admin, and none otherwise', () => {
    expect(effectiveCompanyId(demoContext('admin@demo.test'))).toBeNull();
    const visiting = demoContext('admin@demo.test', { visitingCompanyId: 3, company: demoCompany(3) });
    expect(effectiveCompanyId(visiting)).toBe(3);
    expect(isVisitingWorkplace(visiting)).toBe(true);
    expect(isVisitingWorkplace(demoContext('admin@demo.test'))).toBe(false);
    expect(isVisitingWorkplace(demoContext('gp@demo.test', { visitingCompanyId: 3 }))).toBe(false);
  });

  it('is none when signed out', () => {
    expect(effectiveCompanyId(ANONYMOUS)).toBeNull();
  });
});

describe('needsCompanyWorkplace', () => {
  const admin = demoContext('admin@demo.test');

  it("asks the admin at home for a workplace on a company's pages, below them and with a query", () => {
    expect(needsCompanyWorkplace('/trend', admin)).toBe(true);
    expect(needsCompanyWorkplace('/scorecards/pcaf', admin)).toBe(true);
    expect(needsCompanyWorkplace('/ESG-Scorecard?period=2024', admin)).toBe(true);
    expect(needsCompanyWorkplace('/edci-submission-detail/4', admin)).toBe(true);
    expect(needsCompanyWorkplace('/portfolio-companies/', admin)).toBe(true);
  });

  it("leaves the admin's own pages, the lists across companies and the reference pages alone", () => {
    for (const path of ['/management', '/collect-data', '/published-data', '/frameworks', '/calculations'])
      expect(needsCompanyWorkplace(path, admin)).toBe(false);
    expect(needsCompanyWorkplace('/scorecard-methodology', admin)).toBe(false);
    expect(needsCompanyWorkplace('/trends', admin)).toBe(false);
  });

  it('shows the page to a visiting admin and to every company user', () => {
    const visiting = demoContext('admin@demo.test', { visitingCompanyId: 3, company: demoCompany(3) });
    expect(needsCompanyWorkplace('/trend', visiting)).toBe(false);
    expect(needsCompanyWorkplace('/trend', demoContext('gp@demo.test'))).toBe(false);
    expect(needsCompanyWorkplace('/trend', ANONYMOUS)).toBe(false);
  });
});

describe('demoBanner', () => {
  it('names the company that holds the demo contract', () => {
    expect(demoBanner(makeContext(demoCompany(7)))).toBe(
      'You are viewing a demo account held by GP Company Trial Capital',
    );
  });

  it('is absent for standard contracts', () => {
    expect(demoBanner(demoContext('gp@demo.test'))).toBeNull();
    expect(demoBanner(demoContext('admin@demo.test'))).toBeNull();
  });
});

describe('feedback button', () => {
  it('reads Give Feedback by default', () => {
    expect(feedbackLabel(demoContext('gp@demo.test'))).toBe('Give Feedback');
    expect(feedbackPath(demoContext('gp@demo.test'))).toBe('/feedbacks');
  });

  it('reads Get Help for company 760 and its children', () => {
    const partner = makeCompany({ id: 760 });
    const child = makeCompany({ type: 'pc', parent_id: 760 });
    expect(feedbackLabel(makeContext(partner))).toBe('Get Help');
    expect(feedbackLabel(makeContext(child, partner))).toBe('Get Help');
    expect(feedbackPath(makeContext(child, partner))).toBe('/getHelp');
  });
});

describe('showDataCollectionModal', () => {
  it('shows for gp and lp users of a root company without a collection duration', () => {
    expect(showDataCollectionModal(makeContext(makeCompany({ data_collection_duration: null })))).toBe(true);
    expect(
      showDataCollectionModal(makeContext(makeCompany({ type: 'lp', data_collection_duration: null }))),
    ).toBe(true);
    expect(showDataCollectionModal(makeContext(makeCompany({ data_collection_duration: undefined })))).toBe(
      true,
    );
  });

  it('does not show once a duration is set, for child companies, pc users or admins', () => {
    expect(showDataCollectionModal(demoContext('gp@demo.test'))).toBe(false);
    const parent = makeCompany();
    expect(
      showDataCollectionModal(
        makeContext(makeCompany({ parent_id: parent.id, data_collection_duration: null }), parent),
      ),
    ).toBe(false);
    expect(
      showDataCollectionModal(makeContext(makeCompany({ type: 'pc', data_collection_duration: null }))),
    ).toBe(false);
    expect(showDataCollectionModal(demoContext('admin@demo.test'))).toBe(false);
    expect(showDataCollectionModal(ANONYMOUS)).toBe(false);
  });
});
