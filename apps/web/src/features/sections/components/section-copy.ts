/** The empty state of each team section, keyed by the route name without its team prefix. */
export const SECTION_COPY: Record<string, { empty: string; text: string }> = {
  'dashboard.index': {
    empty: 'No activity yet',
    text: 'Trips, spend and parsed emails are summarised here as soon as booking emails arrive.',
  },
  'travel.index': {
    empty: 'No travel for this period',
    text: 'Trips and segments appear here once bookings are parsed.',
  },
  'trips.show': { empty: 'Trip details', text: 'The itinerary of this trip, segment by segment.' },
  'reports.index': { empty: 'No reports yet', text: 'Reports you request are listed here with their status.' },
  'reports.show': { empty: 'Report', text: 'The report is shown here once it has been generated.' },
  'people.index': { empty: 'No people yet', text: 'Travelers and members of this organisation are listed here.' },
  'people.create': { empty: 'Add people', text: 'Add travelers one by one or import them from a file.' },
  'people.imports': { empty: 'No imports yet', text: 'Traveler imports and their progress are listed here.' },
  'people.show': { empty: 'Member', text: 'This member’s trips and email addresses.' },
  'emails.index': { empty: 'No emails yet', text: 'Booking emails received by your mailboxes are listed here.' },
  'emails.show': { empty: 'Email', text: 'Headers, attachments and processing events of this email.' },
  'mailboxes.index': { empty: 'No mailboxes yet', text: 'Mailboxes receive booking emails for this team.' },
  'mailboxes.create': { empty: 'New mailbox', text: 'Choose an address that forwards booking emails to Tripline.' },
  'mailboxes.show': { empty: 'Mailbox', text: 'The address and settings of this mailbox.' },
  'resources.data-explorer': { empty: 'Data explorer', text: 'Download your travel data as a spreadsheet.' },
};

export const SETTINGS_COPY = {
  empty: 'Nothing configured yet',
  text: 'Settings for this team are managed here.',
};
