import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveDetailedEssentials } from '../corpus/essentials.js';
import { htmlToPlainText } from '../processors/html/html-to-plain-text.js';
import { findExtractors } from './registry.js';
import { sncf } from './sncf.js';
import { loadCorpusCase, loadSampleExpectation, SAMPLES_DIR } from './testing/cases.js';
import { expectExtraction, expectSample } from './testing/expect-case.js';

describe('sncf', () => {
  it('reads the e-ticket confirmation', async () => {
    expectExtraction(sncf, await loadCorpusCase('x-sncf-sncf-one-leg-single-tgv-txt'));
  });

  it('reads both legs of a ticket barcode', async () => {
    expectExtraction(sncf, await loadCorpusCase('x-sncf-ticket-barcode-two-leg-txt'));
  });

  it('keeps the barcode as the ticket token and the fare from the confirmation', async () => {
    const [leg] = sncf.extract((await loadCorpusCase('x-sncf-ticket-barcode-two-leg-txt')).input);
    expect(leg?.reservedTicket).toMatchObject({ ticketNumber: '123456789' });
    const [tgv] = sncf.extract((await loadCorpusCase('x-sncf-sncf-one-leg-single-tgv-txt')).input);
    expect([tgv?.totalPrice, tgv?.priceCurrency]).toEqual([35, 'EUR']);
  });

  it('reads both legs of an SNCF Connect order mail', async () => {
    await expectSample(sncf, 'sncf-connect-confirmation');
  });

  it('reads the English e-ticket of two legs, a coach number among them', () => {
    const text = [
      'YOUR E-TICKET CONFIRMATION',
      '  PARIS GARE DE LYON / ANNECY                                                  89.00 EUR',
      'Surname :          MARTIN                                 BOOKING REFERENCE : QZ4RTA',
      'First name :       CLAIRE                                 E-ticket No :       987654321',
      '  Departure / Arrival                     Date / Time                TGV',
      '                                                   TRAIN NUMBER 6521',
      '  PARIS GARE DE LYON                      02/03 at 07:41     COACH 7 - SEAT 112',
      '                                                        2nd CLASS / SEAT',
      '  AIX LES BAINS LE REVARD                 02/03 at 10:40',
      '                                                   CAR NUMBER 3640',
      '  AIX LES BAINS LE REVARD                 02/03 at 10:55',
      '  ANNECY                                  02/03 at 11:35',
    ].join('\n');
    const legs = sncf.extract({ kind: 'pdf-text', text, from: 'confirmation@sncf.fr', date: new Date('2027-02-10') });
    expect(legs).toHaveLength(2);
    expect(legs[0]).toMatchObject({
      reservationNumber: 'QZ4RTA',
      underName: { name: 'CLAIRE MARTIN' },
      reservationFor: {
        trainNumber: '6521',
        departureStation: { name: 'PARIS GARE DE LYON' },
        arrivalStation: { name: 'AIX LES BAINS LE REVARD' },
        departureTime: '2027-03-02T07:41:00',
        arrivalTime: '2027-03-02T10:40:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '7', seatNumber: '112', seatingType: '2' } },
    });
    expect(legs[1]?.reservationFor).toMatchObject({ trainNumber: '3640', departureTime: '2027-03-02T10:55:00' });
  });
  it('reads each of four passengers on both legs of two return trips of a Voyages-sncf.com order', () => {
    const id = 'voyages-sncf-confirmation-commande-paris-lyon-avignon';
    const html = readFileSync(join(SAMPLES_DIR, id, 'input.html'), 'utf8');
    const input = { kind: 'html' as const, text: htmlToPlainText(html), html, date: new Date('2016-06-23T11:43:38Z') };
    expectExtraction(sncf, { id, input, expected: loadSampleExpectation(id).map(deriveDetailedEssentials) });
  });

  it('reads a Voyages-sncf.com order: each passenger of each leg with their own coach and seat', () => {
    const text = [
      'Confirmation de votre commande',
      'Bonjour Monsieur MARTIN PAUL',
      'Vous avez effectué une commande sur notre site le 02/02/2027 à 09h12 et nous vous en remercions.',
      'BORDEAUX NANTES 1 passager 42,00 €',
      '',
      'Samedi 6 Mars',
      '',
      'Aller 08h04 BORDEAUX ST JEAN INTERCITES 3854 2e classe',
      '12h11 NANTES',
      '',
      '1e passager Billet Loisir : Billet échangeable et remboursable sans frais jusqu’à la veille du départ.',
      '(26 à 59 ans) Billet non échangeable après le départ.',
      'Voiture 007 - Place 062',
      '',
      'Salle haute - Fenêtre - Isolé',
      '',
      'Votre voyage',
      '',
      'BORDEAUX <> NANTES - le 06/03/2027',
      'Référence de dossier : RQPLMX Nom associé : martin',
      '',
      '1e passager Monsieur PAUL martin',
      '(26 à 59 ans) Imprimez votre e-billet depuis chez vous.',
      '',
      'TOTAL payé en ligne : 42,00 €',
      "L'équipe Voyages-sncf.com",
    ].join('\n');
    const input = { kind: 'html' as const, text, date: new Date('2027-02-02T09:12:00Z') };
    expect(findExtractors(input).map((e) => e.id)).toContain('sncf');
    const legs = sncf.extract(input);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({
      reservationNumber: 'RQPLMX',
      underName: { name: 'PAUL martin' },
      reservationFor: {
        trainNumber: '3854',
        trainName: 'INTERCITES',
        departureStation: { name: 'BORDEAUX ST JEAN' },
        arrivalStation: { name: 'NANTES' },
        departureTime: '2027-03-06T08:04:00',
        arrivalTime: '2027-03-06T12:11:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '7', seatNumber: '62', seatingType: '2' } },
    });
  });
  it('reads the older order layout: "Aller :" rows naming no product, the side column beside the day, one passenger', () => {
    const text = [
      'Confirmation de votre commande',
      'Bonjour Madame LEROY ANNE',
      'Vous avez effectué une commande sur notre site le 14/05/2013 à 18h02 et nous vous en remercions.',
      'RENNES LE MANS 1 passager 31.50 € Louez une voiture',
      '',
      'Mardi 4 Juin Toutes nos offres Hôtel',
      '',
      'Aller : 07h05 RENNES 8702 2 e Classe',
      '08h21 LE MANS',
      'RESERVEZ AVEC VOTRE MOBILE',
      '1 er passager Billet Loisir : échangeable et remboursable sans frais jusqu’à la veille du départ.',
      'Voiture 11 - Place 045',
      '',
      'Votre voyage',
      '',
      'Référence de dossier : TKRQWZ Nom associé : LEROY',
      '',
      '1 er passager Votre Carte Voyageur est le support de votre e-billet.',
    ].join('\n');
    const input = { kind: 'html' as const, text, date: new Date('2013-05-14T18:02:00Z') };
    expect(findExtractors(input).map((e) => e.id)).toContain('sncf');
    const legs = sncf.extract(input);
    expect(legs).toHaveLength(1);
    expect(legs[0]).toMatchObject({
      reservationNumber: 'TKRQWZ',
      underName: { name: 'LEROY ANNE' },
      reservationFor: {
        trainNumber: '8702',
        departureStation: { name: 'RENNES' },
        arrivalStation: { name: 'LE MANS' },
        departureTime: '2013-06-04T07:05:00',
        arrivalTime: '2013-06-04T08:21:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '11', seatNumber: '45', seatingType: '2' } },
    });
    expect(legs[0]?.reservationFor).not.toHaveProperty('trainName');
  });

  it('reads an e-ticket whose departure says "le" before its day and whose arrival gives its time alone', () => {
    const text = [
      'VOTRE E-BILLET',
      '  BORDEAUX ST JEAN / NARBONNE                                                  45.00 EUR',
      'Nom :              LEFEVRE                                DOSSIER VOYAGE : KTR4PQ',
      'Prénom :           HUGO                                   N° e-billet :     112233445',
      '  Départ / Arrivée                        Date / Heure                INTERCITES',
      '                                                   TRAIN N°4655',
      '  BORDEAUX ST JEAN                        le 10/10 à 22h30     VOITURE N°4 - PLACE 83',
      '                                                        2e CLASSE / PLACE ASSISE',
      '  NARBONNE                                à 01h55',
    ].join('\n');
    const [leg, ...more] = sncf.extract({
      kind: 'pdf-text',
      text,
      from: 'confirmation@sncf.fr',
      date: new Date('2026-09-20'),
    });
    expect(more).toEqual([]);
    expect(leg).toMatchObject({
      reservationNumber: 'KTR4PQ',
      underName: { name: 'HUGO LEFEVRE' },
      reservationFor: {
        trainNumber: '4655',
        departureStation: { name: 'BORDEAUX ST JEAN' },
        arrivalStation: { name: 'NARBONNE' },
        departureTime: '2026-10-10T22:30:00',
        arrivalTime: '2026-10-11T01:55:00',
      },
      reservedTicket: { ticketedSeat: { seatSection: '4', seatNumber: '83' } },
    });
  });

  it('reads the older e-ticket (2013), its train named at the end of the stops header, met without its mail', () => {
    const text = [
      'VOTRE CONFIRMATION E-BILLET',
      'Bonjour CLAIRE MARTIN,',
      '',
      '   Départ / Arrivée                     Date / Heure             TGV 7023',
      '',
      '  LILLE FLANDRES                       21/11 à 07h41   VOITURE 12 - PLACE 064',
      '                                                                 1e CLASSE',
      '  PARIS NORD                           21/11 à 08h44         PERIODE DE POINTE',
      '',
      'VOS RÉFÉRENCES',
      ' LILLE FLANDRES > PARIS NORD                                            78,00 EUR',
      'DOSSIER VOYAGE : QZ4RTA',
      'Nom : MARTIN',
      'Prénom : CLAIRE',
    ].join('\n');
    const input = { kind: 'pdf-text' as const, text, date: new Date('2027-11-19T12:00:00Z') };
    expect(findExtractors(input).map((e) => e.id)).toContain('sncf');
    const [leg] = sncf.extract(input);
    expect(leg).toMatchObject({ reservationNumber: 'QZ4RTA', underName: { name: 'CLAIRE MARTIN' } });
    expect(leg?.reservationFor).toMatchObject({
      trainNumber: '7023',
      departureStation: { name: 'LILLE FLANDRES' },
      arrivalStation: { name: 'PARIS NORD' },
      departureTime: '2027-11-21T07:41:00',
      arrivalTime: '2027-11-21T08:44:00',
    });
    expect(leg?.reservedTicket).toMatchObject({
      ticketedSeat: { seatSection: '12', seatNumber: '064', seatingType: '1' },
    });
  });

  it('gives the train of an e-ticket for two to each traveller, with both seats', () => {
    const text = [
      'VOTRE CONFIRMATION E-BILLET',
      'Nom :               ROUX                                                 DOSSIER VOYAGE : MNBV7C',
      'Prénom :            PAUL                                                 Référence client :         0055667788990011223',
      'Voyageur :          ADULTE                                               N° e-billet :              246813579',
      'Nom :               ROUX                                                 N° e-billet :              246813580',
      'Prénom :            CLAIRE',
      '  Départ / Arrivée                                        Date / Heure                       TGV',
      '                                                                                         TRAIN N°8532',
      '  BORDEAUX ST JEAN                                       le 11/04 à 06h52     VOITURE 3 - PLACES 21 ET 22',
      '                                                                                1e CLASSE / PLACE ASSISE',
      '  PARIS MONTPARNASSE                                     le 11/04 à 09h01',
    ].join('\n');
    const legs = sncf.extract({ kind: 'text', text, from: 'e-billet@sncf.fr', date: new Date('2019-03-04') });
    expect(legs.map((l) => [l.reservationNumber, (l.underName as { name?: string })?.name])).toEqual([
      ['MNBV7C', 'PAUL ROUX'],
      ['MNBV7C', 'CLAIRE ROUX'],
    ]);
    expect(legs[1]).toMatchObject({
      reservationFor: { trainNumber: '8532', departureTime: '2019-04-11T06:52:00' },
      reservedTicket: { ticketedSeat: { seatSection: '3', seatNumber: '21, 22' } },
    });
  });
});
