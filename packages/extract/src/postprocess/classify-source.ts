/** Booking-source classification: a travel management company, an online travel agency, or the provider itself. */
export type BookingSource = 'tmc' | 'ota' | 'direct';

/** Mail domains of travel management companies (managed travel). */
const TMC_DOMAINS = [
  'amexgbt.com',
  'amexglobalbusinesstravel.com',
  'gbtravel.com',
  'cwt.com',
  'mycwt.com',
  'carlsonwagonlit.com',
  'bcdtravel.com',
  'bcdtravel.de',
  'fcmtravel.com',
  'fcm.travel',
  'fcmtravel.de',
  'egencia.com',
  'egencia.de',
  'egencia.co.uk',
  'travelperk.com',
  'navan.com',
  'tripactions.com',
  'concur.com',
  'concursolutions.com',
  'tripit.com',
  'flightcentre.com',
  'corporatetraveller.com',
  'corporatetraveller.com.au',
  'corporatetraveller.co.uk',
  'travelleaders.com',
  'ctmtravel.com',
  'travelctm.com',
  'atpi.com',
  'hrg.com',
  'hrgworldwide.com',
  'reed-mackay.com',
  'reedmackay.com',
  'clarity.co.uk',
  'uniglobe.com',
  'directtravel.com',
  'worldtravelinc.com',
  'traveldesk.com',
  'lufthansa-city-center.com',
  'dertouristik.com',
  'dertour-business.de',
  'derbusinesstravel.com',
  'travelport.com',
  'sabre.com',
  'amadeus.com',
  'checkmytrip.com',
  'viewtrip.com',
];

/** Mail domains of online travel agencies. */
const OTA_DOMAINS = [
  'expedia.com',
  'expediamail.com',
  'expedia.de',
  'expedia.co.uk',
  'booking.com',
  'hotels.com',
  'priceline.com',
  'kayak.com',
  'orbitz.com',
  'travelocity.com',
  'opodo.com',
  'opodo.de',
  'edreams.com',
  'edreams.es',
  'govoyages.com',
  'trip.com',
  'ctrip.com',
  'agoda.com',
  'agoda-emails.com',
  'cleartrip.com',
  'makemytrip.com',
  'goibibo.com',
  'yatra.com',
  'lastminute.com',
  'gotogate.com',
  'mytrip.com',
  'supersaver.se',
  'kiwi.com',
  'trainline.com',
  'thetrainline.com',
  'omio.com',
  'goeuro.com',
  'hotwire.com',
  'cheaptickets.com',
  'cheapoair.com',
  'travelgenio.com',
  'budgetair.com',
  'vayama.com',
  'lol.travel',
  'hrs.com',
  'hrs.de',
  'rentalcars.com',
  'sunnycars.de',
  'sunnycars.com',
  'sunnycars.at',
  'sunnycars.ch',
  'billiger-mietwagen.de',
  'skyscanner.net',
  'hopper.com',
  'travix.com',
  'ebookers.com',
  'wotif.com',
  'traveloka.com',
  'tiket.com',
  'despegar.com',
  'decolar.com',
  'almosafer.com',
  'wego.com',
];

function domainOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

function matches(domain: string, list: readonly string[]): boolean {
  return list.some((d) => domain === d || domain.endsWith(`.${d}`));
}

/**
 * Classifies where a booking was made: the extractor's own classification wins, then the sender's
 * domain (forwarded by a TMC, sent by an OTA); anything else came from the provider directly.
 */
export function classifyBookingSource(
  extractorClassification: BookingSource | undefined,
  senders: readonly (string | undefined)[],
): BookingSource {
  for (const sender of senders) {
    const domain = domainOf(sender);
    if (domain && matches(domain, TMC_DOMAINS)) return 'tmc';
  }
  if (extractorClassification) return extractorClassification;
  for (const sender of senders) {
    const domain = domainOf(sender);
    if (domain && matches(domain, OTA_DOMAINS)) return 'ota';
  }
  return 'direct';
}
