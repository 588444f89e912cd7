/**
 * Dates as the site writes them: Spanish long form ("14 de septiembre de 2023").
 * The time zone is fixed to UTC so a date-only ISO string never shifts a day,
 * whatever the time zone of the machine that builds the site.
 */
const longDate = new Intl.DateTimeFormat('es', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Fecha inválida: ${iso}`);
  return longDate.format(date);
}
