/** English messages of the privacy and terms page. Keys start with 'privacy.'. */
export const privacy = {
  // Head tags of the Spanish page (the English page's come from its route)
  'page./privacy.description':
    'What the Harvest Share Collective website keeps on your device, why, for how long, and how to delete it.',
  // What the site keeps
  'privacy.stored.title': 'What this site keeps on your device, and why',
  'privacy.stored.intro':
    "The site works offline, so it keeps a few things in this browser's storage (IndexedDB). They stay on this device: we do not receive them, and they are not shared with anyone.",
  'privacy.stored.cart': 'Your cart, wishlist and compare list',
  'privacy.stored.cartText':
    ': the products you chose, so they are still there when you come back.',
  'privacy.stored.orders': 'Your orders',
  'privacy.stored.ordersText':
    ': what you ordered and its price, so the order page can show it. No address or card details are kept. Only your latest {count} orders are kept, each for at most {days} days.',
  'privacy.stored.signups': 'Volunteer sign-ups',
  'privacy.stored.signupsText':
    ': the name, e-mail or phone, sessions and note of a sign-up made on this device, so it can be sent without a signal and listed with a way to cancel it. Each is forgotten two days after its last session, once its messages have gone out.',
  'privacy.stored.messages': 'Contact messages',
  'privacy.stored.messagesText':
    ': a message you write is kept here until it is sent, so nothing is lost without a signal. Once sent, only its subject is kept, for {days} days, to show it as sent. A message that could not be sent stays until you resend or discard it (at most the latest {max}).',
  'privacy.stored.reports': 'Impact reports and the volunteer schedule',
  'privacy.stored.reportsText':
    ': the last donation figures and packing sessions that loaded, so those pages work offline. They hold no personal data.',
  'privacy.stored.site': 'The site itself',
  'privacy.stored.siteText':
    ': its pages, pictures and code, kept by the service worker so the site opens with no signal. They hold no personal data.',
  'privacy.stored.settings': 'A few settings',
  'privacy.stored.settingsText':
    ' (local storage): your language choice, whether you closed the offer to read in Spanish or the install hint, whether the "ready to work offline" note was shown, and the number on the cart icon; and, for this visit only (session storage), whether the welcome pop-up was shown.',
  // What leaves the device
  'privacy.sent.title': 'What leaves your device',
  'privacy.sent.text':
    'Only what you send: a contact message, a volunteer sign-up or its cancellation goes to our mail service when you send it, and a card donation or a shop payment goes to Stripe, our payment provider, when you pay. The site sets no cookies and uses no analytics or advertising trackers.',
  // Delete my data
  'privacy.delete.title': 'Delete my data on this device',
  'privacy.delete.checking': 'Checking what is stored on this device…',
  'privacy.delete.nothingStored': 'Nothing of yours is stored on this device right now.',
  'privacy.delete.storedNow': 'Stored on this device right now:',
  'privacy.delete.nothingDeleted':
    'There was nothing to delete: nothing of yours was stored on this device.',
  'privacy.delete.deleted': 'Deleted from this device:',
  'privacy.delete.failed': 'Your data could not be deleted. Please reload the page and try again.',
  'privacy.delete.question': 'Delete my data on this device?',
  'privacy.delete.explain':
    'This empties your cart, wishlist and compare list, and deletes your orders, volunteer sign-ups, contact messages (including any not sent yet) and the saved Impact reports and volunteer schedule from this browser. It cannot be undone.',
  'privacy.delete.confirm': 'Delete',
  // One line per kind of data, with its count
  'privacy.count.cart': '{count} {{item|items}} in the cart',
  'privacy.count.wishlist': '{count} {{product|products}} on the wishlist',
  'privacy.count.compare': '{count} {{product|products}} on the compare list',
  'privacy.count.order': '{count} {{order|orders}}',
  'privacy.count.message': '{count} contact {{message|messages}}',
  'privacy.count.signup': '{count} volunteer {{sign-up|sign-ups}}',
  'privacy.count.saved':
    '{count} saved {{copy|copies}} of the Impact reports {{or|and}} the volunteer schedule',
} as const
