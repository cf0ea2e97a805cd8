import { describe, expect, it } from 'vitest';
import { biletik } from './biletik.js';
import { expectSample, expectSampleInPageLayout } from './testing/expect-case.js';

describe('biletik', () => {
  it("reads the flight of an electronic ticket under the airline's record, with the order's total", async () => {
    await expectSample(biletik, 'biletik-elektronnyi-bilet-ru');
  });

  it("claims nothing without the airline's record", () => {
    const text = [
      'Вылет Санкт-Петербург, Пулково (LED) Терминал: 1 Эконом (O) Рейс/Flight:',
      'Departure 14:10 Класс / Class S7 Airlines S7 6003',
      '16 сентября 2019 Эмбраер E-Jet',
      'Прибытие Саранск (SKX) Багаж платный Данный рейс выполняет:',
      'Arrival 16:15 Багаж / Baggage S7 Airlines',
      '16 сентября 2019',
    ].join('\n');
    expect(biletik.extract({ kind: 'text', text, from: 'noreply@biletik.aero' })).toEqual([]);
  });

  it("reads the airline's record under its label in capitals, in small letters or with a space before the colon", async () => {
    for (const layout of ['labels in capitals', 'labels in small letters', 'a space before the colon'])
      await expectSampleInPageLayout(biletik, 'biletik-elektronnyi-bilet-ru', layout);
  });

  it('reads the flight and the passenger where the page lays its tables out in blocks, each cell a line', async () => {
    await expectSampleInPageLayout(biletik, 'biletik-elektronnyi-bilet-ru', 'tables as blocks');
  });
});
