const TYPE_LABELS: Record<string, string> = {
  air: 'Air',
  hotel: 'Hotel',
  car: 'Car',
  rail: 'Rail',
  transportation: 'Ground',
  restaurant: 'Dining',
  activity: 'Activity',
};
const SOURCE_LABELS: Record<string, string> = { tmc: 'TMC', ota: 'Online agency', direct: 'Direct' };

export const segmentTypeLabel = (key: string) => TYPE_LABELS[key] ?? key;
export const sourceLabel = (key: string) => SOURCE_LABELS[key] ?? key;
/** "0-2" → "0–2 days". */
export const purchaseWindowLabel = (key: string) => `${key.replace('-', '–')} days`;
