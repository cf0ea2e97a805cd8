import { useQuery, useQueryClient } from '@tanstack/react-query';
import { updateTeamUserBodySchema } from '@tripline/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/lists/query-state';
import { notifications, notifyGenericError } from '../../../components/notifications/notification-store';
import { useTeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { PageHeader } from '../../../components/ui/page-header';
import { SubmitRow } from '../../../components/ui/submit-row';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { raisesResourceNotification } from '../../../lib/resource-error';
import { routePath } from '../../../lib/route-paths';
import { invalidateTeamUsers, removeTeamUser, teamUserQuery, updateTeamUser } from '../api/team-user-requests';
import { RoleSelect } from './role-select';

/** dev.settings.users.show: a member's role, changed or removed by those who may. */
export function UserPage() {
  const access = useTeamAccess();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userQuery = teamUserQuery(access, id);
  const user = useQuery({
    ...userQuery,
    select: (answer) => answer.data,
    throwOnError: raisesResourceNotification,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canEdit = access.can('edit-users');

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseForm(updateTeamUserBodySchema, { role: formValues(event.currentTarget).role });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      queryClient.setQueryData(userQuery.queryKey, await updateTeamUser(access, id, parsed.data));
      await invalidateTeamUsers(queryClient, access);
      notifications.notify({ type: 'success', message: 'Settings successfully updated!' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  const onRemove = async () => {
    try {
      await removeTeamUser(access, id);
      await invalidateTeamUsers(queryClient, access);
      notifications.notify({ type: 'success', message: `${user.data?.name ?? 'The user'} removed from the team` });
      await navigate(routePath(`${access.type}.settings.users.index`, { teamId: access.id }));
    } catch (error) {
      setConfirming(false);
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    }
  };

  return (
    <div className="page page--narrow">
      <PageHeader
        title="User"
        eyebrow={user.data?.name}
        actions={
          access.can('delete-users') && user.data ? (
            <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
              Remove from team
            </button>
          ) : null
        }
      />
      <QueryState isPending={user.isPending} error={user.error} what="this user">
        {user.data ? (
          <section className="card">
            <div className="profile-summary">
              <Avatar name={user.data.name} email={user.data.email} size={56} />
              <div>
                <p className="profile-summary__name">{user.data.name}</p>
                <p className="profile-summary__email">{user.data.email}</p>
              </div>
            </div>
            <form className="form" onSubmit={onSave} noValidate key={user.data.role}>
              {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
              <RoleSelect defaultValue={user.data.role} disabled={!canEdit} error={errors.role} />
              {canEdit ? <SubmitRow pending={pending} label="Change role" /> : null}
            </form>
          </section>
        ) : null}
      </QueryState>
      <ConfirmModal
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove this user?"
        description="They lose access to this team at once. You can invite them again later."
        confirmLabel="Remove"
        onConfirm={onRemove}
      />
    </div>
  );
}
