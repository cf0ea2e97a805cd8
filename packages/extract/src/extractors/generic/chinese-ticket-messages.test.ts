import { describe, expect, it } from 'vitest';
import type { JsonLdObject } from '../../schema/reservation.js';
import { withTwelveHourClocks } from '../testing/expect-case.js';
import { chineseTicketMessages } from './chinese-ticket-messages.js';
import { readLabelledBooking } from './read-labelled-booking.js';

const sent = new Date('2027-03-01T09:00:00Z');

function trips(text: string): JsonLdObject[] {
  return chineseTicketMessages(text, sent).map((r) => r.reservationFor as JsonLdObject);
}

describe('ticket messages in Chinese', () => {
  it('reads a train message: one reservation per seat, the station it leaves, no arrival', () => {
    const found = chineseTicketMessages('订单E123456789,李女士您已购3月12日G1234次5车7A号、7B号北京南8:05开。', sent);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({
      reservationNumber: 'E123456789',
      reservedTicket: { ticketedSeat: { seatSection: '5', seatNumber: '7A' } },
      reservationFor: {
        trainNumber: 'G1234',
        departureStation: { name: '北京南' },
        departureTime: '2027-03-12T08:05:00',
        departureDay: '2027-03-12',
      },
    });
    expect(found[1]?.reservedTicket).toMatchObject({ ticketedSeat: { seatNumber: '7B' } });
    expect(found[0]?.reservationFor).not.toHaveProperty('arrivalStation');
    // Two seats: the buyer the message greets need not sit in either.
    expect(found[0]?.underName).toBeUndefined();
  });

  it('takes the greeted buyer for the one seat, a berth by its number, and a day in the next year', () => {
    const [one] = chineseTicketMessages('订单E987654321,赵先生您已购1月3日K512次9车12号中铺西安21:40开。', sent);
    expect(one).toMatchObject({
      underName: { name: '赵先生' },
      reservedTicket: { ticketedSeat: { seatSection: '9', seatNumber: '12' } },
      reservationFor: { trainNumber: 'K512', departureStation: { name: '西安' }, departureTime: '2028-01-03T21:40:00' },
    });
  });

  it('reads a flight message with both airports and clocks, arriving the next day after midnight', () => {
    const [flight] = chineseTicketMessages(
      '您的订单A2027030100001支付成功。3月20日 MU5101航班，上海(SHA)22:30-北京(PEK)00:45。乘机人王强，票号7811234567890。',
      sent,
    );
    expect(flight).toMatchObject({
      reservationNumber: 'A2027030100001',
      underName: { name: '王强' },
      reservedTicket: { ticketNumber: '7811234567890' },
      reservationFor: {
        airline: { iataCode: 'MU' },
        flightNumber: '5101',
        departureAirport: { iataCode: 'SHA', name: '上海' },
        arrivalAirport: { iataCode: 'PEK', name: '北京' },
        departureTime: '2027-03-20T22:30:00',
        arrivalTime: '2027-03-21T00:45:00',
      },
    });
  });

  it('reads nothing without an order number, nor a flight between codes that are no airports', () => {
    expect(trips('李女士您已购3月12日G1234次5车7A号北京南8:05开。')).toEqual([]);
    expect(trips('订单A2027030100001。3月20日 MU5101航班，上海(QQQ)22:30-北京(PEK)00:45。')).toEqual([]);
    expect(trips('订单E123456789，李女士的3月12日G1234次5车7A号车票退票成功。')).toEqual([]);
  });

  it('reads a ticketing message whoever signs it: one reservation per passenger, airports with their terminals', () => {
    const found = chineseTicketMessages(
      '已出票：订单2718281828『南方航空 CZ3101 广州白云T2-北京大兴 4月2日8:00-4月2日11:15 刘洋，票号784-1111111111；陈静，票号784-2222222222』【某旅行】',
      sent,
    );
    expect(found.map((r) => [r.underName, (r.reservationFor as JsonLdObject).departureTerminal])).toEqual([
      [{ '@type': 'Person', name: '刘洋' }, 'T2'],
      [{ '@type': 'Person', name: '陈静' }, 'T2'],
    ]);
    expect(found[0]).toMatchObject({
      reservationNumber: '2718281828',
      reservedTicket: { ticketNumber: '784-1111111111' },
      reservationFor: {
        airline: { iataCode: 'CZ', name: '南方航空' },
        flightNumber: '3101',
        departureAirport: { name: '广州白云' },
        arrivalAirport: { name: '北京大兴' },
        departureTime: '2027-04-02T08:00:00',
        arrivalTime: '2027-04-02T11:15:00',
      },
    });
  });

  it('reads the same of each wording with its clocks on twelve hours', () => {
    const written = [
      '订单E987654321,赵先生您已购1月3日K512次9车12号中铺西安21:40开。',
      '您的订单A2027030100001支付成功。3月20日 MU5101航班，上海(SHA)22:30-北京(PEK)00:45。乘机人王强，票号7811234567890。',
      '已出票：订单2718281828『南方航空 CZ3101 广州白云T2-北京大兴 4月2日8:00-4月2日13:15 刘洋，票号784-1111111111』',
      '订单1234567890已出票 张伟 北京首都T3-杭州萧山T1，07月23日21:10-23:30，中国国航CA1714，票号：999-1234567890',
    ];
    for (const text of written) {
      const twelve = withTwelveHourClocks(text);
      expect(twelve).not.toEqual(text);
      expect(chineseTicketMessages(twelve, sent)).toEqual(chineseTicketMessages(text, sent));
      expect(chineseTicketMessages(text, sent)).toHaveLength(1);
    }
  });

  it('reads the newer wording: the class in brackets, the station it goes to, the greeted name without honorific', () => {
    const [one] = chineseTicketMessages(
      '【铁路12306】订单E246813579：刘明先生，您已购4月2日G101次3车6C号（一等座）北京南站6:36开，上海虹桥站。检票口：5。',
      sent,
    );
    expect(one).toMatchObject({
      reservationNumber: 'E246813579',
      underName: { name: '刘明' },
      reservedTicket: { ticketedSeat: { seatSection: '3', seatNumber: '6C', seatingType: '一等座' } },
      reservationFor: {
        trainNumber: 'G101',
        departureStation: { name: '北京南' },
        arrivalStation: { name: '上海虹桥' },
        departureTime: '2027-04-02T06:36:00',
      },
    });
    // A ticket gate after the clock is no station.
    const [gate] = chineseTicketMessages(
      '订单E135792468，李四先生您已购4月2日G7次2车4F号,北京站08:47开，检票口：12B。',
      sent,
    );
    expect(gate?.reservationFor).toMatchObject({ departureStation: { name: '北京' } });
    expect(gate?.reservationFor).not.toHaveProperty('arrivalStation');
  });

  it('reads each ticket line of the payment notice, its year written, a coach without a seat too', () => {
    const found = chineseTicketMessages(
      [
        '主题：网上购票系统-用户支付通知',
        '您于2027年03月01日成功购买了2张车票，订单号码 EA12345678 。所购车票信息如下：',
        '1.王芳，2027年03月05日08:10开，杭州东站-南京南站，G7352次列车，5车无座，二等座，成人票，票价117.5元，电子客票。',
        '2.王小明，2027年03月05日08:10开，杭州东站-南京南站，G7352次列车，5车12F号，二等座，儿童票，票价58.5元，电子客票。',
      ].join('\n'),
      sent,
    );
    expect(found.map((r) => [r.underName, r.reservedTicket])).toEqual([
      [
        { '@type': 'Person', name: '王芳' },
        { '@type': 'Ticket', ticketedSeat: { '@type': 'Seat', seatSection: '5', seatingType: '二等座' } },
      ],
      [
        { '@type': 'Person', name: '王小明' },
        {
          '@type': 'Ticket',
          ticketedSeat: { '@type': 'Seat', seatNumber: '12F', seatSection: '5', seatingType: '二等座' },
        },
      ],
    ]);
    expect(found[0]).toMatchObject({
      reservationNumber: 'EA12345678',
      reservationFor: {
        trainNumber: 'G7352',
        departureStation: { name: '杭州东' },
        arrivalStation: { name: '南京南' },
        departureTime: '2027-03-05T08:10:00',
      },
    });
  });

  it('is what the labelled-facts reader answers for such a message', () => {
    const found = readLabelledBooking({
      kind: 'text',
      text: '订单E123456789,李女士您已购3月12日G1234次5车7A号北京南8:05开。',
      date: sent,
    });
    expect(found.map((r) => (r.reservationFor as JsonLdObject).trainNumber)).toEqual(['G1234']);
  });
});
