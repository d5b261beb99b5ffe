/** The results page of a query (shareable); '/search' alone when nothing is typed. */
export function resultsPath(text: string): string {
  const q = text.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}

/** A title's page. */
export function titlePath(id: string): string {
  return `/content/${encodeURIComponent(id)}`;
}
