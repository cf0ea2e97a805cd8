import { describe, expect, it } from 'vitest';
import { neutralizeFormula } from './export-columns.js';

describe('CSV cells', () => {
  it('keeps text a spreadsheet would run as a formula from being one', () => {
    expect(neutralizeFormula('=HYPERLINK("http://evil.test","Hotel")')).toBe(
      '\'=HYPERLINK("http://evil.test","Hotel")',
    );
    expect(neutralizeFormula('+49 30 123')).toBe("'+49 30 123");
    expect(neutralizeFormula('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralizeFormula('-cmd')).toBe("'-cmd");
    expect(neutralizeFormula('Hotel Adlon')).toBe('Hotel Adlon');
    expect(neutralizeFormula('2026-03-02 08:05')).toBe('2026-03-02 08:05');
  });
});
