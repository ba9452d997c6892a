/**
 * When a post or an event goes on the site. The build leaves out one whose time is still to come
 * (scripts/content: `$now` in their queries) and records the earliest such time, for which the
 * server schedules a rebuild: Sanity's own scheduled publishing is a paid feature.
 */
export const publishAt = {
  name: 'publishAt',
  title: 'Publish at (optional)',
  description:
    'Leave empty to show it as soon as you press Publish. Set a date and time (Riverside time) ' +
    'to keep it off the site until then: press Publish now, and it appears on its own within ' +
    'two minutes of that time.',
  type: 'datetime',
  options: { displayTimeZone: 'America/Los_Angeles', allowTimeZoneSwitch: false },
}
