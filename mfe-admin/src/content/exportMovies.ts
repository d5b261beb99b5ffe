/** Spec §2: the selected titles as a JSON file named by date, e.g. movies-export-2026-11-24.json. */
export function exportFileName(now: Date): string {
  return `movies-export-${now.toISOString().slice(0, 10)}.json`;
}

export function exportJson(movies: readonly object[]): string {
  return `${JSON.stringify(movies, null, 2)}\n`;
}

/** Hands the file to the browser as a download. */
export function downloadJson(fileName: string, json: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
