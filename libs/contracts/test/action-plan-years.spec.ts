import { actionPlanYears, planYearOptions } from '../src/action-plans';

/** The years a plan may be made for (issue 29, item 9): the listed years and the three after. */
describe('plan years', () => {
  const now = new Date('2026-11-29T00:00:00Z');

  it('lists 2020 to the current year (spec 9), and the forms offer the three years after it too', () => {
    const listed = actionPlanYears(now);
    expect(listed).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(planYearOptions(listed, undefined, now)).toEqual([
      2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029,
    ]);
  });

  it("keeps a plan's own year, and counts ahead from the latest year offered", () => {
    expect(planYearOptions([2024, 2025], 2019, now)).toEqual([2019, 2024, 2025, 2027, 2028, 2029]);
    expect(planYearOptions([2026, 2030], undefined, now)).toEqual([2026, 2030, 2031, 2032, 2033]);
  });
});
