import { useQueryClient } from '@tanstack/react-query';
import {
  createReportBodySchema,
  createReportEndpoint,
  getReportEndpoint,
  listReportsEndpoint,
  REPORT_TYPE_LABELS,
  reportTypesOf,
} from '@tripline/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyGenericError } from '../../../components/notifications/notification-store';
import type { TeamAccess } from '../../../components/team/use-team-access';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { callEndpoint, endpointQuery, invalidateEndpoint } from '../../../lib/endpoint-client';
import { type FieldErrors, formValues, parseForm, serverFieldErrors } from '../../../lib/form-errors';
import { routePath } from '../../../lib/route-paths';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Asks for a report of one of the team type's report types over a date range (the end date is optional). */
export function CreateReportForm({ access }: { access: TeamAccess }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const typeId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 24 * 60 * 60 * 1000);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget);
    const parsed = parseForm(createReportBodySchema, {
      type: values.type,
      name: values.name?.trim() || undefined,
      start_date: values.start_date,
      end_date: values.end_date || null,
    });
    if (parsed.errors) return setErrors(parsed.errors);
    setPending(true);
    setErrors({});
    try {
      const created = await callEndpoint(createReportEndpoint[access.type], {
        params: { teamId: access.id },
        body: parsed.data,
      });
      const report = created.data;
      await invalidateEndpoint(queryClient, listReportsEndpoint[access.type], { teamId: access.id });
      // The report page starts from this answer (Processing) and polls until it is done.
      const one = endpointQuery(getReportEndpoint[access.type], { params: { teamId: access.id, id: report.id } });
      queryClient.setQueryData(one.queryKey, created);
      await navigate(routePath(`${access.type}.reports.show`, { teamId: access.id, id: report.id }));
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else notifyGenericError();
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card">
      <h2 className="section-title">New report</h2>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="New report">
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        <div className="form__grid">
          <div className="field">
            <label className="field__label" htmlFor={typeId}>
              Report type
            </label>
            <select
              id={typeId}
              name="type"
              className="field__input"
              aria-invalid={Boolean(errors.type)}
              defaultValue={reportTypesOf(access.type)[0]}
            >
              {reportTypesOf(access.type).map((type) => (
                <option key={type} value={type}>
                  {REPORT_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
            {errors.type ? <p className="field__error">{errors.type}</p> : null}
          </div>
          <FormField label="Name (optional)" name="name" placeholder="Named after its type and dates" />
          <FormField
            label="Start date"
            name="start_date"
            type="date"
            required
            defaultValue={isoDay(monthAgo)}
            error={errors.start_date}
          />
          <FormField
            label="End date (optional)"
            name="end_date"
            type="date"
            defaultValue={isoDay(today)}
            error={errors.end_date}
          />
        </div>
        <div className="form__row form__row--end">
          <button type="submit" className="button button--primary" disabled={pending}>
            {pending ? 'Creating…' : 'Create report'}
          </button>
        </div>
      </form>
    </section>
  );
}
