import type { ReportType } from '@tripline/contracts';
import { allSegmentsReport } from './all-segments.js';
import { clientReport } from './client.js';
import { emailReport } from './email.js';
import { mailboxReport } from './mailbox.js';
import { memberReport } from './member.js';
import { originDestinationReport } from './origin-destination.js';
import type { ReportDefinition } from './report-definition.js';
import { carSpendReport, flightSpendReport, groundSpendReport, hotelSpendReport, railSpendReport } from './spend.js';
import { webhookReport } from './webhook.js';

/** Every report type, by name: one small module each. */
export const REPORT_DEFINITIONS: Record<ReportType, ReportDefinition> = {
  all_segments: allSegmentsReport,
  flight_spend: flightSpendReport,
  hotel_spend: hotelSpendReport,
  car_spend: carSpendReport,
  rail_spend: railSpendReport,
  ground_spend: groundSpendReport,
  origin_destination: originDestinationReport,
  member: memberReport,
  email: emailReport,
  mailbox: mailboxReport,
  client: clientReport,
  webhook: webhookReport,
};
