/** A time as the team reads it: Nairobi time (EAT), day and minute. */
export const eat = (ms: number) =>
  `${new Date(ms).toLocaleString('en-GB', {
    timeZone: 'Africa/Nairobi',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })} EAT`;

/** A query string of the values that are set. */
export const queryString = (values: Record<string, string>) => {
  const params = new URLSearchParams(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  const text = params.toString();
  return text ? `?${text}` : '';
};
