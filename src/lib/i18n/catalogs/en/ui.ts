/**
 * English messages of the shared building blocks in src/ui that are not part of the layout
 * (cards, "Add to calendar", the embedded checkout). Keys start with 'shared.' ('ui.' keys are the
 * layout's own, in core.ts).
 */
export const ui = {
  'shared.readMore': 'Read More',
  'shared.video': 'Video',
  'shared.addToCalendar': 'Add to calendar',
  'shared.calendarFailed': 'The calendar file could not be made. Please try again.',
  'shared.secureCheckout': 'Secure checkout',
  'shared.events.none': 'No events planned just now',
  'shared.events.noneText': 'New events are posted here as soon as their dates are set.',
  'notice.readMore': 'Read more',
  'notice.close': 'Close the notice “{title}”',
} as const
