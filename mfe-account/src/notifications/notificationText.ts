import { isPlanId, type StoredNotification } from '@premieres/contracts';
import type { TFunction } from 'i18next';
import { formatDate } from '../member/formatDate';

const DATE_PARAMS = new Set(['periodEnd', 'date']);

/** A stored notification's params ready for its message: plan ids as plan names, dates as local dates. */
function displayParams(t: TFunction, params: StoredNotification['params'], language: string) {
  const shown: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (name === 'plan' && isPlanId(value)) shown[name] = t(`plans.${value}`);
    else if (DATE_PARAMS.has(name) && typeof value === 'string') shown[name] = formatDate(value, language);
    else if (typeof value === 'number') shown[name] = value.toLocaleString(language);
    else shown[name] = value;
  }
  return shown;
}

/**
 * Title and message in the current language (the API stores keys and values, never text). The keys
 * are picked by the event (the stored ones are `notifications.events.<event>.*` too), so every
 * event's strings are checked by the compiler.
 */
export function notificationText(t: TFunction, item: StoredNotification, language: string) {
  const values = displayParams(t, item.params, language);
  const key = `notifications.events.${item.event}` as const;
  return { title: t(`${key}.title`, values), message: t(`${key}.message`, values) };
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** '2 hours ago' in the current language. */
export function timeAgo(iso: string, now: number, language: string): string {
  const elapsed = now - Date.parse(iso);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms) return format.format(-Math.floor(elapsed / ms), unit);
  }
  return format.format(0, 'minute');
}
