import type { Reservation } from '../schema/reservation.js';
import { localDateTime } from './lib/dates.js';
import { trainReservation } from './lib/reservations.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** THSR stations by the number the ticket barcode uses, north to south. */
const STATIONS: Record<number, string> = {
  1: '南港 (Nangang)',
  2: '台北 (Taipei)',
  3: '板橋 (Banqiao)',
  4: '桃園 (Taoyuan)',
  5: '新竹 (Hsinchu)',
  6: '苗栗 (Miaoli)',
  7: '台中 (Taichung)',
  8: '彰化 (Changhua)',
  9: '雲林 (Yunlin)',
  10: '嘉義 (Chiayi)',
  11: '台南 (Tainan)',
  12: '左營 (Zuoying)',
};

const BARCODE = /^\d{31}20\d{10}\d{5}20\d{10}\d{60}[0-9A-F]{4}$/;

function num(code: string, start: number, end: number): number {
  return Number(code.slice(start, end));
}

function time(code: string, at: number): string | undefined {
  return localDateTime(
    num(code, at, at + 4),
    num(code, at + 4, at + 6),
    num(code, at + 6, at + 8),
    num(code, at + 8, at + 10),
    num(code, at + 10, at + 12),
  );
}

// The QR code on tickets bought at convenience stores (ibon, FamilyMart) is a fixed-width digit string.
function extract(input: ExtractorInput): Reservation[] {
  const code = input.text.trim();
  if (!BARCODE.test(code)) return [];
  const from = STATIONS[num(code, 28, 31)];
  const to = STATIONS[num(code, 45, 48)];
  if (!from || !to) return [];
  const row = num(code, 78, 81);
  const letter = String.fromCharCode(64 + num(code, 81, 84));
  return [
    trainReservation({
      trainNumber: String(num(code, 23, 28)),
      departureStation: from,
      arrivalStation: to,
      departureTime: time(code, 31),
      arrivalTime: time(code, 48),
      coach: String(num(code, 75, 78)),
      seat: row > 0 ? `${row}${letter}` : undefined,
      price: { price: num(code, 89, 94), priceCurrency: 'TWD' },
      ticketToken: `qrCode:${code}`,
    }),
  ];
}

/** Taiwan High Speed Rail tickets, read from their QR code. */
export const taiwanHighSpeedRail: ProviderExtractor = {
  id: 'taiwan-high-speed-rail',
  provider: 'Taiwan High Speed Rail',
  classification: 'direct',
  runsFirst: true,
  filters: [{ content: BARCODE }],
  extract,
};
