/** Business constants and limits of the console specification (§9), in one place. */
export const REPORT_POLL_INTERVAL_MS = 5000;
export const IMPORT_POLL_INTERVAL_MS = 2500;
/** Import polling stops after this many seconds; 0 means no limit. */
export const IMPORT_POLL_EXPIRY_S = 5000;
export const FLASH_NOTIFICATION_MS = 2000;
export const ERROR_MODAL_TIMEOUT_MS = 5000;
export const CLIPBOARD_CONFIRMATION_MS = 1500;
export const DOWNLOAD_HISTORY_LIMIT = 10;
export const AIR_ROUTE_CURVE_POINTS = 500;
export const DEFAULT_DASHBOARD_RANGE_DAYS = 7;
export const HOTEL_CHECK_IN_TIME = '15:00';
export const HOTEL_CHECK_OUT_TIME = '11:00';
/** Amounts are stored in cents and shown in units. */
export const SPEND_DIVISOR = 100;
export const NUMBER_COMPACT_THRESHOLD = 100_000;
export const AVATAR_DEFAULT_SIZE = 32;
export const AVATAR_PALETTE_SIZE = 50;
export const POPOVER_OFFSET_PX = 8;
export const SIDEBAR_COLLAPSED_PX = 64;
export const SIDEBAR_EXPANDED_MIN_PX = 192;
export const SIDEBAR_ANIMATION_MS = 150;
export const WIDE_SCREEN_BREAKPOINT_PX = 768;
export const FILE_SIZE_UNIT = 1024;
export const PANEL_SIZES = ['sm', 'md', 'lg', 'xl', '2xl', 'full'] as const;
export type PanelSize = (typeof PANEL_SIZES)[number];
export const DURATION_UNITS_DEFAULT = ['days', 'hours', 'minutes', 'seconds'] as const;

export const DATE_PRESETS = ['added-today', 'yesterday', 'last-week', 'last-month'] as const;
export const TRAVEL_DATE_PRESETS = [
  'starting-today',
  'traveling-today',
  'tomorrow',
  'yesterday',
  'last-week',
  'last-month',
] as const;

export const ORG_REPORT_TYPES = [
  'all_segments',
  'flight_spend',
  'hotel_spend',
  'car_spend',
  'rail_spend',
  'ground_spend',
  'origin_destination',
  'member',
  'email',
] as const;
export const DEV_REPORT_TYPES = ['email', 'mailbox', 'client', 'webhook'] as const;

export const SEGMENT_TYPES = ['air', 'hotel', 'car', 'rail', 'transportation', 'restaurant', 'activity'] as const;
export type SegmentType = (typeof SEGMENT_TYPES)[number];
export const SEGMENT_SUB_TYPES = ['CheckIn', 'CheckOut', 'Overnight'] as const;
export const TRAVEL_LIST_TYPES = ['all', 'trip', ...SEGMENT_TYPES] as const;
export const ACTIVITY_TYPES = ['transportation', 'restaurant', 'general'] as const;

export const BOOKING_SOURCE_CLASSIFICATIONS = ['tmc', 'ota', 'direct'] as const;
export type BookingSourceClassification = (typeof BOOKING_SOURCE_CLASSIFICATIONS)[number];
export const BOOKING_SOURCE_TYPES = ['tmc', 'non-tmc'] as const;
/** Managed means booked through a travel management company. */
export function isManagedBooking(classification: string | null | undefined): boolean {
  return classification === 'tmc';
}

export const FILTER_RULESET_TYPES = {
  air: 'Airlines',
  hotel: 'Hotels',
  car: 'Car Rental Agencies',
  rail: 'Rail Lines',
  ota: 'Online Travel Agencies',
  tmc: 'Travel Management Companies',
  transportation: 'Transportation Services',
  activity: 'Activities',
} as const;

export const TRAVELER_IMPORT_STATUSES = ['Queued', 'Processing', 'Processed', 'Failed'] as const;
export const EMAIL_STATUSES = ['received', 'filtered', 'parsed', 'failed'] as const;

/**
 * Which rule decided whose segments an organisation's email holds: the forwarder who is a traveler, a recipient
 * who is one, the passenger's name, a forwarder made a traveler because the booking bears their name, or a person
 * who assigned them.
 */
export const TRAVELER_RULES = ['forwarder', 'recipient', 'passenger_name', 'forwarder_named', 'assigned'] as const;
export type TravelerRule = (typeof TRAVELER_RULES)[number];
export const TEAM_STATUSES = ['Active', 'Deleted'] as const;
export const DATA_EXPLORER_TYPES = ['excel', 'gsheet'] as const;

/** Lists default to this sort (spec §2): emails, apps, people. */
export const DEFAULT_LIST_SORT = 'created:desc';
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;
/** Query keys never remembered between visits to a list. */
export const UNREMEMBERED_QUERY_KEYS = ['next', 'previous', 'page', 'tracking'] as const;
