import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  endpointUrl,
  finishOidcSignInEndpoint,
  finishSamlSignInEndpoint,
  getSamlMetadataEndpoint,
  getTeamEndpoint,
} from '@tripline/contracts';
import { useState } from 'react';
import { QueryState } from '../../../components/lists/query-state';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useRouteTitle } from '../../../components/team/use-route-title';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { CopyButton } from '../../../components/ui/copy-button';
import { PageHeader } from '../../../components/ui/page-header';
import { invalidateEndpoint } from '../../../lib/endpoint-client';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { identityProviderQuery, removeIdentityProvider } from '../api/identity-provider-requests';
import { IdentityProviderForm } from './identity-provider-form';

function Copyable({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <span className="secret-box">
          <span className="mono">{value}</span>
          <CopyButton value={value} />
        </span>
      </dd>
    </>
  );
}

/** {org,dev}.settings.authentication: single sign-on through the team's identity provider. */
export function AuthenticationPage() {
  const access = useTeamAccess();
  const title = useRouteTitle('Authentication');
  const queryClient = useQueryClient();
  const providerQuery = identityProviderQuery(access);
  const provider = useQuery({
    ...providerQuery,
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const [confirming, setConfirming] = useState(false);
  const origin = window.location.origin;
  const refreshTeam = () => invalidateEndpoint(queryClient, getTeamEndpoint[access.type], { teamId: access.id });

  const onDisable = async () => {
    setConfirming(false);
    try {
      await removeIdentityProvider(access);
      queryClient.setQueryData(providerQuery.queryKey, { data: null });
      await refreshTeam();
      notifications.notify({ type: 'success', message: 'Single sign-on turned off' });
    } catch {
      notifyGenericError();
    }
  };

  const current = provider.data;
  const teamWord = access.type === 'org' ? 'organisation' : 'team';
  return (
    <div className="page page--narrow">
      <PageHeader title={title} description={`How members of this ${teamWord} sign in.`} />
      <QueryState isPending={provider.isPending} error={provider.error} what="the sign-in settings">
        {current ? (
          <section className="card" aria-label="Single sign-on">
            <h2 className="card__title">
              Single sign-on is on ({current.protocol === 'oidc' ? 'OpenID Connect' : 'SAML 2.0'})
            </h2>
            <p className="muted">
              Members at {current.domains.join(', ')} sign in through the identity provider and are added as Users the
              first time.
              {/* Only an organisation's users are provisioned by its provider alone (spec §5). */}
              {access.type === 'org' ? ' Users cannot be added by hand while single sign-on is on.' : null}
            </p>
            <dl className="detail-list">
              {current.protocol === 'oidc' ? (
                <>
                  <dt>Issuer</dt>
                  <dd className="mono">{current.issuer}</dd>
                  <dt>Client ID</dt>
                  <dd className="mono">{current.client_id}</dd>
                  <Copyable label="Redirect URI" value={current.redirect_uri} />
                </>
              ) : (
                <>
                  <dt>Provider sign-in URL</dt>
                  <dd className="mono">{current.entry_point}</dd>
                  <Copyable label="Entity ID (audience)" value={current.issuer} />
                  <Copyable label="ACS URL" value={current.acs_url} />
                  <Copyable label="Metadata URL" value={current.metadata_url} />
                </>
              )}
              <Copyable label="Sign-in link" value={current.sign_in_url} />
            </dl>
            <div className="form__row form__row--end">
              <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                Turn off single sign-on
              </button>
            </div>
          </section>
        ) : (
          <section className="card" aria-label="Set up single sign-on">
            <h2 className="card__title">Set up single sign-on</h2>
            <p className="muted">Members sign in with their email and password until an identity provider is set up.</p>
            <dl className="detail-list">
              <Copyable label="Redirect URI (OpenID Connect)" value={`${origin}${finishOidcSignInEndpoint.path}`} />
              <Copyable label="ACS URL (SAML)" value={`${origin}${finishSamlSignInEndpoint.path}`} />
              <Copyable
                label="Metadata URL (SAML)"
                value={`${origin}${endpointUrl(getSamlMetadataEndpoint, { teamId: access.id })}`}
              />
            </dl>
            <IdentityProviderForm
              team={access}
              onSaved={async (saved) => {
                queryClient.setQueryData(providerQuery.queryKey, saved);
                await refreshTeam();
                notifications.notify({ type: 'success', message: 'Single sign-on turned on' });
              }}
            />
          </section>
        )}
      </QueryState>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title="Turn off single sign-on"
        description="Members go back to signing in with a password; those created by single sign-on have none and must reset it."
        confirmLabel="Turn off"
        onConfirm={onDisable}
      />
    </div>
  );
}
