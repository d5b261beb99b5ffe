import { helpSlug } from '@premieres/contracts';

/**
 * Popular help articles. The English title is the source of the /help/{slug} link (spec §2: the
 * lower-cased title with runs of non-alphanumerics as single hyphens), in every language.
 */
export const HELP_ARTICLES = [
  { key: 'resetPassword', title: 'How to reset your password' },
  { key: 'changePlan', title: 'Change or cancel your plan' },
  { key: 'downloads', title: 'Download titles to watch offline' },
  { key: 'buffering', title: 'Fix streaming and buffering problems' },
  { key: 'kidsProfile', title: 'Set up a kids profile' },
  { key: 'payment', title: 'Update your payment method (UPI, cards & net banking)' },
] as const;

export type HelpArticleKey = (typeof HELP_ARTICLES)[number]['key'];

export function helpArticleHref(title: string): string {
  return `/help/${helpSlug(title)}`;
}
