import { describe, expect, it } from 'vitest';
import { ctrip } from './ctrip.js';
import { findExtractors } from './registry.js';
import { expectSample } from './testing/expect-case.js';

const MARCH = new Date('2025-03-01T08:00:00Z');

function flights(text: string) {
  return ctrip.extract({ kind: 'text', text, date: MARCH }).map((r) => ({
    number: r.reservationNumber,
    person: r.underName,
    ticket: (r.reservedTicket as { ticketNumber?: string } | undefined)?.ticketNumber,
    flight: r.reservationFor,
  }));
}

describe('ctrip', () => {
  it('reads the ticketing SMS of real bookings', async () => {
    await expectSample(ctrip, 'ctrip-sms-flights-shanghai-auckland-christchurch');
    await expectSample(ctrip, 'ctrip-sms-capital-airlines-hangzhou-haikou');
    await expectSample(ctrip, 'ctrip-sms-air-china-beijing-hangzhou');
  });

  it('takes an SMS by its signature, whoever sent it', () => {
    const text =
      '订单3141592653已出票 李雷 上海虹桥T2-成都天府T1，03月12日08:30-11:45，四川航空3U8964，票号：876-2000000001。【携程】';
    expect(findExtractors({ kind: 'text', text }).map((e) => e.id)).toEqual(['ctrip']);
  });

  it('reads the shorter form: one flight, its terminals, its arrival on the same day', () => {
    const found = flights(
      '订单3141592653已出票 李雷 上海虹桥T2-成都天府T1，03月12日08:30-11:45，四川航空3U8964，票号：876-2000000001。建议提前45分钟以上办理值机。【携程】',
    );
    expect(found).toEqual([
      {
        number: '3141592653',
        person: { '@type': 'Person', name: '李雷' },
        ticket: '876-2000000001',
        flight: expect.objectContaining({
          airline: { '@type': 'Airline', iataCode: '3U', name: '四川航空' },
          flightNumber: '8964',
          departureAirport: { '@type': 'Airport', name: '上海虹桥' },
          departureTerminal: 'T2',
          arrivalAirport: { '@type': 'Airport', name: '成都天府' },
          arrivalTerminal: 'T1',
          departureTime: '2025-03-12T08:30:00',
          arrivalTime: '2025-03-12T11:45:00',
        }),
      },
    ]);
  });

  it('reads each bracketed flight for each passenger, their names in Latin letters or in Chinese', () => {
    const found = flights(
      '机票已出：订单2718281828已出票。LI/LEI，票号999-3000000001；韩梅梅，票号999-3000000002『（1）中国国航 CA937 北京首都T3-伦敦希思罗 3月20日13:40-3月20日18:05（2）中国国航 CA938 伦敦希思罗-北京首都T3 3月27日21:00-3月28日14:10』建议您提前3小时到达机场办理值机。【携程网】',
    );
    expect(found.map((f) => [f.person, f.ticket, (f.flight as { flightNumber?: string }).flightNumber])).toEqual([
      [{ '@type': 'Person', familyName: 'LI', givenName: 'LEI', name: 'LEI LI' }, '999-3000000001', '937'],
      [{ '@type': 'Person', name: '韩梅梅' }, '999-3000000002', '937'],
      [{ '@type': 'Person', familyName: 'LI', givenName: 'LEI', name: 'LEI LI' }, '999-3000000001', '938'],
      [{ '@type': 'Person', name: '韩梅梅' }, '999-3000000002', '938'],
    ]);
    expect(found[2]?.flight).toMatchObject({
      departureTime: '2025-03-27T21:00:00',
      arrivalTime: '2025-03-28T14:10:00',
      departureAirport: { name: '伦敦希思罗' },
    });
  });

  it('reads nothing from an SMS that issues no ticket', () => {
    expect(flights('您的订单2718281828已取消，退款将原路返回。【携程网】')).toEqual([]);
  });
});
