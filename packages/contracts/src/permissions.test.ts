import { describe, expect, it } from 'vitest';
import {
  hasAccountPermission,
  hasPermission,
  PERMISSION_ROLES,
  PERMISSIONS,
  roleSetHasPermission,
} from './permissions.js';
import { ROLES, type UserRoles } from './roles.js';

const noRoles: UserRoles = { global: [], org: {}, dev: {} };

describe('permission table', () => {
  it('names every permission of the specification', () => {
    for (const name of [
      'browse-organizations',
      'browse-all-organizations',
      'signup-organizations',
      'read-dashboard',
      'edit-trips',
      'read-application-key',
      'add-filters',
      'browse-billing',
      'browse-settings',
      'delete-downloads',
      'browse-all-developers',
      'browse-support',
      'add-feedback',
      'browse-authentication',
    ]) {
      expect(PERMISSIONS).toContain(name);
    }
  });

  it('grants every permission only to known roles', () => {
    for (const roles of Object.values(PERMISSION_ROLES)) {
      for (const role of roles) expect(ROLES).toContain(role);
    }
  });

  it('lets an owner edit an organization but not a viewer', () => {
    const roles: UserRoles = { global: [], org: { t1: 'owner', t2: 'viewer' }, dev: {} };
    expect(hasPermission(roles, 'edit-organizations', { type: 'org', id: 't1' })).toBe(true);
    expect(hasPermission(roles, 'edit-organizations', { type: 'org', id: 't2' })).toBe(false);
    expect(hasPermission(roles, 'edit-organizations', { type: 'dev', id: 't1' })).toBe(false);
  });

  it('applies global roles to every team', () => {
    const roles: UserRoles = { global: ['super-viewer'], org: {}, dev: {} };
    expect(hasPermission(roles, 'browse-all-organizations')).toBe(true);
    expect(hasPermission(roles, 'read-trips', { type: 'org', id: 'any' })).toBe(true);
    expect(hasPermission(roles, 'edit-trips', { type: 'org', id: 'any' })).toBe(false);
  });

  it('passes when no permission is asked and fails on an unknown name', () => {
    expect(hasPermission(noRoles, undefined)).toBe(true);
    expect(roleSetHasPermission(['super-admin'], 'fly-to-the-moon')).toBe(false);
  });

  it('keeps authentication settings to super administrators', () => {
    expect(PERMISSION_ROLES['browse-authentication']).toEqual(['super-admin']);
  });

  it('lets an owner, user, viewer or super administrator start a developer team, and not a super viewer', () => {
    for (const role of ['owner', 'user', 'viewer'] as const) {
      expect(hasAccountPermission({ global: [], org: { t1: role }, dev: {} }, 'add-developers')).toBe(true);
    }
    expect(hasAccountPermission({ global: ['super-admin'], org: {}, dev: {} }, 'add-developers')).toBe(true);
    expect(hasAccountPermission({ global: ['super-viewer'], org: {}, dev: {} }, 'add-developers')).toBe(false);
    // A new account holds no role yet and starts its first team as anyone may.
    expect(hasAccountPermission(noRoles, 'add-developers')).toBe(true);
    expect(hasAccountPermission({ global: [], org: { t1: 'owner' }, dev: {} }, 'add-organizations')).toBe(false);
  });
});
