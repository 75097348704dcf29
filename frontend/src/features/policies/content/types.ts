/** A versioned policy document (issue 13: "versioned texts, the current and the previous"). */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface PolicyVersion {
  version: string;
  /** ISO date from which this version applies. */
  effective: string;
  /** ISO date until which it applied; absent for the current version. */
  supersededOn?: string;
  intro: string;
  sections: readonly PolicySection[];
  /** What changed from the version before (shown on the current version). */
  changes?: readonly string[];
}

export interface PolicyDocument {
  key: 'privacy' | 'esg-policy';
  title: string;
  current: PolicyVersion;
  previous: PolicyVersion;
  /** The routes of the two versions (spec 2.1). */
  currentPath: '/privacy' | '/esgpolicy';
  previousPath: '/old-privacy' | '/esg-policy-old';
}
