import { describe, expect, it } from 'vitest';
import { routePath } from './route-paths';

describe('routePath', () => {
  it('fills and encodes the parameters of a named route', () => {
    expect(routePath('org.settings.webhooks.show', { teamId: 'team 1', id: 'wh/2' })).toBe(
      '/orgs/team%201/settings/webhooks/wh%2F2',
    );
    expect(routePath('dev.emails.index', { teamId: 'dev-1' })).toBe('/developers/dev-1/emails');
    expect(routePath('teams.index', {})).toBe('/teams');
    expect(routePath('home', {})).toBe('/');
  });

  it('leaves out an optional parameter that is not given', () => {
    expect(routePath('org.people.create', { teamId: 't1' })).toBe('/orgs/t1/people/create');
    expect(routePath('org.people.create', { teamId: 't1', stage: 'details' })).toBe('/orgs/t1/people/create/details');
    expect(routePath('org.people.imports', { teamId: 't1', id: '7' })).toBe('/orgs/t1/people/imports/7');
  });
});
