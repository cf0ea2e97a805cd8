import {
  addTravelerEmailAddressEndpoint,
  createTravelerEndpoint,
  deactivateTravelerEndpoint,
  deleteTravelerEmailAddressEndpoint,
  deleteTravelerEndpoint,
  getTravelerEndpoint,
  listTravelerEmailAddressesEndpoint,
  listTravelersEndpoint,
  reactivateTravelerEndpoint,
  updateTravelerEndpoint,
} from '@tripline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireTeam } from '../../access/access-guard.js';
import type { AppDeps } from '../../app-deps.js';
import { invalidFields, notFound } from '../../http/app-error.js';
import { endpointRoute } from '../../http/endpoint-route.js';
import { listMeta, pageWindow, parseSort } from '../../http/pagination.js';
import {
  addTravelerAddress,
  deleteTraveler,
  deleteTravelerAddress,
  findAddressHolder,
  findTeamTraveler,
  insertTraveler,
  listTravelerAddresses,
  listTravelers,
  listTravelerTrips,
  TRAVELER_SORTS,
  toTravelerAddress,
  updateTraveler,
} from './travelers.repository.js';

const tags = ['travelers'];
const TAKEN = 'This address already belongs to another person of your organisation.';

/** People of an organisation: list, create, edit, deactivate, delete, and their extra addresses (spec §7). */
export const travelersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const load = async (teamId: string, id: string) => {
    const found = await findTeamTraveler(db, teamId, id);
    if (!found) throw notFound('The person');
    return found;
  };
  const detail = async (teamId: string, id: string) => ({
    ...(await load(teamId, id)),
    trips: await listTravelerTrips(db, id),
  });

  app.route({
    ...endpointRoute(listTravelersEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const sort = parseSort(request.query.sort, TRAVELER_SORTS, { field: 'created', direction: 'desc' });
      const { rows, total } = await listTravelers(db, team.id, request.query, sort, pageWindow(request.query));
      return { data: rows, meta: listMeta(request.query, total) };
    },
  });

  const createRoute = endpointRoute(createTravelerEndpoint, { tags });
  app.route({
    ...createRoute,
    // The member who already has the address is a 200 with the same answer.
    schema: {
      ...createRoute.schema,
      response: { 200: createTravelerEndpoint.response, 201: createTravelerEndpoint.response },
    },
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const { email, ...fields } = request.body;
      const fieldValues = {
        firstName: fields.first_name,
        lastName: fields.last_name,
        employeeId: fields.employee_id,
        department: fields.department,
      };
      const existing = await findAddressHolder(db, team.id, email);
      const created = existing ? null : await insertTraveler(db, team.id, email, fieldValues);
      // A concurrent create of the same address lands here too: the member now exists.
      const id = created?.id ?? existing ?? (await findAddressHolder(db, team.id, email));
      if (!id) throw new Error('traveler vanished after a conflicting insert');
      const data = { ...(await load(team.id, id)), isExistingMember: !created };
      return reply.status(created ? 201 : 200).send({ data });
    },
  });

  app.route({
    ...endpointRoute(getTravelerEndpoint, { tags }),
    handler: async (request) => ({ data: await detail(requireTeam(request).team.id, request.params.id) }),
  });

  app.route({
    ...endpointRoute(updateTravelerEndpoint, { tags }),
    handler: async (request) => {
      const { team } = requireTeam(request);
      const { id } = request.params;
      const current = await load(team.id, id);
      const { email, first_name, last_name, employee_id, department } = request.body;
      if (email !== undefined && email !== current.email) {
        const holder = await findAddressHolder(db, team.id, email);
        if (holder) {
          throw invalidFields({ email: [holder === id ? 'This is already one of their extra addresses.' : TAKEN] });
        }
      }
      const saved = await updateTraveler(db, team.id, id, {
        email,
        firstName: first_name,
        lastName: last_name,
        employeeId: employee_id,
        department,
      });
      if (!saved) throw invalidFields({ email: [TAKEN] });
      return { data: await detail(team.id, id) };
    },
  });

  app.route({
    ...endpointRoute(deleteTravelerEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      await load(team.id, request.params.id);
      await deleteTraveler(db, team.id, request.params.id);
      return reply.status(204).send();
    },
  });

  for (const [endpoint, active] of [
    [deactivateTravelerEndpoint, false],
    [reactivateTravelerEndpoint, true],
  ] as const) {
    app.route({
      ...endpointRoute(endpoint, { tags }),
      handler: async (request) => {
        const { team } = requireTeam(request);
        await load(team.id, request.params.id);
        await updateTraveler(db, team.id, request.params.id, { active });
        return { data: await detail(team.id, request.params.id) };
      },
    });
  }

  app.route({
    ...endpointRoute(listTravelerEmailAddressesEndpoint, { tags }),
    handler: async (request) => {
      await load(requireTeam(request).team.id, request.params.id);
      return { data: (await listTravelerAddresses(db, request.params.id)).map(toTravelerAddress) };
    },
  });

  app.route({
    ...endpointRoute(addTravelerEmailAddressEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      const { id } = request.params;
      await load(team.id, id);
      const { email } = request.body;
      const holder = await findAddressHolder(db, team.id, email);
      if (holder) throw invalidFields({ email: [holder === id ? 'This person already has this address.' : TAKEN] });
      if (!(await addTravelerAddress(db, team.id, id, email))) throw invalidFields({ email: [TAKEN] });
      const added = (await listTravelerAddresses(db, id)).find((row) => row.email === email);
      if (!added) throw notFound('The address');
      return reply.status(201).send({ data: toTravelerAddress(added) });
    },
  });

  app.route({
    ...endpointRoute(deleteTravelerEmailAddressEndpoint, { tags }),
    handler: async (request, reply) => {
      const { team } = requireTeam(request);
      await load(team.id, request.params.id);
      if (!(await deleteTravelerAddress(db, request.params.id, request.params.emailId))) {
        throw notFound('The address');
      }
      return reply.status(204).send();
    },
  });
};
