/** The volunteer page's address and its subscribable calendar feed (written at build time). */
export const VOLUNTEER_PATH = '/volunteer'
export const VOLUNTEER_FEED_PATH = '/volunteer/sessions.ics'
