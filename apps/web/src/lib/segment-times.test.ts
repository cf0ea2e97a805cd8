import { describe, expect, it } from 'vitest';
import { formatDay, formatLocalTime, localTime, segmentTimes } from './segment-times';

describe('localTime', () => {
  it('keeps the booked local time and its written offset instead of moving it to the viewer', () => {
    expect(localTime('2025-03-10T13:20:00+01:00', 'Europe/Berlin')).toEqual({
      day: '2025-03-10',
      time: '13:20',
      offset: 'UTC+01:00',
      zone: 'Europe/Berlin',
    });
    expect(formatLocalTime(localTime('2025-03-16T17:50:00-04:00', 'America/New_York'))).toBe('17:50 UTC-04:00');
  });

  it('takes the offset from the zone when the time is written without one, summer and winter alike', () => {
    expect(localTime('2025-07-01T09:00:00', 'Europe/Berlin')?.offset).toBe('UTC+02:00');
    expect(localTime('2025-01-15T09:00:00', 'Europe/Berlin')?.offset).toBe('UTC+01:00');
    expect(localTime('2025-01-15T09:00', 'Asia/Kolkata')?.offset).toBe('UTC+05:30');
  });

  it('shows a day-only booking as its day, and nothing for a missing time', () => {
    expect(formatLocalTime(localTime('2025-03-10', null))).toBe('2025-03-10');
    expect(localTime(null)).toBeUndefined();
    expect(formatLocalTime(undefined)).toBe('—');
  });

  it('shows a time without offset when neither offset nor zone is known', () => {
    expect(formatLocalTime(localTime('2025-03-10T08:05:00', null))).toBe('08:05');
  });
});

describe('segmentTimes', () => {
  it('shows a hotel stay as check-in at 15:00 and check-out at 11:00 whatever the booking says', () => {
    const times = segmentTimes({
      type: 'hotel',
      subType: 'CheckIn',
      startDateTime: '2025-09-18T14:00:00+02:00',
      startTimeZone: 'Europe/Amsterdam',
      endDateTime: '2025-09-20T12:00:00+02:00',
      endTimeZone: 'Europe/Amsterdam',
    });
    expect(formatLocalTime(times.start)).toBe('15:00 UTC+02:00');
    expect(formatLocalTime(times.end)).toBe('11:00 UTC+02:00');
    expect(times.end?.day).toBe('2025-09-20');
  });

  it('shows a check-out row at 11:00 and a day-only stay with the same times', () => {
    const checkOut = segmentTimes({ type: 'hotel', subType: 'CheckOut', startDateTime: '2025-09-20' });
    expect(formatLocalTime(checkOut.start)).toBe('11:00');
    const stay = segmentTimes({
      type: 'hotel',
      startDateTime: '2025-01-05',
      endDateTime: '2025-01-07',
      startTimeZone: 'Europe/London',
    });
    expect(formatLocalTime(stay.start)).toBe('15:00 UTC+00:00');
    expect(formatLocalTime(stay.end)).toBe('11:00 UTC+00:00');
  });

  it('leaves flight times as booked', () => {
    const times = segmentTimes({
      type: 'air',
      startDateTime: '2025-03-10T13:20:00+01:00',
      endDateTime: '2025-03-10T15:55:00-04:00',
    });
    expect(formatLocalTime(times.start)).toBe('13:20 UTC+01:00');
    expect(formatLocalTime(times.end)).toBe('15:55 UTC-04:00');
  });
});

describe('formatDay', () => {
  it('names the day without shifting it into the viewer zone', () => {
    expect(formatDay('2025-03-10')).toBe('Mon, 10 Mar 2025');
  });
});
