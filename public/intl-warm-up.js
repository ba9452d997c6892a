// Started by each page's inline loader (src/boot/app-loader.ts) as it requests the app's scripts.
// The first Intl format a page's process makes loads the engine's locale data: 35-45 ms of CPU on
// the CI's machines, about four times that on a slow phone, in the task that hydrates the first
// date or price. Chromium shares that data between a process's threads, so this worker loads it
// on another core while the scripts download (docs/startup.md).
// The site's Intl locales, as INTL_LOCALE in src/lib/i18n/locales.ts names them (a plain file
// served as is cannot import it): add a language there, add it here.
for (const locale of ['en-US', 'es-US']) {
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0)
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1)
}
close()
