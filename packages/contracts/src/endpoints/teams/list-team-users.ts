import type { z } from 'zod';
import { dataEnvelope, listEnvelope, listQuerySchema } from '../../api.js';
import { teamEndpoints } from '../../endpoint.js';
import { teamUserSchema } from './team-schema.js';

/** GET {base}/users: the team's members, paginated; sorts by name, email, role or created. */
export const listTeamUsersQuerySchema = listQuerySchema;
export type ListTeamUsersQuery = z.infer<typeof listTeamUsersQuerySchema>;

export const listTeamUsersResponseSchema = listEnvelope(teamUserSchema);
export type ListTeamUsersResponse = z.infer<typeof listTeamUsersResponseSchema>;

/** GET {base}/users/:userId. */
export const getTeamUserResponseSchema = dataEnvelope(teamUserSchema);
export type GetTeamUserResponse = z.infer<typeof getTeamUserResponseSchema>;

export const listTeamUsersEndpoint = teamEndpoints('/users', {
  method: 'GET',
  permission: 'browse-users',
  query: listTeamUsersQuerySchema,
  response: listTeamUsersResponseSchema,
});

export const getTeamUserEndpoint = teamEndpoints('/users/:userId', {
  method: 'GET',
  permission: 'read-users',
  response: getTeamUserResponseSchema,
});
