/** Help article slug: lower-cased title, runs of non-alphanumerics → one hyphen, no edge hyphens. */
export function helpSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function helpArticlePath(title: string): string {
  return `/help/${helpSlug(title)}`;
}
