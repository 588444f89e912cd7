const dateFormat = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** An ISO date ('2025-09-01') as Spanish readers write it: '1 de septiembre de 2025'. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
