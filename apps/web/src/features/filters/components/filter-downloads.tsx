import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFilterDownloadEndpoint, DOWNLOAD_HISTORY_LIMIT, listFilterDownloadsEndpoint } from '@tripline/contracts';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { DataTable } from '../../../components/lists/data-table';
import { QueryState } from '../../../components/lists/query-state';
import { notifyGenericError } from '../../../components/notifications/notification-store';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { formatNumber } from '../../../lib/format';
import { downloadCounts, saveDownloadFile } from '../api/filter-rulesets';

/** The download history (the latest 10) and, for those who may, a new download of the filter set. */
export function FilterDownloads({ teamId, canCreate }: { teamId: string; canCreate: boolean }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const downloads = useQuery({
    ...endpointQuery(listFilterDownloadsEndpoint, { params: { teamId } }),
    select: (answer) => answer.data,
  });

  const onCreate = async () => {
    setPending(true);
    try {
      const { data: download } = await callEndpoint(createFilterDownloadEndpoint, { params: { teamId } });
      saveDownloadFile(download);
      await invalidateEndpoint(queryClient, listFilterDownloadsEndpoint, { teamId });
    } catch {
      notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card">
      <header className="ruleset__header">
        <h2 className="section-title">Downloads</h2>
        {canCreate ? (
          <button type="button" className="button button--primary" onClick={onCreate} disabled={pending}>
            <Download size={16} aria-hidden /> {pending ? 'Preparing…' : 'Download filters'}
          </button>
        ) : null}
      </header>
      <p className="page-header__description">The latest {DOWNLOAD_HISTORY_LIMIT} downloads of the filter set.</p>
      <QueryState isPending={downloads.isPending} error={downloads.error} what="the download history">
        {downloads.data?.length ? (
          <DataTable
            label="Filter downloads"
            rows={downloads.data.slice(0, DOWNLOAD_HISTORY_LIMIT)}
            rowKey={(download) => download.id}
            columns={[
              { header: 'Downloaded', cell: (download) => new Date(download.created_at).toLocaleString() },
              { header: 'Rulesets', cell: (download) => formatNumber(downloadCounts(download).rulesets) },
              { header: 'Domains', cell: (download) => formatNumber(downloadCounts(download).domains) },
              { header: 'Team domains', cell: (download) => formatNumber(downloadCounts(download).teamDomains) },
              {
                header: 'File',
                cell: (download) => (
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => saveDownloadFile(download)}
                  >
                    Save JSON
                  </button>
                ),
              },
            ]}
          />
        ) : (
          <p className="page-header__description">No downloads yet.</p>
        )}
      </QueryState>
    </section>
  );
}
