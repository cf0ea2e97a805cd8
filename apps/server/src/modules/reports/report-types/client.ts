import { and, asc, eq, lt } from 'drizzle-orm';
import { applications } from '../../../db/schema.js';
import { isoOrNull, type ReportDefinition } from './report-definition.js';

/** The team's applications (API clients) that existed by the end of the range; never their secrets. */
export const clientReport: ReportDefinition = {
  type: 'client',
  columns: [
    { key: 'name', header: 'Application' },
    { key: 'client_id', header: 'Client id' },
    { key: 'description', header: 'Description' },
    { key: 'created_at', header: 'Created' },
    { key: 'updated_at', header: 'Updated' },
  ],
  async rows(db, scope) {
    const rows = await db
      .select()
      .from(applications)
      .where(and(eq(applications.teamId, scope.teamId), scope.to ? lt(applications.createdAt, scope.to) : undefined))
      .orderBy(asc(applications.createdAt), asc(applications.id));
    return rows.map((app) => ({
      name: app.name,
      client_id: app.clientId,
      description: app.description,
      created_at: isoOrNull(app.createdAt),
      updated_at: isoOrNull(app.updatedAt),
    }));
  },
};
