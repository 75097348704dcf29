import { strToU8, zipSync, type Zippable } from 'fflate';
import { localName, type TaxonomyHypercube, type VsmeTaxonomy } from '../../src/reference/vsme-taxonomy';

/**
 * A taxonomy package (XBRL Taxonomy Packages 1.0) generated from EFRAG's JSON export of the VSME
 * taxonomy, so that Arelle can validate the Inline XBRL report offline (ADR 0142). The JSON holds
 * the concepts (names, data types, period types, abstract, nillable, substitution group), the labels
 * in every language, the references, the presentation, the hypercubes with their dimensions and
 * members, the dimension defaults and the members each enumeration allows; this writes them as a
 * schema and linkbases under the published entry point's URL (mapped by the package's catalogue).
 *
 * What it is not: EFRAG's published files. It has no calculation or formula linkbase (the JSON has
 * none), no balance attributes, no generic labels of roles; an enumeration's members hang under its
 * first member in a link role of their own (the JSON lists the allowed members, not the domain they
 * came from). What the report is checked against is therefore: XBRL 2.1, XBRL Dimensions, Extensible
 * Enumerations 2.0, Inline XBRL 1.1, the Units Registry, against the concepts, types, periods,
 * hypercubes, members and allowed values of the published taxonomy.
 */

const XSD = 'http://www.w3.org/2001/XMLSchema';
const LINK = 'http://www.xbrl.org/2003/linkbase';
const XLINK = 'http://www.w3.org/1999/xlink';
const XBRLI = 'http://www.xbrl.org/2003/instance';
const XBRLDT = 'http://xbrl.org/2005/xbrldt';
const ENUM2 = 'http://xbrl.org/2020/extensible-enumerations-2.0';
const REF = 'http://www.xbrl.org/2006/ref';

const STANDARD_SCHEMAS: Record<string, string> = {
  [XBRLI]: 'http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd',
  [LINK]: 'http://www.xbrl.org/2003/xbrl-linkbase-2003-12-31.xsd',
  [XBRLDT]: 'http://www.xbrl.org/2005/xbrldt-2005.xsd',
  [ENUM2]: 'https://www.xbrl.org/2020/extensible-enumerations-2.0.xsd',
  [REF]: 'http://www.xbrl.org/2006/ref-2006-02-27.xsd',
  'http://www.xbrl.org/dtr/type/2024-01-31': 'https://www.xbrl.org/dtr/type/2024-01-31/types.xsd',
  'http://www.xbrl.org/dtr/type/2022-03-31': 'https://www.xbrl.org/dtr/type/2022-03-31/types.xsd',
};

const STANDARD_LABEL_ROLES = new Set([
  'http://www.xbrl.org/2003/role/label',
  'http://www.xbrl.org/2003/role/verboseLabel',
  'http://www.xbrl.org/2003/role/totalLabel',
  'http://www.xbrl.org/2003/role/documentation',
  'http://www.xbrl.org/2003/role/measurementGuidance',
]);
const REFERENCE_ROLE = 'http://www.xbrl.org/2003/role/reference';

const ARC = {
  parentChild: 'http://www.xbrl.org/2003/arcrole/parent-child',
  conceptLabel: 'http://www.xbrl.org/2003/arcrole/concept-label',
  conceptReference: 'http://www.xbrl.org/2003/arcrole/concept-reference',
  all: 'http://xbrl.org/int/dim/arcrole/all',
  hypercubeDimension: 'http://xbrl.org/int/dim/arcrole/hypercube-dimension',
  dimensionDomain: 'http://xbrl.org/int/dim/arcrole/dimension-domain',
  domainMember: 'http://xbrl.org/int/dim/arcrole/domain-member',
  dimensionDefault: 'http://xbrl.org/int/dim/arcrole/dimension-default',
};

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface GeneratedPackage {
  /** The zip, for Arelle's `--packages`. */
  zip: Buffer;
  /** Where the entry point and each schema sit inside the package. */
  files: string[];
}

export function vsmeTaxonomyPackage(taxonomy: VsmeTaxonomy): GeneratedPackage {
  const entry = new URL(taxonomy.entryPoint);
  const base = `${entry.origin}/`;
  const top = `vsme-taxonomy-${taxonomy.date}`;
  const files: Record<string, string> = {};
  const namespaces = taxonomy.file.namespaces;
  const vsmeNs = namespaces.vsme;
  const concepts = taxonomy.file.concepts;

  // Where each taxonomy namespace's schema sits: the vsme namespace is the entry point itself.
  const entryPath = entry.pathname.replace(/^\//, '');
  const schemaOf = new Map<string, string>();
  const root = entryPath.split('/').slice(0, -3).join('/');
  for (const prefix of Object.keys(namespaces)) {
    if (!Object.keys(concepts).some((q) => q.startsWith(`${prefix}:`))) continue;
    schemaOf.set(prefix, prefix === 'vsme' ? entryPath : `${root}/${prefix}/${taxonomy.date}/${prefix}.xsd`);
  }
  const relative = (from: string, to: string) => {
    const a = from.split('/').slice(0, -1);
    const b = to.split('/');
    while (a.length && b.length > 1 && a[0] === b[0]) {
      a.shift();
      b.shift();
    }
    return [...a.map(() => '..'), ...b].join('/');
  };
  const href = (from: string, qname: string) => {
    const prefix = qname.split(':')[0];
    return `${relative(from, schemaOf.get(prefix)!)}#${idOf(qname)}`;
  };
  const idOf = (qname: string) => qname.replace(':', '_').replace(/[^A-Za-z0-9_.-]/g, '_');
  const qnameOf = (prefixed: string) => prefixed; // the JSON's prefixes are the schema's prefixes

  // ---- roles ----
  const roleDefinitions = new Map<string, { definition: string; usedOn: Set<string> }>();
  const role = (uri: string, definition: string, usedOn: string) => {
    const found = roleDefinitions.get(uri) ?? { definition, usedOn: new Set<string>() };
    found.usedOn.add(usedOn);
    roleDefinitions.set(uri, found);
  };
  for (const r of taxonomy.roles) role(r.uri, `[${r.order}] ${r.definition}`, 'link:presentationLink');

  // ---- definition linkbase: hypercubes, enumerations, defaults ----
  const definitionLinks: string[] = [];
  const defPath = entryPath.replace(/\.xsd$/, '-def.xml');
  const enumerationDomain = new Map<string, { head: string; role: string }>();
  const link = (
    roleUri: string,
    arcs: Array<{ from: string; to: string; arcrole: string; attrs?: string }>,
  ) => {
    const locs = new Set<string>();
    const body: string[] = [];
    for (const { from, to } of arcs)
      for (const q of [from, to])
        if (!locs.has(q)) {
          locs.add(q);
          body.push(
            `<link:loc xlink:type="locator" xlink:href="${href(defPath, q)}" xlink:label="${idOf(q)}"/>`,
          );
        }
    arcs.forEach(({ from, to, arcrole, attrs }, i) =>
      body.push(
        `<link:definitionArc xlink:type="arc" xlink:arcrole="${arcrole}" xlink:from="${idOf(from)}" xlink:to="${idOf(to)}" order="${i + 1}"${attrs ?? ''}/>`,
      ),
    );
    definitionLinks.push(
      `<link:definitionLink xlink:type="extended" xlink:role="${roleUri}">\n${body.join('\n')}\n</link:definitionLink>`,
    );
  };
  for (const r of taxonomy.roles)
    for (const { concept: cube, cube: hypercube } of r.hypercubes) {
      role(r.uri, `[${r.order}] ${r.definition}`, 'link:definitionLink');
      link(r.uri, hypercubeArcs(cube, hypercube));
    }
  for (const [qname, concept] of Object.entries(concepts)) {
    const members = concept.other?.ee20DomainMembers;
    if (!members?.length) continue;
    const roleUri = `${vsmeNs.replace(/\/vsme$/, '')}/role/enumeration/${localName(qname)}`;
    role(roleUri, `Members of ${localName(qname)}`, 'link:definitionLink');
    const [head, ...rest] = members;
    enumerationDomain.set(qname, { head, role: roleUri });
    if (rest.length)
      link(
        roleUri,
        rest.map((m) => ({ from: head, to: m, arcrole: ARC.domainMember })),
      );
    else link(roleUri, []);
  }
  const defaults = [...taxonomy.dimensionDefaults].map(([axis, member]) => ({
    from: axis,
    to: member,
    arcrole: ARC.dimensionDefault,
  }));
  link('http://www.xbrl.org/2003/role/link', defaults);

  function hypercubeArcs(cube: string, hypercube: TaxonomyHypercube) {
    const arcs: Array<{ from: string; to: string; arcrole: string; attrs?: string }> = [];
    const items = hypercube.primaryItems;
    const root = items[0][1];
    arcs.push({
      from: root,
      to: cube,
      arcrole: ARC.all,
      attrs: ` xbrldt:closed="${hypercube['xbrldt:closed'] === false ? 'false' : 'true'}" xbrldt:contextElement="${hypercube['xbrldt:contextElement'] ?? 'scenario'}"`,
    });
    const stack: Array<[number, string]> = [];
    for (const [depth, item] of items) {
      while (stack.length && stack[stack.length - 1][0] >= depth) stack.pop();
      if (stack.length) arcs.push({ from: stack[stack.length - 1][1], to: item, arcrole: ARC.domainMember });
      stack.push([depth, item]);
    }
    for (const axis of hypercube.typedDimensions ?? [])
      arcs.push({ from: cube, to: axis, arcrole: ARC.hypercubeDimension });
    for (const [axis, members] of Object.entries(hypercube.explicitDimensions ?? {})) {
      arcs.push({ from: cube, to: axis, arcrole: ARC.hypercubeDimension });
      const [domain, ...rest] = members;
      arcs.push({ from: axis, to: domain, arcrole: ARC.dimensionDomain });
      for (const member of rest) arcs.push({ from: domain, to: member, arcrole: ARC.domainMember });
    }
    return arcs;
  }

  // ---- schemas ----
  const importsFor = (own: string) => {
    const used = new Set<string>();
    for (const [qname, c] of Object.entries(concepts)) {
      if (!qname.startsWith(`${own}:`)) continue;
      used.add(c.dataType.split(':')[0]);
    }
    const imports = new Map<string, string>();
    for (const prefix of used) {
      const ns = namespaces[prefix];
      if (STANDARD_SCHEMAS[ns]) imports.set(ns, STANDARD_SCHEMAS[ns]);
    }
    for (const ns of [XBRLI, LINK, XBRLDT]) imports.set(ns, STANDARD_SCHEMAS[ns]);
    return imports;
  };
  for (const [prefix, path] of schemaOf) {
    const ns = namespaces[prefix];
    const imports = importsFor(prefix);
    if (prefix === 'vsme') {
      imports.set(ENUM2, STANDARD_SCHEMAS[ENUM2]);
      imports.set(REF, STANDARD_SCHEMAS[REF]);
      for (const [other, otherPath] of schemaOf)
        if (other !== 'vsme') imports.set(namespaces[other], relative(path, otherPath));
    }
    const declared = new Map<string, string>([
      ['xsd', XSD],
      ['xbrli', XBRLI],
      ['link', LINK],
      ['xlink', XLINK],
      ['xbrldt', XBRLDT],
      ['enum2', ENUM2],
      ['ref', REF],
      ...Object.entries(namespaces),
    ]);
    const elements: string[] = [];
    for (const [qname, c] of Object.entries(concepts)) {
      if (!qname.startsWith(`${prefix}:`)) continue;
      const group = c.hypercube
        ? 'xbrldt:hypercubeItem'
        : c.dimension
          ? 'xbrldt:dimensionItem'
          : 'xbrli:item';
      const attrs = [
        `name="${localName(qname)}"`,
        `id="${idOf(qname)}"`,
        `type="${qnameOf(c.dataType)}"`,
        `substitutionGroup="${group}"`,
        `abstract="${c.abstract ? 'true' : 'false'}"`,
        `nillable="${c.nillable === false ? 'false' : 'true'}"`,
        `xbrli:periodType="${c.periodType}"`,
      ];
      if (c.other?.typedElement) attrs.push(`xbrldt:typedDomainRef="#${idOf(c.other.typedElement)}"`);
      const domain = enumerationDomain.get(qname);
      if (domain)
        attrs.push(
          `enum2:domain="${domain.head}"`,
          `enum2:linkrole="${domain.role}"`,
          'enum2:headUsable="true"',
        );
      elements.push(`<xsd:element ${attrs.join(' ')}/>`);
    }
    if (prefix === 'vsme') {
      const typed = new Set(
        Object.values(concepts)
          .map((c) => c.other?.typedElement)
          .filter((t): t is string => Boolean(t)),
      );
      for (const t of typed)
        elements.push(`<xsd:element name="${localName(t)}" id="${idOf(t)}" type="xsd:string"/>`);
      elements.push(
        '<xsd:element name="RelatedVsmeGuidance" id="vsme_RelatedVsmeGuidance" type="xsd:string" substitutionGroup="link:part"/>',
      );
    }
    const appinfo =
      prefix === 'vsme'
        ? [
            ...[...roleDefinitions].map(
              ([uri, r]) =>
                `<link:roleType roleURI="${esc(uri)}" id="role_${[...roleDefinitions.keys()].indexOf(uri) + 1}"><link:definition>${esc(r.definition)}</link:definition>${[...r.usedOn].map((u) => `<link:usedOn>${u}</link:usedOn>`).join('')}</link:roleType>`,
            ),
            ...['pre', 'def', 'lab', 'ref'].map(
              (kind) =>
                `<link:linkbaseRef xlink:type="simple" xlink:href="${entryPath
                  .split('/')
                  .pop()!
                  .replace(
                    /\.xsd$/,
                    `-${kind}.xml`,
                  )}" xlink:role="http://www.xbrl.org/2003/role/${kind === 'pre' ? 'presentation' : kind === 'def' ? 'definition' : kind === 'lab' ? 'label' : 'reference'}LinkbaseRef" xlink:arcrole="http://www.w3.org/1999/xlink/properties/linkbase"/>`,
            ),
          ]
        : [];
    files[path] = `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema targetNamespace="${ns}" elementFormDefault="qualified" attributeFormDefault="unqualified" ${[
      ...declared,
    ]
      .map(([p, uri]) => `xmlns:${p}="${uri}"`)
      .join(' ')}>
${appinfo.length ? `<xsd:annotation><xsd:appinfo>\n${appinfo.join('\n')}\n</xsd:appinfo></xsd:annotation>` : ''}
${[...imports].map(([namespace, location]) => `<xsd:import namespace="${namespace}" schemaLocation="${location}"/>`).join('\n')}
${elements.join('\n')}
</xsd:schema>
`;
  }

  // ---- linkbases ----
  const ARCROLE_SCHEMAS: Record<string, string> = {
    [ARC.all]: 'http://www.xbrl.org/2005/xbrldt-2005.xsd#all',
    [ARC.hypercubeDimension]: 'http://www.xbrl.org/2005/xbrldt-2005.xsd#hypercube-dimension',
    [ARC.dimensionDomain]: 'http://www.xbrl.org/2005/xbrldt-2005.xsd#dimension-domain',
    [ARC.domainMember]: 'http://www.xbrl.org/2005/xbrldt-2005.xsd#domain-member',
    [ARC.dimensionDefault]: 'http://www.xbrl.org/2005/xbrldt-2005.xsd#dimension-default',
  };
  /** A linkbase with the roleRefs and arcroleRefs its links and arcs use. */
  const linkbase = (body: string) => {
    const roleIds = [...roleDefinitions.keys()];
    const roles = [...new Set([...body.matchAll(/xlink:role="([^"]+)"/g)].map((m) => m[1]))].filter((r) =>
      roleDefinitions.has(r),
    );
    const arcroles = [...new Set([...body.matchAll(/xlink:arcrole="([^"]+)"/g)].map((m) => m[1]))].filter(
      (a) => ARCROLE_SCHEMAS[a],
    );
    const refs = [
      ...roles.map(
        (r) =>
          `<link:roleRef roleURI="${esc(r)}" xlink:type="simple" xlink:href="${entryPath.split('/').pop()}#role_${roleIds.indexOf(r) + 1}"/>`,
      ),
      ...arcroles.map(
        (a) => `<link:arcroleRef arcroleURI="${a}" xlink:type="simple" xlink:href="${ARCROLE_SCHEMAS[a]}"/>`,
      ),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>
<link:linkbase xmlns:link="${LINK}" xmlns:xlink="${XLINK}" xmlns:xbrldt="${XBRLDT}" xmlns:ref="${REF}" xmlns:vsme="${vsmeNs}" xmlns:xml="http://www.w3.org/XML/1998/namespace">
${refs.join('\n')}
${body}
</link:linkbase>
`;
  };
  files[defPath] = linkbase(definitionLinks.join('\n'));

  const prePath = entryPath.replace(/\.xsd$/, '-pre.xml');
  files[prePath] = linkbase(
    taxonomy.roles
      .map((r) => {
        const locs = new Set<string>();
        const body: string[] = [];
        const stack: Array<[number, string]> = [];
        const arcs: string[] = [];
        r.rows.forEach((row, i) => {
          if (!locs.has(row.concept)) {
            locs.add(row.concept);
            body.push(
              `<link:loc xlink:type="locator" xlink:href="${href(prePath, row.concept)}" xlink:label="${idOf(row.concept)}"/>`,
            );
          }
          while (stack.length && stack[stack.length - 1][0] >= row.depth) stack.pop();
          if (stack.length)
            arcs.push(
              `<link:presentationArc xlink:type="arc" xlink:arcrole="${ARC.parentChild}" xlink:from="${idOf(stack[stack.length - 1][1])}" xlink:to="${idOf(row.concept)}" order="${i + 1}"${row.labelRole && STANDARD_LABEL_ROLES.has(row.labelRole) ? ` preferredLabel="${row.labelRole}"` : ''}/>`,
            );
          stack.push([row.depth, row.concept]);
        });
        return `<link:presentationLink xlink:type="extended" xlink:role="${r.uri}">\n${[...body, ...arcs].join('\n')}\n</link:presentationLink>`;
      })
      .join('\n'),
  );

  const labPath = entryPath.replace(/\.xsd$/, '-lab.xml');
  const labels: string[] = [];
  const refs: string[] = [];
  const refPath = entryPath.replace(/\.xsd$/, '-ref.xml');
  let n = 0;
  for (const [qname, c] of Object.entries(concepts)) {
    const id = idOf(qname);
    labels.push(`<link:loc xlink:type="locator" xlink:href="${href(labPath, qname)}" xlink:label="${id}"/>`);
    const resources: string[] = [];
    for (const [lang, roles] of Object.entries(c.labels))
      for (const [labelRole, text] of Object.entries(roles)) {
        if (!STANDARD_LABEL_ROLES.has(labelRole)) continue;
        resources.push(
          `<link:label xlink:type="resource" xlink:label="${id}_lab" xlink:role="${labelRole}" xml:lang="${lang}" id="lab${++n}">${esc(text)}</link:label>`,
        );
      }
    if (resources.length)
      labels.push(
        ...resources,
        `<link:labelArc xlink:type="arc" xlink:arcrole="${ARC.conceptLabel}" xlink:from="${id}" xlink:to="${id}_lab"/>`,
      );
    const references = (c.references ?? []).filter((r) => r.role === REFERENCE_ROLE);
    if (references.length) {
      refs.push(`<link:loc xlink:type="locator" xlink:href="${href(refPath, qname)}" xlink:label="${id}"/>`);
      for (const reference of references)
        refs.push(
          `<link:reference xlink:type="resource" xlink:label="${id}_ref" xlink:role="${REFERENCE_ROLE}" id="ref${++n}">${reference.parts
            .filter(([part]) => part.startsWith('ref:') || part === 'vsme:RelatedVsmeGuidance')
            .map(([part, text]) => `<${part}>${esc(text)}</${part}>`)
            .join('')}</link:reference>`,
        );
      refs.push(
        `<link:referenceArc xlink:type="arc" xlink:arcrole="${ARC.conceptReference}" xlink:from="${id}" xlink:to="${id}_ref"/>`,
      );
    }
  }
  files[labPath] = linkbase(
    `<link:labelLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">\n${labels.join('\n')}\n</link:labelLink>`,
  );
  files[refPath] = linkbase(
    `<link:referenceLink xlink:type="extended" xlink:role="http://www.xbrl.org/2003/role/link">\n${refs.join('\n')}\n</link:referenceLink>`,
  );

  // ---- package ----
  const meta = {
    'META-INF/catalog.xml': `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
<rewriteURI uriStartString="${base}" rewritePrefix="../${entry.host}/"/>
</catalog>
`,
    'META-INF/taxonomyPackage.xml': `<?xml version="1.0" encoding="UTF-8"?>
<tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package" xml:lang="en">
<tp:identifier>${esc(taxonomy.entryPoint)}#generated</tp:identifier>
<tp:name>VSME taxonomy ${taxonomy.date}, generated from EFRAG's JSON export for validation</tp:name>
<tp:version>${taxonomy.date}</tp:version>
<tp:publisher>Generated from EFRAG's VSME taxonomy JSON (MIT)</tp:publisher>
<tp:publicationDate>${taxonomy.date}</tp:publicationDate>
<tp:entryPoints><tp:entryPoint><tp:name>VSME all</tp:name><tp:entryPointDocument href="${taxonomy.entryPoint}"/></tp:entryPoint></tp:entryPoints>
</tp:taxonomyPackage>
`,
  };
  const tree: Zippable = {};
  const put = (path: string, text: string) => {
    const parts = `${top}/${path}`.split('/');
    let node = tree as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = strToU8(text);
  };
  for (const [path, text] of Object.entries(meta)) put(path, text);
  for (const [path, text] of Object.entries(files)) put(`${entry.host}/${path}`, text);
  return { zip: Buffer.from(zipSync(tree, { level: 6 })), files: Object.keys(files) };
}
