import { convertQuantity, parseUnit } from '../src/domain/factors/units';

describe('units of activity data', () => {
  it('keeps a quantity in the factor unit as it is', () => {
    expect(convertQuantity(123.4, 'kWh (Gross CV)', 'kWh (Gross CV)')).toEqual({
      quantity: 123.4,
      unit: 'kWh (Gross CV)',
      multiplier: 1,
    });
    expect(convertQuantity(3, 'Room per night', 'room per night').multiplier).toBe(1);
  });

  it('converts within a dimension by the unit definitions', () => {
    // 2.5 MWh = 2,500 kWh
    expect(convertQuantity(2.5, 'MWh', 'kWh').quantity).toBeCloseTo(2500, 9);
    // 100 US gallons × 3.785411784 l = 378.5411784 l
    expect(convertQuantity(100, 'gallon', 'litres').quantity).toBeCloseTo(378.5411784, 9);
    // 10 miles × 1.609344 = 16.09344 km
    expect(convertQuantity(10, 'miles', 'km').quantity).toBeCloseTo(16.09344, 9);
    // 2 tonnes = 2,000 kg
    expect(convertQuantity(2, 'tonnes', 'kg').quantity).toBe(2000);
    // 1 mmBtu = 1,055.05585262 MJ = 293.0710701722… kWh
    expect(convertQuantity(1, 'mmBtu', 'kWh').quantity).toBeCloseTo(293.0710701722222, 9);
    // 1,000 passenger-miles = 1,609.344 passenger.km
    expect(convertQuantity(1000, 'passenger-mile', 'passenger.km').quantity).toBeCloseTo(1609.344, 9);
    // 1 short ton-mile = 0.90718474 t × 1.609344 km = 1.459972318… tonne.km
    expect(convertQuantity(1, 'ton-mile', 'tonne.km').quantity).toBeCloseTo(1.4599723182, 9);
    // 1 GJ (Gross CV) = 277.777… kWh (Gross CV); HHV is the Gross CV basis
    expect(convertQuantity(1, 'GJ (Gross CV)', 'mmBtu (HHV)').quantity).toBeCloseTo(1 / 1.05505585262, 9);
  });

  it('refuses units of different dimensions, naming both', () => {
    expect(() => convertQuantity(5, 'litres', 'kWh (Gross CV)')).toThrow(
      "The unit 'litres' cannot be converted to 'kWh (Gross CV)': one measures volume, the other energy",
    );
  });

  it('refuses energy on another calorific basis', () => {
    expect(() => convertQuantity(5, 'kWh (Net CV)', 'kWh (Gross CV)')).toThrow(/Gross CV basis/);
    expect(() => convertQuantity(5, 'MWh', 'kWh (Gross CV)')).toThrow(/Gross CV basis/);
    expect(() => convertQuantity(5, 'kWh (Net CV)', 'kWh')).toThrow(/no calorific-value basis/);
  });

  it('refuses an unknown unit and a factor unit that has no conversions', () => {
    expect(() => convertQuantity(1, 'furlongs', 'km')).toThrow(
      "'furlongs' is not a unit the calculator knows",
    );
    expect(() => convertQuantity(1, 'nights', 'Room per night')).toThrow(
      /published per 'Room per night' only/,
    );
    try {
      convertQuantity(1, 'furlongs', 'km');
    } catch (error) {
      expect(error).toMatchObject({
        code: 'CARBON.UNIT_NOT_CONVERTIBLE',
        details: { unit: 'furlongs', factorUnit: 'km' },
      });
    }
  });

  it('reads calorific bases and leaves other qualifiers in the name', () => {
    expect(parseUnit('kWh (Net CV)').basis).toBe('net');
    expect(parseUnit('mmBtu (HHV)').basis).toBe('gross');
    expect(parseUnit('kg (R404A)')).toMatchObject({ definition: null, basis: null });
  });
});
