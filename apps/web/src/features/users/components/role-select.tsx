import { ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@tripline/contracts';
import { useId } from 'react';

/** The team roles offered for assignment: Owner, User, Viewer. */
export function RoleSelect({
  defaultValue = 'user',
  disabled,
  error,
}: {
  defaultValue?: TeamRole;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Role
      </label>
      <select id={id} name="role" className="field__input" defaultValue={defaultValue} disabled={disabled}>
        {TEAM_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
