import { describe, expect, it } from 'vitest';
import { rzd } from './rzd.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('rzd', () => {
  it('reads the train, stations, coach and seat of a bilingual ticket mail, its times in Moscow time', async () => {
    await expectSample(rzd, 'rzd-vashi-bilety-ru-en');
  });

  it('reads the Russian bullets when the mail has no English part', () => {
    const text = [
      'Вы приобрели билеты на официальном сайте ОАО "РЖД" 09.09.2019 в 21:16.',
      '* Поезд №022ЧА',
      '* Вагон №04',
      '* Место(а) №048',
      '* Время отправления: 07.10.2019 в 18:06(МСК)',
      '* Станция отправления: АПАТИТЫ 1',
      '* Время прибытия: 07.10.2019 в 21:23(МСК)',
      '* Станция прибытия: МУРМАНСК',
    ].join('\n');
    expect(rzd.extract({ kind: 'text', text, from: 'noreply@rzd.ru' })[0]?.reservationFor).toMatchObject({
      trainNumber: '022ЧА',
      departureStation: { name: 'АПАТИТЫ 1' },
      departureTime: '2019-10-07T18:06:00+03:00',
    });
  });

  it("dates a departure by its station's day, not Moscow's, where the station lies east of Moscow", () => {
    const text = [
      'You have purchased tickets on the official website of OJSC Russian Railways.',
      '* Train No001Щ',
      '* Departure time: 07.10.2019 at 20:30(MSK)',
      '* Departure station: VLADIVOSTOK',
      '* Arrival time: 08.10.2019 at 05:10(MSK)',
      '* Arrival station: KHABAROVSK 1',
    ].join('\n');
    // 20:30 in Moscow is 03:30 the next morning in Vladivostok.
    expect(rzd.extract({ kind: 'text', text, from: 'noreply@rzd.ru' })[0]?.reservationFor).toMatchObject({
      departureTime: '2019-10-07T20:30:00+03:00',
      departureDay: '2019-10-08',
    });
  });

  it('claims nothing in a mail that sells no ticket', () => {
    const text = ['* Поезд №022ЧА', '* Время отправления: 07.10.2019 в 18:06(МСК)'].join('\n');
    expect(rzd.extract({ kind: 'text', text, from: 'noreply@rzd.ru' })).toEqual([]);
  });

  it('reads bullets labelled in capitals, in small letters or with a space before the colon, and days in other forms', async () => {
    for (const layout of [
      'labels in capitals',
      'labels in small letters',
      'a space before the colon',
      'days in ISO form',
      'days with the month named',
    ])
      await expectSampleInPageLayout(rzd, 'rzd-vashi-bilety-ru-en', layout);
  });
});
