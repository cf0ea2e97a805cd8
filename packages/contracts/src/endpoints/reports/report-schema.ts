import { z } from 'zod';
import { isoDaySchema } from '../../api.js';
import { DEV_REPORT_TYPES, ORG_REPORT_TYPES } from '../../constants.js';
import type { TeamType } from '../../roles.js';

export const REPORT_STATUSES = ['Processing', 'Completed', 'Failed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export type OrgReportType = (typeof ORG_REPORT_TYPES)[number];
export type DevReportType = (typeof DEV_REPORT_TYPES)[number];
export type ReportType = OrgReportType | DevReportType;
export const REPORT_TYPES = [...new Set<ReportType>([...ORG_REPORT_TYPES, ...DEV_REPORT_TYPES])] as [
  ReportType,
  ...ReportType[],
];

/** The report types a team of this type may ask for (spec §9). */
export function reportTypesOf(type: TeamType): readonly ReportType[] {
  return type === 'org' ? ORG_REPORT_TYPES : DEV_REPORT_TYPES;
}

/** Labels of the report types, for the console's select and lists. */
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  all_segments: 'All segments',
  flight_spend: 'Flight spend',
  hotel_spend: 'Hotel spend',
  car_spend: 'Car spend',
  rail_spend: 'Rail spend',
  ground_spend: 'Ground transportation spend',
  origin_destination: 'Origins and destinations',
  member: 'Members',
  email: 'Emails',
  mailbox: 'Mailboxes',
  client: 'Clients (applications)',
  webhook: 'Webhook deliveries',
};

/** A report is polled while its status is processing, whatever the case (spec §4). */
export function isReportProcessing(status: string): boolean {
  return status.toLowerCase() === 'processing';
}

/**
 * A report's status read in any case (spec §4: `processing` is Processing) and held in one spelling, so the console
 * accepts what a server sends and the server still writes its own.
 */
export const reportStatusSchema = z.codec(z.string(), z.enum(REPORT_STATUSES), {
  // An unknown status passes on as it came, and the enum after the codec refuses it.
  decode: (status) =>
    REPORT_STATUSES.find((known) => known.toLowerCase() === status.toLowerCase()) ?? (status as ReportStatus),
  encode: (status) => status,
});

/** A generated report (spec §3: id and attributes.status). */
export const reportSchema = z.object({
  /** Digits only. */
  id: z.string(),
  type: z.literal('reports'),
  attributes: z.object({
    status: reportStatusSchema,
    report_type: z.enum(REPORT_TYPES),
    name: z.string(),
    start_date: isoDaySchema,
    end_date: isoDaySchema.nullable(),
    /** Rows written, once completed. */
    rows: z.number().int().nullable(),
    created_at: z.string(),
    completed_at: z.string().nullable(),
    error: z.string().nullable().optional(),
    /** API paths of the files, once completed. */
    downloads: z.object({ csv: z.string().nullable(), xlsx: z.string().nullable() }),
  }),
});
export type Report = z.infer<typeof reportSchema>;
