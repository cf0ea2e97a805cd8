export { reservationsToSegments, reservationToSegments } from './to-segments.js';
export { SEGMENT_TYPES, type Segment, type SegmentSubType, type SegmentType } from './types.js';
