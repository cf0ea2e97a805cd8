import { CONSOLE_PATHS, createTeamBodySchema, type TeamType } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { FormField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { invalidateCurrentUser } from '../../../lib/api/get-current-user';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { queryClient } from '../../../lib/query-client';
import { teamDashboardPath } from '../../../lib/team-paths';
import { createTeam } from '../api/create-team';

const KIND_LABEL: Record<TeamType, string> = { org: 'organisation', dev: 'developer team' };

/** teams.create (:teamType/create): names a new team, then opens its dashboard. */
export function CreateTeamDialog() {
  const { teamType } = useParams();
  const type: TeamType = teamType === 'org' ? 'org' : 'dev';
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(createTeamBodySchema, formValues(event.currentTarget));
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    try {
      const team = await createTeam(type, parsed.data);
      await invalidateCurrentUser(queryClient);
      notifications.notify({ type: 'success', message: `Team ${team.name} created` });
      await navigate(teamDashboardPath(team.type, team.id));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) void navigate(CONSOLE_PATHS.teams);
      }}
      title={`New ${KIND_LABEL[type]}`}
      description="You will be the owner of the new team and can invite others from its settings."
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <FormField label="Team name" name="name" required autoFocus error={errors.name ?? errors.form} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={() => void navigate(CONSOLE_PATHS.teams)}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Creating…' : 'Create team'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
