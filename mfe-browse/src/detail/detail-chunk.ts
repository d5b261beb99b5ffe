/** The detail page's lazy chunk (/content/:id and /movie/:id); the bundler loads it once. */
export function loadDetailPage() {
  return import('./ContentDetailPage').then((m) => ({ default: m.ContentDetailPage }));
}
