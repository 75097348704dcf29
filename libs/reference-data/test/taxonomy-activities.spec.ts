import { readTaxonomyReference, taxonomyReferenceFrom } from '../src/taxonomy-activities';

describe('the EU Taxonomy activity list (eu_taxonomy.json)', () => {
  const reference = readTaxonomyReference();

  it('is versioned, says it is transcribed and names its legal sources', () => {
    expect(reference.version).toBe('2024-01-01');
    expect(reference.transcribed).toBe(true);
    expect(reference.verificationStatus).toMatch(/^TRANSCRIBED/);
    expect(reference.legalSources.map((s) => s.id)).toEqual(
      expect.arrayContaining(['2021/2139', '2022/1214', '2023/2485', '2023/2486', '2021/2178', '2022/1288']),
    );
  });

  it('lists the activities of the six objectives with the nuclear and fossil gas activities of 2022/1214', () => {
    const objectives = new Set(reference.activities.map((a) => a.objective));
    expect([...objectives].sort()).toEqual(['BIO', 'CCA', 'CCM', 'CE', 'PPC', 'WTR']);
    const special = reference.activities
      .filter((a) => a.objective === 'CCM' && a.special)
      .map((a) => `${a.number} ${a.special}`);
    expect(special).toEqual([
      '4.26 nuclear',
      '4.27 nuclear',
      '4.28 nuclear',
      '4.29 fossil-gas',
      '4.30 fossil-gas',
      '4.31 fossil-gas',
    ]);
    expect(reference.activities.find((a) => a.id === 'CCM 3.9')).toMatchObject({
      type: 'transitional',
      nace: expect.arrayContaining(['C24.10']),
    });
  });

  it('refuses a damaged file, naming where', () => {
    expect(() => taxonomyReferenceFrom({ activities: 'x' })).toThrow(
      /eu_taxonomy.json: objectives is not a list/,
    );
    const file = JSON.parse(JSON.stringify({ ...reference, verification_status: 'x', legal_sources: [] }));
    file.activities = [reference.activities[0], reference.activities[0]];
    expect(() => taxonomyReferenceFrom(file)).toThrow(/activities\[1\]\.id CCM 1\.1 is listed twice/);
  });
});
