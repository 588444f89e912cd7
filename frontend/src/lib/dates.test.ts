import { describe, expect, it } from 'vitest';
import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes a date-only ISO string as a Spanish long date, without shifting the day', () => {
    expect(formatDate('2020-07-22')).toBe('22 de julio de 2020');
    expect(formatDate('2021-12-23')).toBe('23 de diciembre de 2021');
    expect(formatDate('2023-09-14')).toBe('14 de septiembre de 2023');
    expect(formatDate('2025-01-01')).toBe('1 de enero de 2025');
  });

  it('refuses a string that is not a date', () => {
    expect(() => formatDate('mañana')).toThrow(RangeError);
  });
});
