import { ticketedFlights } from './generic/chinese-ticket-messages.js';
import type { ExtractorInput, ProviderExtractor } from './types.js';

/** Ctrip's ticketing SMS (`已出票`, signed `【携程网】` or `【携程】`), read as any ticketing message in Chinese. */
function extract(input: ExtractorInput) {
  return ticketedFlights(input.text, input.date);
}

/** Ctrip (携程) ticketing text messages. */
export const ctrip: ProviderExtractor = {
  id: 'ctrip',
  provider: 'Ctrip',
  classification: 'ota',
  filters: [{ content: /【携程网?】/, contentHolds: ['【携程'] }],
  extract,
};
