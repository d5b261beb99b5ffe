/** User text as a literal inside a $regex (search boxes, case-insensitive name checks). */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
