import { describe, expect, it } from 'vitest';
import { travelListing } from './list-travel';

describe('travelListing', () => {
  it('reads the type list of the URL as a listing and a filter', () => {
    expect(travelListing(undefined)).toEqual({ listing: 'all' });
    expect(travelListing('trip')).toEqual({ listing: 'trip' });
    expect(travelListing('hotel')).toEqual({ listing: 'hotel' });
    expect(travelListing('air,rail')).toEqual({ listing: 'all', type: 'air,rail' });
    expect(travelListing('air,bogus')).toEqual({ listing: 'all', type: 'air' });
  });
});
