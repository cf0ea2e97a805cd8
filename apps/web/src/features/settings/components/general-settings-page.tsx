import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CONSOLE_PATHS, deleteTeamBodySchema, updateTeamBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { notifications } from '../../../components/notifications/notification-store';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitRow } from '../../../components/ui/submit-row';
import { invalidateCurrentUser } from '../../../lib/api/get-current-user';
import { teamQuery } from '../../../lib/api/get-team';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { forgetListQueries } from '../../../lib/list-query';
import { raisesResourceNotification } from '../../../lib/resource-error';
import {
  TEAM_UPDATE_FAILED_MESSAGE,
  TEAM_UPDATED_MESSAGE,
  teamDeletedMessage,
  teamDeleteFailedMessage,
  teamUpdateFailure,
} from '../api/team-settings-messages';
import { deleteTeam, updateTeam } from '../api/team-settings-requests';

/** {dev}.settings.general: the team's name and region, and deleting the team. */
export function GeneralSettingsPage() {
  const access = useTeamAccess();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const team = useQuery({ ...teamQuery(access.type, access.id), throwOnError: raisesResourceNotification });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleteErrors, setDeleteErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canEdit = access.can(access.type === 'org' ? 'edit-organizations' : 'edit-developers');
  const canDelete = access.can(access.type === 'org' ? 'delete-organizations' : 'delete-developers');

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(updateTeamBodySchema, { name: values.name, region: values.region || null });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      queryClient.setQueryData(
        teamQuery(access.type, access.id).queryKey,
        await updateTeam(access.type, access.id, parsed.data),
      );
      notifications.notify({ type: 'success', message: TEAM_UPDATED_MESSAGE });
      // The team switcher and sidebar show the name from the current user's team list.
      await invalidateCurrentUser(queryClient);
    } catch (error) {
      const failure = teamUpdateFailure(error);
      if (failure === 'form') setErrors(serverFieldErrors(error) ?? {});
      else if (failure === 'apply-locally')
        queryClient.setQueryData(teamQuery(access.type, access.id).queryKey, (old) =>
          old ? { data: { ...old.data, name: parsed.data.name ?? old.data.name } } : old,
        );
      else notifications.notify({ type: 'error', message: TEAM_UPDATE_FAILED_MESSAGE });
    } finally {
      setPending(false);
    }
  };

  const onDelete = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = team.data?.name ?? '';
    const parsed = parseForm(deleteTeamBodySchema, { name: formValues(event.currentTarget).name });
    if (parsed.errors) return setDeleteErrors(parsed.errors);
    setDeleteErrors({});
    try {
      await deleteTeam(access.type, access.id, parsed.data);
      // Nothing the console kept about this team is worth restoring once it is gone.
      forgetListQueries();
      queryClient.clear();
      notifications.notify({ type: 'success', message: teamDeletedMessage(name) });
      await navigate(CONSOLE_PATHS.teams);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setDeleteErrors(fields);
      else notifications.notify({ type: 'error', message: teamDeleteFailedMessage(name) });
    }
  };

  return (
    <div className="page page--narrow">
      <PageHeader title="General settings" eyebrow={team.data?.name} />
      <QueryState isPending={team.isPending} error={team.error} what="the team's settings">
        {team.data ? (
          <div className="section-stack">
            <section className="card">
              <form className="form" onSubmit={onSave} noValidate key={`${team.data.name}-${team.data.region}`}>
                {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
                <FormField
                  label="Team name"
                  name="name"
                  defaultValue={team.data.name}
                  disabled={!canEdit}
                  error={errors.name}
                />
                <FormField
                  label="Region"
                  name="region"
                  defaultValue={team.data.region ?? ''}
                  disabled={!canEdit}
                  error={errors.region}
                />
                {canEdit ? <SubmitRow pending={pending} /> : null}
              </form>
            </section>
            {canDelete ? (
              <section className="card" aria-label="Delete the team">
                <h2 className="section-title">Delete the team</h2>
                <p>Its mailboxes stop accepting mail and nobody can open it any more.</p>
                <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
                  Delete team
                </button>
              </section>
            ) : null}
          </div>
        ) : null}
      </QueryState>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${team.data?.name ?? 'the team'}?`}
        tone="danger"
      >
        <form className="form" onSubmit={onDelete} noValidate>
          {deleteErrors.form ? <Alert tone="danger">{deleteErrors.form}</Alert> : null}
          <FormField label="Type the team name to confirm" name="name" error={deleteErrors.name} />
          <div className="form__row form__row--end">
            <button type="submit" className="button button--primary">
              Delete team
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
