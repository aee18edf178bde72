/** A drawing's date for the gallery, like 'Nov 21, 2026' in the child's language. */
export function drawingDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}
