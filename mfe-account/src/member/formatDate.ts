/** An ISO date as a long local date ('March 5, 2024'); '' when absent or invalid. */
export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}
