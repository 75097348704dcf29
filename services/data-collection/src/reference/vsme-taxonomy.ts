import { ReferenceDataError } from './reference-types';

/**
 * EFRAG's VSME XBRL taxonomy as the JSON export in sources/vsme/ holds it (2,680 concepts, of which
 * 401 `vsme:`; dimensions per presentation role; presentation order; namespaces; the entry point),
 * with the few lookups the framework, the template import and the report export need. Nothing here
 * names a concept: every concept, type, label and member is read from the file.
 */

export const LABEL_ROLE = 'http://www.xbrl.org/2003/role/label';
export const DOCUMENTATION_ROLE = 'http://www.xbrl.org/2003/role/documentation';
export const MEASUREMENT_ROLE = 'http://www.xbrl.org/2003/role/measurementGuidance';
export const TOTAL_LABEL_ROLE = 'http://www.xbrl.org/2003/role/totalLabel';

export interface TaxonomyConcept {
  abstract?: boolean;
  baseDataType: string;
  dataType: string;
  labels: Record<string, Record<string, string>>;
  nillable?: boolean;
  periodType: 'instant' | 'duration';
  references?: Array<{ parts: Array<[string, string]>; role: string }>;
  numeric?: boolean;
  hypercube?: boolean;
  dimension?: boolean;
  other?: { ee20DomainMembers?: string[]; typedElement?: string };
}

export interface TaxonomyHypercube {
  explicitDimensions?: Record<string, string[]>;
  typedDimensions?: string[];
  primaryItems: Array<[number, string]>;
  'xbrldt:closed'?: boolean;
  'xbrldt:contextElement'?: 'scenario' | 'segment';
}

export interface TaxonomyFile {
  concepts: Record<string, TaxonomyConcept>;
  dimensions: Record<string, Record<string, string> | Record<string, TaxonomyHypercube>>;
  entryPoint: string;
  namespaces: Record<string, string>;
  presentation: Record<
    string,
    { definition: string; labels?: Record<string, string>; rows: Array<[number, string, string?]> }
  >;
}

export interface PresentationRole {
  uri: string;
  /** The number in brackets that orders the roles ("[1010] B1 - …" → 1010). */
  order: number;
  definition: string;
  rows: Array<{ depth: number; concept: string; labelRole: string | null }>;
  hypercubes: Array<{ concept: string; cube: TaxonomyHypercube }>;
}

/** The VSME paragraph a concept refers to: "B3 §30", "B1 §24(e)(vii)". */
export interface VsmeReference {
  disclosure: string | null;
  section: string | null;
  text: string | null;
  uri: string | null;
}

export class VsmeTaxonomy {
  readonly roles: PresentationRole[];
  readonly dimensionDefaults: ReadonlyMap<string, string>;

  constructor(
    readonly file: TaxonomyFile,
    readonly fileName: string,
  ) {
    const defaults = (file.dimensions._defaults ?? {}) as Record<string, string>;
    this.dimensionDefaults = new Map(Object.entries(defaults));
    this.roles = Object.entries(file.presentation)
      .map(([uri, role]) => {
        const order = /^\[(\d+)\]/.exec(role.definition)?.[1];
        if (!order) throw new ReferenceDataError(fileName, uri, 'a presentation role without [number]');
        const cubes = (file.dimensions[uri] ?? {}) as Record<string, TaxonomyHypercube>;
        return {
          uri,
          order: Number(order),
          definition: role.definition.replace(/^\[\d+\]\s*/, ''),
          rows: role.rows.map(([depth, concept, labelRole]) => {
            if (!file.concepts[concept])
              throw new ReferenceDataError(fileName, uri, `presentation names unknown concept ${concept}`);
            return { depth, concept, labelRole: labelRole ?? null };
          }),
          hypercubes: Object.entries(cubes).map(([concept, cube]) => ({ concept, cube })),
        };
      })
      .sort((a, b) => a.order - b.order);
  }

  get entryPoint(): string {
    return this.file.entryPoint;
  }

  /** The taxonomy's date, from its entry point (…/vsme/2026-05-01/vsme-all.xsd → 2026-05-01). */
  get date(): string {
    return /\/(\d{4}-\d{2}-\d{2})\//.exec(this.file.entryPoint)?.[1] ?? this.file.entryPoint;
  }

  concept(qname: string): TaxonomyConcept {
    const concept = this.file.concepts[qname];
    if (!concept) throw new ReferenceDataError(this.fileName, qname, 'not a concept of the taxonomy');
    return concept;
  }

  has(qname: string): boolean {
    return qname in this.file.concepts;
  }

  /** A concept by its local name in the `vsme` namespace (how the Digital Template's defined names read). */
  byLocalName(local: string): string | null {
    return this.has(`vsme:${local}`) ? `vsme:${local}` : null;
  }

  /** The English label of a role (standard by default), with the "[member]"-style suffix removed. */
  label(qname: string, role = LABEL_ROLE, lang = 'en'): string {
    const labels = this.concept(qname).labels;
    const text = labels[lang]?.[role] ?? labels.en?.[LABEL_ROLE] ?? Object.values(labels)[0]?.[LABEL_ROLE];
    return (text ?? qname).replace(/\s*\[(member|abstract|table|axis|line items|typed axis)\]$/i, '').trim();
  }

  /** Every standard label of a concept in every language (how a template in another language words it). */
  allLabels(qname: string): string[] {
    return Object.values(this.concept(qname).labels)
      .map((roles) => roles[LABEL_ROLE])
      .filter((l): l is string => Boolean(l));
  }

  reference(qname: string): VsmeReference {
    const ref = this.concept(qname).references?.find((r) => r.role.endsWith('/reference'));
    if (!ref) return { disclosure: null, section: null, text: null, uri: null };
    const part = (name: string) => ref.parts.find(([key]) => key === name)?.[1] ?? null;
    const number = part('ref:Number');
    const paragraph = part('ref:Paragraph');
    const sub = [part('ref:Subparagraph'), part('ref:Clause'), part('ref:Subclause')]
      .filter(Boolean)
      .map((p) => `(${p})`)
      .join('');
    return {
      disclosure: number,
      section: part('ref:Section'),
      text: number ? `${number}${paragraph ? ` §${paragraph}${sub}` : ''}` : null,
      uri: part('ref:URI'),
    };
  }

  /** Members an enumeration concept's values are chosen from. */
  domainOf(qname: string): string[] {
    const members = this.concept(qname).other?.ee20DomainMembers;
    if (!members?.length)
      throw new ReferenceDataError(this.fileName, qname, 'an enumeration without domain members');
    return members;
  }

  namespaceOf(qname: string): string {
    const prefix = qname.split(':')[0];
    const uri = this.file.namespaces[prefix];
    if (!uri) throw new ReferenceDataError(this.fileName, qname, `no namespace for prefix ${prefix}`);
    return uri;
  }

  /** Every hypercube a concept is a primary item of, with the roles that hold it. */
  hypercubesOf(qname: string): Array<{ role: string; concept: string; cube: TaxonomyHypercube }> {
    const found: Array<{ role: string; concept: string; cube: TaxonomyHypercube }> = [];
    for (const role of this.roles)
      for (const { concept, cube } of role.hypercubes)
        if (cube.primaryItems.some(([, item]) => item === qname))
          found.push({ role: role.uri, concept, cube });
    return found;
  }
}

export function parseTaxonomy(data: Buffer, fileName: string): VsmeTaxonomy {
  let file: TaxonomyFile;
  try {
    file = JSON.parse(data.toString('utf8')) as TaxonomyFile;
  } catch (error) {
    throw new ReferenceDataError(fileName, null, `not valid JSON (${(error as Error).message})`);
  }
  if (!file.concepts || !file.presentation || !file.entryPoint || !file.namespaces)
    throw new ReferenceDataError(
      fileName,
      null,
      'not a taxonomy export (concepts, presentation, entryPoint)',
    );
  return new VsmeTaxonomy(file, fileName);
}

/** `EnergyConsumptionFromElectricity` → `energy_consumption_from_electricity`. */
export function snakeCase(local: string): string {
  return local
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

export const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);
