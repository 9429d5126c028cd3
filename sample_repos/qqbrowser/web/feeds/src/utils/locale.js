let cachedLocale = null;

export function getLocale() {
  if (cachedLocale === null) {
    cachedLocale = (typeof navigator !== 'undefined' && navigator.language) || 'zh-CN';
  }
  return cachedLocale;
}

export function resetLocale() {
  cachedLocale = null;
}
