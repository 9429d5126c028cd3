import { getLocale } from './locale.js';

export const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export function formatAge(publishedAt, now = Date.now()) {
  const age = now - publishedAt;
  if (age < HOUR) {
    return `${Math.max(1, Math.round(age / MINUTE))} min`;
  }
  return new Date(publishedAt).toLocaleDateString(getLocale());
}

export const truncateTitle = (title, max = 40) => (title.length > max ? `${title.slice(0, max - 1)}…` : title);

export default class TitleFormatter {
  static ELLIPSIS = '…';

  constructor(max) {
    this.max = max;
  }

  format(title) {
    return truncateTitle(title, this.max);
  }
}
