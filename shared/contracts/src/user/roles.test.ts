import { isApiError } from '../types/http';
import { isAdminRole, isModeratorRole, isRole, ROLES } from './roles';

describe('roles', () => {
  it('knows the three roles', () => {
    expect(ROLES).toEqual(['user', 'moderator', 'admin']);
    expect(isRole('admin')).toBe(true);
    expect(isRole('owner')).toBe(false);
  });

  it('moderator access for moderator and admin, admin access for admin only', () => {
    expect([isModeratorRole('user'), isModeratorRole('moderator'), isModeratorRole('admin')]).toEqual([
      false,
      true,
      true,
    ]);
    expect([isAdminRole('moderator'), isAdminRole('admin'), isAdminRole(null)]).toEqual([false, true, false]);
  });
});

describe('isApiError', () => {
  it('recognises the error body', () => {
    expect(isApiError({ statusCode: 401, error: 'Unauthorized', message: 'Invalid login credentials' })).toBe(
      true,
    );
    expect(isApiError({ message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
