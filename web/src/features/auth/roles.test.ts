// Unit tests for role order and the home-for-role rule.
import { describe, expect, it } from 'vitest';
import { ROLE_ORDER, hasRole, homeForRole } from './roles';

describe('roles', () => {
  it('orders roles worker < supervisor < manager < admin', () => {
    expect(ROLE_ORDER).toEqual(['worker', 'supervisor', 'manager', 'admin']);
  });

  it('admits the required role and any higher one', () => {
    expect(hasRole('worker', 'worker')).toBe(true);
    expect(hasRole('worker', 'supervisor')).toBe(false);
    expect(hasRole('supervisor', 'supervisor')).toBe(true);
    expect(hasRole('supervisor', 'manager')).toBe(false);
    expect(hasRole('manager', 'supervisor')).toBe(true);
    expect(hasRole('admin', 'manager')).toBe(true);
    expect(hasRole(undefined, 'worker')).toBe(false);
  });

  it('sends workers to the worker dashboard and others to the main dashboard', () => {
    expect(homeForRole('worker')).toBe('/app/worker-dashboard');
    expect(homeForRole('supervisor')).toBe('/app/dashboard');
    expect(homeForRole('manager')).toBe('/app/dashboard');
    expect(homeForRole('admin')).toBe('/app/dashboard');
  });
});
