import type { Permission, Role } from '@esg/contracts';

/**
 * What a role and permission may ever do, before any data is looked at (docs/access-policy.md,
 * "Outside parties" and "Abilities"). Servers refuse a call whose ability the caller can never have
 * with 403 before they read its body (so the refusal reveals nothing of the body's schema); the SPA
 * hides the buttons. Whether the caller may do it to one given plan or company is decided afterwards,
 * with the data (the plan's GP, its ES advisor, the feature flag...).
 *
 * Co-investors and consultants (spec 6: permission Coinvestor or Consultant on a gp-role user of a GP)
 * are outside parties with a read-mostly role: they read their GP's companies and action plans, and
 * change nothing of the GP's. The one write a Consultant may get is given per plan by the GP: naming
 * them the plan's ES advisor (a Coinvestor can never be named), which lets them draft that plan.
 */
export interface AbilityHolder {
  role: Role;
  permission: Permission | null;
}

export const OUTSIDE_PARTY_PERMISSIONS: readonly Permission[] = ['Coinvestor', 'Consultant', 'Auditor'];

export const isOutsideParty = (who: Pick<AbilityHolder, 'permission'>): boolean =>
  who.permission !== null && OUTSIDE_PARTY_PERMISSIONS.includes(who.permission);

/** A GP's own team member (not an outside party, not a contributor). */
const gpTeam = (who: AbilityHolder) => who.role === 'gp' && who.permission === null;
/** A portfolio company's user who works its recommendations (Contributors only read). */
const pcWorker = (who: AbilityHolder) => who.role === 'pc' && who.permission !== 'Contributor';

export const ABILITIES = {
  /** Create an action plan or a related plan (spec 5 and 6.1: gp only, never Coinvestor or Consultant). */
  'action-plans.create': gpTeam,
  /** The GP's decisions: publish, sign off, delete, approve change requests. */
  'action-plans.decide': gpTeam,
  /**
   * Draft a plan: edit it and its recommendations, commentary, verification documents, ratings,
   * users and ES advisor, send it. The GP's team, or the plan's ES advisor (a gp-role user; a
   * Consultant may be one, per plan).
   */
  'action-plans.draft': (who: AbilityHolder) =>
    gpTeam(who) || (who.role === 'gp' && who.permission === 'Consultant'),
  /** Work a recommendation as the portfolio company: status, deliverables, due-date change requests. */
  'action-plans.work': pcWorker,
  /** Change a recommendation's status: the portfolio company, or the GP sending it back. */
  'action-plans.change-status': (who: AbilityHolder) => pcWorker(who) || gpTeam(who),
  /** Comment and tag progress: whoever works or drafts the plan. */
  'action-plans.discuss': (who: AbilityHolder) =>
    pcWorker(who) || gpTeam(who) || (who.role === 'gp' && who.permission === 'Consultant'),
  /** Internal notes: the GP's own team (and reading them, the platform admin); never outside parties. */
  'action-plans.internal-notes.read': (who: AbilityHolder) => who.role === 'admin' || gpTeam(who),
  'action-plans.internal-notes.write': gpTeam,
  /**
   * Download a plan's files (deliverables, advisor and verification documents): everyone who sees
   * the plan but a Coinvestor; a Consultant only on a plan they are the ES advisor of.
   */
  'action-plans.files.download': (who: AbilityHolder) => who.permission !== 'Coinvestor',
  /** Change a company's standards and reporting cycle: an admin, or its own users but contributors and outside parties. */
  'company.configure': (who: AbilityHolder) => who.role === 'admin' || who.permission === null,
  /**
   * Select the company's optional SFDR PAI indicators (issue 10): the investor's own team (gp or lp
   * users without a permission; spec 2.5 sends both to /sfdrOrientation).
   */
  'pai.select-indicators': (who: AbilityHolder) =>
    (who.role === 'gp' || who.role === 'lp') && who.permission === null,
  /** Write the explanations and actions of a GP's PAI report: its own team (rule 45: not outside parties). */
  'pai.texts.write': gpTeam,
  /**
   * Save a company's carbon calculations: its own users without a permission (not Contributors, not
   * outside parties: rule 45); spec 6.2's Carbon Calculator rule (canUseCarbonCalculator) still applies.
   */
  'climate.carbon.save': (who: AbilityHolder) => who.role !== 'admin' && who.permission === null,
  /**
   * The investor's side of data quality (issue 27, rules 125-128): resolve flags, set the thresholds and
   * pre-approval, override a company's published value. The GP's own team (not outside parties, rule 45).
   */
  'quality.review': gpTeam,
  /** Explain a flagged value: the reporting company's own users (not Contributors, not outside parties). */
  'quality.explain': (who: AbilityHolder) => who.role !== 'admin' && who.permission === null,
  /**
   * Comment in a value's thread, resolve or reopen it (issue 27, rule 135): the investor's team and the
   * company's users, and a Contributor (on the values assigned to it; the service checks). Not outside parties.
   */
  'value-threads.write': (who: AbilityHolder) =>
    who.role !== 'admin' && (who.permission === null || who.permission === 'Contributor'),
} as const satisfies Record<string, (who: AbilityHolder) => boolean>;

export type Ability = keyof typeof ABILITIES;

/** Whether a role and permission can ever have an ability (the data may still refuse it). */
export const mayEver = (ability: Ability, who: AbilityHolder): boolean => ABILITIES[ability](who);

/** The refusal line of a caller who can never have an ability: '{permission or role} cannot {action}'. */
export const cannot = (who: AbilityHolder, action: string): string =>
  `${who.permission ?? who.role} cannot ${action}`;
