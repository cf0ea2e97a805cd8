import { describe, expect, it } from 'vitest';
import { findForwardedHeader, parseDisplayName, parseLooseDate, withoutForwardedHeaders } from './forwarded-header.js';

describe('findForwardedHeader', () => {
  it('reads a Gmail forward', () => {
    const body = [
      'FYI',
      '',
      '---------- Forwarded message ---------',
      'From: Lufthansa <online@booking-lufthansa.com>',
      'Date: Mon, Mar 1, 2027 at 10:15 AM',
      'Subject: Your booking confirmation XXX007',
      'To: <jane@example.com>',
      '',
      'Dear Jane,',
    ].join('\n');
    const header = findForwardedHeader(body);
    expect(header?.from).toBe('online@booking-lufthansa.com');
    expect(header?.fromName).toBe('Lufthansa');
    expect(header?.subject).toBe('Your booking confirmation XXX007');
    expect(header?.date?.toISOString().slice(0, 10)).toBe('2027-03-01');
  });

  it('reads a German Thunderbird forward', () => {
    const body = [
      '-------- Weitergeleitete Nachricht --------',
      'Betreff: \tIhre Buchung',
      'Datum: \tMon, 1 Mar 2027 10:15:00 +0100',
      'Von: \tDeutsche Bahn <buchungsbestaetigung@bahn.de>',
      'An: \tjane@example.com',
    ].join('\n');
    const header = findForwardedHeader(body);
    expect(header).toMatchObject({ from: 'buchungsbestaetigung@bahn.de', subject: 'Ihre Buchung' });
    expect(header?.date?.toISOString()).toBe('2027-03-01T09:15:00.000Z');
  });

  it('reads French, Spanish and Italian forwards', () => {
    const french =
      '-------- Message transféré --------\nObjet : Votre voyage\nDate : 1 Mar 2027\nDe : SNCF <noreply@sncf.fr>\n';
    const spanish =
      '---------- Mensaje reenviado ---------\nDe: Iberia <info@iberia.com>\nFecha: 1 Mar 2027\nAsunto: Su reserva\n';
    const italian =
      '---------- Messaggio inoltrato ---------\nDa: Trenitalia <noreply@trenitalia.it>\nData: 1 Mar 2027\nOggetto: Biglietto\n';
    expect(findForwardedHeader(french)).toMatchObject({ from: 'noreply@sncf.fr', subject: 'Votre voyage' });
    expect(findForwardedHeader(spanish)).toMatchObject({ from: 'info@iberia.com', subject: 'Su reserva' });
    expect(findForwardedHeader(italian)).toMatchObject({ from: 'noreply@trenitalia.it', subject: 'Biglietto' });
  });

  it('reads an Apple Mail forward', () => {
    const body =
      'Begin forwarded message:\n\nFrom: "Hilton" <reservations@hilton.com>\nSubject: Stay confirmation\nDate: 1 March 2027 at 10:15:00 CET\nTo: jane@example.com\n';
    const header = findForwardedHeader(body);
    expect(header).toMatchObject({ from: 'reservations@hilton.com', subject: 'Stay confirmation' });
  });

  it('reads Outlook blocks without a marker line, in English and German', () => {
    const english =
      '________________________________\nFrom: Delta <DeltaAirLines@t.delta.com>\nSent: Monday, March 1, 2027 10:15 AM\nTo: Jane\nSubject: Your trip receipt\n';
    const german =
      'Von: Sixt <reservierung@sixt.de>\nGesendet: Montag, 1. März 2027 10:15\nAn: Jane\nBetreff: Ihre Reservierung\n';
    expect(findForwardedHeader(english)).toMatchObject({
      from: 'deltaairlines@t.delta.com',
      subject: 'Your trip receipt',
    });
    expect(findForwardedHeader(german)).toMatchObject({ from: 'reservierung@sixt.de', subject: 'Ihre Reservierung' });
  });

  it('takes the innermost of several forwards', () => {
    const body = [
      '---------- Forwarded message ---------',
      'From: Assistant <assistant@example.com>',
      'Subject: Fwd: booking',
      '',
      '---------- Forwarded message ---------',
      'From: KLM <noreply@klm.com>',
      'Subject: Booking',
    ].join('\n');
    expect(findForwardedHeader(body)?.from).toBe('noreply@klm.com');
    expect(findForwardedHeader(body)?.fromName).toBe('KLM');
  });

  it('reads a forward quoted in a reply, its lines behind quote marks as reply quoting writes them', () => {
    const body = [
      'On Mon, 1 Mar 2027 at 11:00, Jane <jane@example.com> wrote:',
      '> ---------- Forwarded message ---------',
      '> > From: KLM <noreply@klm.com>',
      ' >Date: Mon, Mar 1, 2027 at 10:15 AM',
      '>\tSubject: Booking',
    ].join('\n');
    expect(findForwardedHeader(body)).toMatchObject({ from: 'noreply@klm.com', subject: 'Booking' });
  });

  it('reads a forward whose text is laid out in long runs of spaces, as a ticket printed in columns is', () => {
    // Each line is read in time along its length: a header pattern that could split a run of spaces many ways took
    // seconds on a forwarded ticket's column layout, and would never end on lines like these.
    const columns = Array.from({ length: 50 }, (_, i) => `${' '.repeat(3000)}Départ${' '.repeat(3000)}${i}h10`);
    const body = [
      '---------- Forwarded message ---------',
      'From: SNCF <confirmation@sncf.example>',
      'Date: Mon, 1 Mar 2027 at 10:15',
      'Subject: Votre e-billet',
      '',
      ...columns,
    ].join('\n');
    expect(findForwardedHeader(body)).toMatchObject({ from: 'confirmation@sncf.example', subject: 'Votre e-billet' });
    expect(withoutForwardedHeaders(body).split('\n').slice(1, 4)).toEqual(['', '', '']);
  });

  it('finds nothing in an ordinary email', () => {
    expect(findForwardedHeader('Dear Jane,\nFrom: our team, with thanks.\nSee you soon')).toBeUndefined();
  });
});

describe('parseDisplayName', () => {
  it("reads the sender's name however the client writes it, and none of a bare address", () => {
    expect(parseDisplayName('"Norwegian" <noreply@norwegian.com>')).toBe('Norwegian');
    expect(parseDisplayName('Austrian Airlines <noreply@austrian.com>')).toBe('Austrian Airlines');
    expect(parseDisplayName('KLM [mailto:noreply@klm.com]')).toBe('KLM');
    expect(parseDisplayName('UNITTEST-e-billet@sncf.fr')).toBeUndefined();
    expect(parseDisplayName('<noreply@klm.com>')).toBeUndefined();
  });
});

describe('parseLooseDate', () => {
  it('parses the Gmail wording and leaves unknown wording alone', () => {
    expect(parseLooseDate('Mon, 1 Mar 2027 at 10:15')?.getUTCDate()).toBe(1);
    expect(parseLooseDate('someday')).toBeUndefined();
  });

  it('parses a date whose month is named in another language, as Gmail writes it in Russian', () => {
    expect(parseLooseDate('чт, 30 янв. 2020 г., 01:18')?.toISOString()).toBe('2020-01-30T01:18:00.000Z');
    expect(parseLooseDate('31 фев. 2020 г.')).toBeUndefined();
  });
});

describe('withoutForwardedHeaders', () => {
  it("leaves a forward's header lines blank, Outlook's rule above them too, and the booking's own lines as they are", () => {
    const body = [
      'See below',
      '________________________________',
      'From: PKP Intercity <bilet@intercity.pl>',
      'Sent: Wednesday, October 28, 2026 6:20 PM',
      'To: Anna Kowalska <anna@example.pl>',
      'Subject: Potwierdzenie zakupu biletu',
      '',
      'From: Warszawa Centralna',
      'To: Kraków Główny',
    ].join('\n');
    expect(withoutForwardedHeaders(body).split('\n')).toEqual([
      'See below',
      '',
      '',
      '',
      '',
      '',
      '',
      'From: Warszawa Centralna',
      'To: Kraków Główny',
    ]);
  });

  it('leaves a text without a forward as it is, labelled lines of a journey included', () => {
    const ticket = 'From: Berlin Hbf\nTo: München Hbf\nDate: 12.03.2027\nContact: service@bahn.example';
    expect(withoutForwardedHeaders(ticket)).toBe(ticket);
  });
});
