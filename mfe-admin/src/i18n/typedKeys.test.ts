import type { AdminRuleId } from '../feedback/ruleText';
import type { AdminKey } from './keys';

// The check is the compiler's (npm run typecheck): a key missing from the admin's English strings
// does not compile, and every message id the admin shows has its `rules.<id>` key.
test('t() keys of the admin namespace are typed', () => {
  const key: AdminKey = 'rules.movie.titleRequired';
  // @ts-expect-error: a misspelt key is not an AdminKey
  const misspelt: AdminKey = 'rules.movie.titleRequird';
  const everyRule = (id: AdminRuleId): AdminKey => `rules.${id}`;
  expect([key, misspelt, everyRule('film.tooLarge')]).toEqual([
    'rules.movie.titleRequired',
    'rules.movie.titleRequird',
    'rules.film.tooLarge',
  ]);
});
