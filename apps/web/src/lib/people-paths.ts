import { teamPath } from './team-paths';

/** Console paths of the people pages of an organisation. */
export const peoplePaths = {
  list: (teamId: string) => teamPath('org', teamId, 'people'),
  create: (teamId: string, stage?: 'select' | 'details') =>
    teamPath('org', teamId, stage ? `people/create/${stage}` : 'people/create'),
  imports: (teamId: string, importId?: string) =>
    teamPath('org', teamId, importId ? `people/imports/${encodeURIComponent(importId)}` : 'people/imports'),
  person: (teamId: string, id: string) => teamPath('org', teamId, `people/${encodeURIComponent(id)}`),
  trip: (teamId: string, tripId: string) => teamPath('org', teamId, `trips/${encodeURIComponent(tripId)}`),
};
