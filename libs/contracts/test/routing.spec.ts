import { routeOwner, routeTable, SERVICE_ROUTES } from '@esg/contracts';

describe('routing of /api paths to services', () => {
  it('sends each calculation to the service that owns it, by the longest prefix', () => {
    expect(routeOwner('/api/calculations/pai')).toBe('reporting');
    expect(routeOwner('/api/calculations/carbon')).toBe('scoring');
    expect(routeOwner('/api/calculations/pcaf?x=1')).toBe('scoring');
    expect(routeOwner('/api/calculations/tcfd')).toBe('scoring');
    expect(routeOwner('/api/calculations')).toBeNull();
    expect(routeOwner('/api/calculations/other')).toBeNull();
  });

  it('routes the climate prefixes to scoring and keeps the others', () => {
    for (const path of [
      '/api/emission-factors',
      '/api/emission-factors/import',
      '/api/carbon-calculations/3',
      '/api/emissions-summary/2/2024',
      '/api/tcfd-assessments/2/2024',
    ])
      expect(routeOwner(path)).toBe('scoring');
    expect(routeOwner('/api/action-plans/4')).toBe('action-plans');
    expect(routeOwner('/api/action-plans-archive')).toBeNull();
    expect(routeOwner('/api/company/1')).toBe('data-collection');
  });

  it('a :name segment matches one segment: the periodic report of a fund is reporting’s, the fund data-collection’s', () => {
    expect(routeOwner('/api/funds/3/periodic-report/2025.docx')).toBe('reporting');
    expect(routeOwner('/api/funds/3/periodic-report/2025')).toBe('reporting');
    expect(routeOwner('/api/funds/3/positions/2025-12-31')).toBe('data-collection');
    expect(routeOwner('/api/funds/3')).toBe('data-collection');
    expect(routeOwner('/api/funds//periodic-report')).toBe('data-collection');
    expect(routeOwner('/api/calculations/taxonomy')).toBe('reporting');
    expect(routeOwner('/api/taxonomy/funds/1/2025-12-31')).toBe('reporting');
  });

  it('lists every prefix once, multi-segment prefixes first', () => {
    const table = routeTable();
    const prefixes = table.map((r) => r.prefix);
    expect(new Set(prefixes).size).toBe(Object.values(SERVICE_ROUTES).flat().length);
    const firstSingle = table.findIndex((r) => !r.prefix.includes('/'));
    expect(table.slice(firstSingle).every((r) => !r.prefix.includes('/'))).toBe(true);
  });
});
