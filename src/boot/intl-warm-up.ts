// Run in a worker as the app starts (main.tsx, docs/startup.md): the first Intl format a page's
// process makes loads the engine's locale data, 35-45 ms of CPU on the CI's machines and about
// four times that on a slow phone. Chromium shares that data between a process's threads, so
// loading it here, off the main thread, leaves the first date or price that hydration formats
// a millisecond's work.
for (const locale of ['en-US', 'es-US']) {
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0)
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(1)
}
close()
