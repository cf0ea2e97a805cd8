import { describe, expect, it } from 'vitest';
import { EXTRACTORS, findExtractors, printedHosts } from './registry.js';
import type { ExtractorFilter, ExtractorInput } from './types.js';

const ids = (input: ExtractorInput) => findExtractors(input).map((e) => e.id);
const text = (body: string, from?: string): ExtractorInput => ({ kind: 'text', text: body, ...(from ? { from } : {}) });

describe('which extractors read a document', () => {
  it('reads the hosts a text prints, web addresses and mail domains alike, not the dots of its sentences', () => {
    expect([
      ...printedHosts('Manage it at www.Eurowings.com/booking. Questions? service@iberia.es, ends 3.5 km.'),
    ]).toEqual(['www.eurowings.com', 'iberia.es']);
  });

  it('takes a document without a sender as sent by the provider whose domain it prints', () => {
    expect(ids(text('Your booking\nwww.eurowings.com'))).toContain('eurowings');
    expect(ids(text('Your booking\nwww.eurowings.com'))).not.toContain('iberia');
  });

  it('does the same for a ticket a traveller mails from their own address', () => {
    expect(ids(text('Fwd ticket\nhttps://www.eurowings.com/en/manage.html', 'anna@example.org'))).toContain(
      'eurowings',
    );
  });

  it('keeps a known provider’s mail to its own extractor, whatever other provider it prints', () => {
    expect(ids(text('Operated by www.eurowings.com', 'booking@iberia.com'))).not.toContain('eurowings');
    expect(ids(text('Operated by www.eurowings.com', 'booking@iberia.com'))).toContain('iberia');
  });

  it('gives a document that prints no provider’s domain only the extractors that need no sender', () => {
    expect(ids(text('Your booking with Eurowings'))).not.toContain('eurowings');
  });

  it('gives the extractors that trying every filter of every extractor gives, whoever sent the document', () => {
    // Every filter of every extractor tried, as the engine did before it passed over extractors no filter could accept.
    const domainMatches = (host: string | undefined, domains: readonly string[]) =>
      !!host && domains.some((d) => host === d || (host.endsWith(d) && host[host.length - d.length - 1] === '.'));
    const accepts = (f: ExtractorFilter, input: ExtractorInput, host: string | undefined) =>
      (!f.kinds || f.kinds.includes(input.kind)) &&
      (!f.senderDomains || domainMatches(host, f.senderDomains)) &&
      (!f.subject || f.subject.test(input.subject ?? '')) &&
      (!f.content || f.content.test(input.text));
    const everyFilter = (input: ExtractorInput) => {
      const host = input.from ? input.from.slice(input.from.lastIndexOf('@') + 1).toLowerCase() : undefined;
      const named = new Set(EXTRACTORS.flatMap((e) => e.filters.flatMap((f) => f.senderDomains ?? [])));
      let known = false;
      for (let rest = host ?? ''; rest && !known; rest = rest.includes('.') ? rest.slice(rest.indexOf('.') + 1) : '')
        known = named.has(rest);
      // A printed host stands for the extractors of its nearest domain that one names.
      const printed = new Set<string>();
      for (const h of printedHosts(input.text)) {
        let rest = h;
        while (rest && !named.has(rest)) rest = rest.includes('.') ? rest.slice(rest.indexOf('.') + 1) : '';
        if (rest) printed.add(rest);
      }
      const isPrinted = (domains: readonly string[]) => domains.some((d) => printed.has(d));
      return EXTRACTORS.filter((e) =>
        e.filters.some((f) =>
          known
            ? accepts(f, input, host)
            : f.senderDomains
              ? e.filters.some((g) => g.senderDomains && isPrinted(g.senderDomains)) &&
                accepts({ ...f, senderDomains: undefined }, input, host)
              : accepts(f, input, host),
        ),
      ).map((e) => e.id);
    };
    const domains = [...new Set(EXTRACTORS.flatMap((e) => e.filters.flatMap((f) => f.senderDomains ?? [])))];
    const senders = [
      undefined,
      'anna@example.org',
      ...domains.flatMap((d) => [`info@${d}`, `news@mail.${d}`, `x@not${d}`]),
    ];
    const bodies = [
      'Your booking confirmation\nBooking reference: ABC123\nFlight LH 400 Frankfurt - New York',
      `Printed: ${domains.slice(0, 40).join(' ')}\nPNR No. : 1234567890\nTrain No. : 12345`,
      `Reservation ${domains.slice(40).join(', ')}\nElectronic Reservation Slip Train No./Name`,
    ];
    let compared = 0;
    for (const from of senders)
      for (const body of bodies)
        for (const kind of ['text', 'html'] as const) {
          const input: ExtractorInput = {
            kind,
            text: body,
            subject: 'Your booking confirmation',
            ...(from ? { from } : {}),
          };
          expect(ids(input), `${from} ${kind}`).toEqual(everyFilter(input));
          compared++;
        }
    expect(compared).toBeGreaterThan(1000);
  }, 120_000);
});
