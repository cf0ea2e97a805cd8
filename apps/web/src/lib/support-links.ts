/** Where the service's availability is published. */
export const STATUS_PAGE_URL = 'https://status.tripline.app';
export const SUPPORT_EMAIL = 'support@tripline.app';
