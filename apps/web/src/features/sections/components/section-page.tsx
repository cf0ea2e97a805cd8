import { FolderOpen } from 'lucide-react';
import { useMatches, useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useListQuery } from '../../../hooks/use-list-query';
import { useCurrentTeam } from '../../teams/hooks/use-current-team';
import { SECTION_COPY, SETTINGS_COPY } from './section-copy';

const SORT_LABELS: Record<string, string> = { 'created:desc': 'Newest first', 'created:asc': 'Oldest first' };

function routeKey(name: string): string {
  return name.split('.').slice(1).join('.');
}

/** A team section's page: its title and an honest empty state until its content is built. */
export function SectionPage() {
  const match = useMatches().at(-1);
  const handle = (match?.handle ?? {}) as { name?: string; title?: string };
  const key = routeKey(handle.name ?? '');
  const params = useParams();
  const list = key.endsWith('.index') ? (key.split('.').at(-2) ?? '') : '';
  const { query } = useListQuery(list);
  const team = useCurrentTeam();
  const copy = SECTION_COPY[key] ?? SETTINGS_COPY;
  const stage = key === 'people.create' ? (params.stage ?? 'select') : undefined;
  const sort = list ? query.get('sort') : null;

  return (
    <div className="page" data-route={handle.name}>
      <PageHeader
        title={handle.title ?? 'Page'}
        eyebrow={
          team?.team ? `${team.team.name} · ${team.type === 'org' ? 'Organisation' : 'Developer team'}` : undefined
        }
        description={sort ? `Sorted: ${SORT_LABELS[sort] ?? sort}` : stage ? `Step: ${stage}` : undefined}
      />
      <EmptyState icon={<FolderOpen size={28} aria-hidden />} title={copy.empty}>
        <p>{copy.text}</p>
      </EmptyState>
    </div>
  );
}
