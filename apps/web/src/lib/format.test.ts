import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarColor, avatarInitials } from './avatar';
import { copyFallbackMessage, copyToClipboard } from './clipboard';
import { datePresetRange, travelDatePresetRange } from './date-presets';
import { formatDuration, formatFileSize, formatNumber } from './format';

describe('formatNumber', () => {
  it('groups digits below 100000 and compacts from 100000 on', () => {
    expect(formatNumber(99_999)).toBe('99,999');
    expect(formatNumber(100_000)).toBe('100K');
    expect(formatNumber(1_250_000)).toBe('1.3M');
  });
});

describe('formatDuration', () => {
  it('writes days, hours, minutes and seconds, leaving out zero parts', () => {
    expect(formatDuration(90_061)).toBe('1d 1h 1m 1s');
    expect(formatDuration(3_600)).toBe('1h');
    expect(formatDuration(0)).toBe('0s');
  });

  it('uses only the units asked for', () => {
    expect(formatDuration(90_061, ['hours', 'minutes'])).toBe('25h 1m');
  });
});

describe('formatFileSize', () => {
  it('shows bytes under 1024, then KB, then MB, with one decimal', () => {
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 200 * 1024)).toBe('5.2 MB');
  });
});

describe('avatars', () => {
  it('has a 50-colour palette and gives a name always the same colour', () => {
    expect(new Set(AVATAR_PALETTE).size).toBe(50);
    expect(avatarColor('Ada Lovelace')).toBe(avatarColor('Ada Lovelace'));
    expect(AVATAR_PALETTE).toContain(avatarColor('Grace Hopper'));
  });

  it('shows two initials', () => {
    expect(avatarInitials('Ada Lovelace')).toBe('AL');
    expect(avatarInitials('acme')).toBe('AC');
    expect(avatarInitials('  ')).toBe('?');
  });
});

describe('date presets', () => {
  const now = new Date('2026-03-15T10:00:00Z');

  it('gives the added-today, yesterday, last week and last month ranges', () => {
    expect(datePresetRange('added-today', now)).toEqual({ start_date: '2026-03-15', end_date: '2026-03-15' });
    expect(datePresetRange('yesterday', now)).toEqual({ start_date: '2026-03-14', end_date: '2026-03-14' });
    expect(datePresetRange('last-week', now)).toEqual({ start_date: '2026-03-08', end_date: '2026-03-15' });
    expect(datePresetRange('last-month', now)).toEqual({ start_date: '2026-02-15', end_date: '2026-03-15' });
  });

  it('leaves the end open for trips starting today', () => {
    expect(travelDatePresetRange('starting-today', now)).toEqual({ start_date: '2026-03-15' });
    expect(travelDatePresetRange('tomorrow', now)).toEqual({ start_date: '2026-03-16', end_date: '2026-03-16' });
  });
});

describe('clipboard', () => {
  it('confirms a copy', async () => {
    await expect(copyToClipboard('secret', { writeText: async () => {} })).resolves.toEqual({
      copied: true,
      message: 'Copied to clipboard',
    });
  });

  it('tells the user the shortcut when the browser refuses', async () => {
    const refusing = { writeText: () => Promise.reject(new Error('denied')) };
    const result = await copyToClipboard('secret', refusing);
    expect(result.copied).toBe(false);
    expect(copyFallbackMessage('copy', false)).toBe('Press Ctrl-C to copy');
    expect(copyFallbackMessage('copy', true)).toBe('Press Cmd-C to copy');
    expect(copyFallbackMessage('cut', false)).toBe('Press Ctrl-X to cut');
  });
});
