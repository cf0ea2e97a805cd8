import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListTravelResponse } from '@tripline/contracts';
import { useRef } from 'react';
import type { TravelQuery } from '../../../lib/list-defaults';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { travelQuery } from '../api/list-travel';

export type TravelAnswer = ListTravelResponse & {
  /** Whether the default "today" came back empty and this is the fallback's answer. */
  usedFallback: boolean;
};

/**
 * One page of the travel listing a query asks for. When the default "today" query finds nothing it asks once more
 * with only the start date (`fallback`), so an empty day shows what comes next (spec §2); a query the user chose has
 * no fallback and is never widened. Each answer is cached under its own endpoint; while a new page or query loads,
 * the answer shown last stays.
 */
export function useTravelListing(teamId: string, asked: TravelQuery, fallback: TravelQuery | undefined, page: number) {
  const first = useQuery({
    ...travelQuery(teamId, asked, page),
    placeholderData: keepPreviousData,
    throwOnError: raisesResourceNotification,
  });
  const askedAnswer = first.isSuccess && !first.isPlaceholderData ? first.data : undefined;
  const widens = fallback !== undefined && askedAnswer?.data.length === 0;
  const second = useQuery({
    ...travelQuery(teamId, fallback ?? asked, page),
    enabled: widens,
    throwOnError: raisesResourceNotification,
  });
  let answer: TravelAnswer | undefined;
  if (askedAnswer && !widens) answer = { ...askedAnswer, usedFallback: false };
  else if (widens && second.isSuccess) answer = { ...second.data, usedFallback: true };
  const shown = useRef(answer);
  if (answer) shown.current = answer;
  const data = answer ?? shown.current;
  const isError = first.isError || (widens && second.isError);
  return { data, isPending: data === undefined && !isError, isFetching: first.isFetching || second.isFetching };
}
