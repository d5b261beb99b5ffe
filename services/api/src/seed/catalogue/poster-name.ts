/** File name of a sample title's generated poster in bucket movie-thumbnails, e.g. 'rann-bhoomi.svg'. */
export function posterFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug}.svg`;
}
