import { BookingsChart } from './bookings-chart';
import { HotelNightsChart } from './hotel-nights-chart';
import { SegmentBookingsChart } from './segment-bookings-chart';
import { SegmentCostsChart } from './segment-costs-chart';
import { SegmentPurchaseChart } from './segment-purchase-chart';
import { SegmentSourcesChart } from './segment-sources-chart';
import { SpendChart } from './spend-chart';
import { TravelChart } from './travel-chart';
import './charts.css';

/** The organisation dashboard's charts for a range of days (end optional), each loading on its own. */
export function OrgChartsPanel({
  teamId,
  startDate,
  endDate,
}: {
  teamId: string;
  startDate: string;
  endDate?: string;
}) {
  const props = { teamId, filters: { startDate, endDate } };
  return (
    <div className="charts-panel">
      <SpendChart {...props} />
      <BookingsChart {...props} />
      <TravelChart {...props} />
      <HotelNightsChart {...props} />
      <SegmentCostsChart {...props} />
      <SegmentBookingsChart {...props} />
      <SegmentSourcesChart {...props} />
      <SegmentPurchaseChart {...props} />
    </div>
  );
}
