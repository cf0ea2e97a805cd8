import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { defaultSortFor, rememberListQuery, restorableListQuery } from '../lib/list-query';

/**
 * A list's query, kept in the URL: restored from session storage when the user returns with an empty query,
 * remembered on every change, and with the list's default sort when none is chosen.
 */
export function useListQuery(list: string) {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const routeKey = location.pathname;
  const restoredText = restorableListQuery(routeKey, params)?.toString();
  const paramsText = params.toString();

  useEffect(() => {
    if (restoredText) setParams(new URLSearchParams(restoredText), { replace: true });
    else rememberListQuery(routeKey, new URLSearchParams(paramsText));
  }, [restoredText, routeKey, paramsText, setParams]);

  const effective = new URLSearchParams(restoredText ?? paramsText);
  const sort = effective.get('sort') ?? defaultSortFor(list);
  if (sort) effective.set('sort', sort);
  return { query: effective, setQuery: setParams };
}
