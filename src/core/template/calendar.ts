// The third-party calendar's event-template link for an event (spec 2 and 7).
import { CALENDAR_DATE_PATTERN, CALENDAR_EVENT_URL } from '../domain/constants-template.ts';
import type { ContentItem, EventLocation } from './content-types.ts';
import { formatDate, toEpochMs } from './dates.ts';
import { type ErrorCollector, reportTo } from './errors.ts';

/** Address lines and country, the non-empty ones joined by ', '. */
export function locationText(location: EventLocation | undefined): string {
  if (!location) return '';
  return [location.addressLine1, location.addressLine2, location.addressCountry]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * https://www.google.com/calendar/event?action=TEMPLATE&text=...&dates=START/END&location=...
 * with dates in UTC as %Y%m%dT%H%M%SZ. The location is left out when empty; a missing end date
 * uses the start. No valid start date gives '' (reported).
 */
export function calendarUrl(
  event: Pick<ContentItem, 'title' | 'startDate' | 'endDate' | 'location'>,
  collector?: ErrorCollector,
): string {
  const start = toEpochMs(event.startDate);
  if (start === undefined) {
    reportTo(collector, 'bad-input', 'calendar link needs an event with a start date');
    return '';
  }
  const end = toEpochMs(event.endDate) ?? start;
  const dates = `${formatDate(start, CALENDAR_DATE_PATTERN, 'UTC')}/${formatDate(end, CALENDAR_DATE_PATTERN, 'UTC')}`;
  let url = `${CALENDAR_EVENT_URL}?action=TEMPLATE&text=${encodeURIComponent(event.title ?? '')}&dates=${dates}`;
  const location = locationText(event.location);
  if (location !== '') url += `&location=${encodeURIComponent(location)}`;
  return url;
}
