import { ApiRequestError } from '@premieres/api-client';
import type { MovieDisplay } from '@premieres/contracts';
import { rolledBack, toggled, toggleFailureKeys } from './library-rollback';

const movie = { id: 'm1', title: 'Golmaal Junction' } as MovieDisplay;
const other = { id: 'm2', title: 'Rann Bhoomi' } as MovieDisplay;
const NOW = new Date('2026-11-26T10:00:00.000Z');

const refused = (code: string, statusCode = 403) =>
  new ApiRequestError({ statusCode, error: 'Forbidden', code, message: 'x' });

describe('Add to List and like: optimistic change and its undo', () => {
  it('adds first and removes by id', () => {
    const before = { items: [{ movie: other, added_at: '2026-01-01T00:00:00.000Z' }] };
    const added = toggled(before, movie, true, NOW);
    expect(added.items.map((entry) => entry.movie.id)).toEqual(['m1', 'm2']);
    expect(toggled(added, movie, false, NOW).items.map((entry) => entry.movie.id)).toEqual(['m2']);
  });

  it('rolls back to what the list held, or to nothing when it had never loaded', () => {
    const before = { items: [{ movie: other, added_at: '2026-01-01T00:00:00.000Z' }] };
    expect(rolledBack(before)).toBe(before);
    // The list read was refused too (no profile chosen): the failed add must not stay shown.
    expect(rolledBack(undefined)).toEqual({ items: [] });
  });

  it('names a refusal for want of a profile or its PIN, and keeps the generic text otherwise', () => {
    expect(toggleFailureKeys(refused('VIEWER_PIN_REQUIRED'))).toEqual({
      title: 'toasts.profileNeeded',
      text: 'toasts.profileNeededText',
    });
    expect(toggleFailureKeys(refused('VIEWER_PROFILE_INVALID', 401)).title).toBe('toasts.profileNeeded');
    expect(toggleFailureKeys(refused('SUBSCRIPTION_REQUIRED'))).toEqual({ title: 'toasts.failed' });
    expect(toggleFailureKeys(new Error('boom'))).toEqual({ title: 'toasts.failed' });
  });
});
