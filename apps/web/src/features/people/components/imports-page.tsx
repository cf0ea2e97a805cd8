import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getTravelerImportEndpoint,
  getTravelerImportPreviewEndpoint,
  listTravelerImportsEndpoint,
  processTravelerImportEndpoint,
  type TravelerImportMapping,
  type TravelerImportUpload,
} from '@tripline/contracts';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/lists/data-table';
import { QueryState } from '../../../components/lists/query-state';
import { notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { PageHeader } from '../../../components/ui/page-header';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { formatNumber } from '../../../lib/format';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { currentImport, importPollInterval, isImportPending } from '../api/import-polling';
import { ImportMappingForm } from './import-mapping-form';
import { ImportStatus, ImportStatusBadge } from './import-status';
import { ImportUpload } from './import-upload';
import './people.css';
import { routePath } from '../../../lib/route-paths';

/** org.people.imports: upload a file and see earlier imports; with an id, map its columns and follow it. */
export function ImportsPage() {
  const { id } = useParams();
  return id ? <ImportDetail id={id} /> : <ImportsOverview />;
}

function ImportsOverview() {
  const access = useTeamAccess();
  const title = useRouteTitle('People imports');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...endpointQuery(listTravelerImportsEndpoint, { params: { teamId: access.id }, query: { per_page: 10 } }),
    throwOnError: raisesResourceNotification,
  });
  const current = currentImport(list.data?.data ?? []);

  const onUploaded = async (upload: TravelerImportUpload) => {
    // The preview and suggested mapping only come with the upload's answer: keep them for the next page.
    queryClient.setQueryData(
      endpointQuery(getTravelerImportPreviewEndpoint, { params: { teamId: access.id, id: upload.id } }).queryKey,
      { data: upload },
    );
    await invalidateEndpoint(queryClient, listTravelerImportsEndpoint, { teamId: access.id });
    await navigate(routePath('org.people.imports', { teamId: access.id, id: upload.id }));
  };

  return (
    <div className="page">
      <PageHeader
        title={title}
        description="Add or update many people at once from a CSV or Excel file."
        actions={
          <Link className="button button--ghost" to={routePath('org.people.index', { teamId: access.id })}>
            Back to people
          </Link>
        }
      />
      {current ? (
        <Alert tone="info">
          {current.file_name} is {current.status === 'Queued' ? 'waiting' : 'being imported'}.{' '}
          <Link to={routePath('org.people.imports', { teamId: access.id, id: current.id })}>Follow this import</Link>
        </Alert>
      ) : null}
      <ImportUpload teamId={access.id} onUploaded={onUploaded} />
      <section className="card" aria-labelledby="earlier-imports">
        <h2 className="section-title" id="earlier-imports">
          Earlier imports
        </h2>
        <QueryState isPending={list.isPending} error={list.error} what="your imports">
          {list.data?.data.length ? (
            <DataTable
              label="Imports"
              rows={list.data.data}
              rowKey={(item) => item.id}
              columns={[
                {
                  header: 'File',
                  cell: (item) => (
                    <Link to={routePath('org.people.imports', { teamId: access.id, id: item.id })}>
                      {item.file_name}
                    </Link>
                  ),
                },
                { header: 'Status', cell: (item) => <ImportStatusBadge status={item.status} /> },
                { header: 'Rows', cell: (item) => formatNumber(item.progress.total ?? item.progress.done) },
                {
                  header: 'Results',
                  cell: (item) =>
                    item.mapping ? item.results.map((result) => `${result.label} ${result.count}`).join(' · ') : '—',
                },
                { header: 'Uploaded', cell: (item) => new Date(item.created).toLocaleString() },
              ]}
            />
          ) : (
            <p className="page-header__description">No imports yet.</p>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function ImportDetail({ id }: { id: string }) {
  const access = useTeamAccess();
  const title = useRouteTitle('People imports');
  const queryClient = useQueryClient();
  const pollStart = useRef(Date.now());
  const [starting, setStarting] = useState(false);
  const params = { teamId: access.id, id };
  const itemQuery = endpointQuery(getTravelerImportEndpoint, { params });
  const item = useQuery({
    ...itemQuery,
    select: (answer) => answer.data,
    refetchInterval: (query) => {
      const state = query.state.data?.data;
      return state?.mapping ? importPollInterval(state.status, pollStart.current, Date.now()) : false;
    },
    throwOnError: raisesResourceNotification,
  });
  const data = item.data;
  // Right after an upload its answer is cached under this key; after a reload it is read again from the server.
  const upload = useQuery({
    ...endpointQuery(getTravelerImportPreviewEndpoint, { params }),
    select: (answer) => answer.data,
    enabled: Boolean(data && !data.mapping),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const isPollExpired = Boolean(
    data?.mapping && isImportPending(data.status) && !importPollInterval(data.status, pollStart.current, Date.now()),
  );

  const onConfirm = async (mapping: TravelerImportMapping) => {
    setStarting(true);
    try {
      const started = await callEndpoint(processTravelerImportEndpoint, { params, body: { mapping } });
      pollStart.current = Date.now();
      queryClient.setQueryData(itemQuery.queryKey, started);
      await invalidateEndpoint(queryClient, listTravelerImportsEndpoint, { teamId: access.id });
    } catch {
      notifyGenericError();
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="page">
      <PageHeader
        title={title}
        actions={
          <>
            <Link className="button button--ghost" to={routePath('org.people.imports', { teamId: access.id })}>
              All imports
            </Link>
            {data && !isImportPending(data.status) ? (
              <Link className="button button--secondary" to={routePath('org.people.index', { teamId: access.id })}>
                See people
              </Link>
            ) : null}
          </>
        }
      />
      <QueryState isPending={item.isPending} error={item.error} what="this import">
        {data ? (
          data.mapping ? (
            <ImportStatus item={data} isPollExpired={isPollExpired} />
          ) : (
            <QueryState isPending={upload.isPending} error={upload.error} what="the file's first rows">
              {upload.data ? (
                <ImportMappingForm
                  upload={data}
                  preview={upload.data.preview}
                  suggested={upload.data.suggested_mapping}
                  pending={starting}
                  onConfirm={onConfirm}
                />
              ) : null}
            </QueryState>
          )
        ) : null}
      </QueryState>
    </div>
  );
}
