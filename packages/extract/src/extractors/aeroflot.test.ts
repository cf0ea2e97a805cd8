import { describe, expect, it } from 'vitest';
import { aeroflot } from './aeroflot.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('aeroflot', () => {
  it('reads both flights of a booking information mail, the return arriving the next day', async () => {
    await expectSample(aeroflot, 'aeroflot-informatsiya-o-bronirovanii-ru');
  });

  it('claims nothing in a mail without a booking code', () => {
    const text = [
      'Москва Дели 21 сентября 2018 г., пятница, время в пути: 5 ч. 50 мин.',
      'SU 0232 Airbus A330-200 19:10 SVO F → DEL 3 03:30 +1 5 ч. 50 мин. Аэрофлот',
    ].join('\n');
    expect(aeroflot.extract({ kind: 'text', text, from: 'callcenter@aeroflot.ru' })).toEqual([]);
  });

  it('reads the booking code under its label in capitals, in small letters or with a space before the colon', async () => {
    for (const layout of ['labels in capitals', 'labels in small letters', 'a space before the colon'])
      await expectSampleInPageLayout(aeroflot, 'aeroflot-informatsiya-o-bronirovanii-ru', layout);
  });

  it('reads the flights and the passenger of a page that lays its tables out in blocks, a cell to a line', async () => {
    await expectSampleInPageLayout(aeroflot, 'aeroflot-informatsiya-o-bronirovanii-ru', 'tables as blocks');
  });
});
