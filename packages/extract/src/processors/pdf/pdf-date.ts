/**
 * A date of a PDF's document information (PDF 32000-1 §7.9.4: `D:YYYYMMDDHHmmSSOHH'mm`, every part after the
 * year optional, O being `Z`, `+` or `-`), as an instant; undefined when it is not one.
 */
export function parsePdfDate(value: unknown): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Z+-])(\d{2})?'?(\d{2})?'?)?/.exec(
    value.trim(),
  );
  if (!match) return undefined;
  const [, year, month = '01', day = '01', hour = '00', minute = '00', second = '00', sign, offH = '00', offM = '00'] =
    match;
  const utc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second));
  const offset = (sign === '+' ? 1 : sign === '-' ? -1 : 0) * (Number(offH) * 60 + Number(offM)) * 60_000;
  const date = new Date(utc - offset);
  const check = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // A month 13 or a 31st of February is not a date.
  if (Number.isNaN(date.getTime()) || check.getUTCMonth() !== Number(month) - 1 || Number(year) < 1990)
    return undefined;
  return date;
}
