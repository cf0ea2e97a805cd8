import { ROUTES, type RouteEntry } from '../../src/app/routes';

export interface PageRoute {
  name: string;
  path: string;
  title: string;
  permission?: string;
}

const SAMPLE_PARAMS: Record<string, string> = { id: '42', tripId: 'trip-1', stage: 'select' };

/** Whether a filled path names a sample record (no record of that id exists on the test server). */
export function isSampleRecord(path: string): boolean {
  return path.endsWith(`/${SAMPLE_PARAMS.id}`) || path.endsWith(`/${SAMPLE_PARAMS.tripId}`);
}

/** Every named team page of the route table with sample parameters filled in, for one team type. */
export function teamPageRoutes(teamType: 'org' | 'dev', teamId: string): PageRoute[] {
  const out: PageRoute[] = [];
  const walk = (entries: RouteEntry[], base: string, inTeam: boolean) => {
    for (const entry of entries) {
      const path = entry.path ? `${base}/${entry.path}` : base;
      const isTeam = inTeam || entry.teamType === teamType;
      if (entry.teamType && entry.teamType !== teamType) continue;
      if (isTeam && entry.name && entry.title && entry.page) {
        const filled = path
          .replace(':teamId', teamId)
          .replace(/:(\w+)\??/g, (_, key: string) => SAMPLE_PARAMS[key] ?? 'x');
        out.push({ name: entry.name, path: filled, title: entry.title, permission: entry.permission });
      }
      if (entry.children) walk(entry.children, path, isTeam);
    }
  };
  walk(ROUTES, '', false);
  return out;
}
