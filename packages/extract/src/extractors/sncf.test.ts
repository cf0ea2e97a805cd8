import { describe, expect, it } from 'vitest';
import { sncf } from './sncf.js';
import { loadCorpusCase } from './testing/cases.js';
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
});
