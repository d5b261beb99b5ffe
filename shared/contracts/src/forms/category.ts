import type { RuleErrors } from '../messages';

export interface CategoryInput {
  name: string;
  description?: string | null;
}

/** Name and description trimmed; an empty description becomes null. */
export function normalizeCategory(values: CategoryInput): { name: string; description: string | null } {
  const description = (values.description ?? '').trim();
  return { name: (values.name ?? '').trim(), description: description || null };
}

export function validateCategory(values: CategoryInput): RuleErrors<'name'> {
  return normalizeCategory(values).name ? {} : { name: 'category.nameRequired' };
}
