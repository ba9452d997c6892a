/**
 * The English message catalog: every UI string the site writes itself, in typesafe-i18n's syntax
 * (`{name}` for a value). The Spanish catalog (es.ts) must have exactly these keys, which the
 * typecheck enforces. Only the server render imports catalogs: each page carries its own
 * language's messages in its HTML (src/lib/i18n/page-catalog.ts), so the browser never downloads
 * the other language's.
 *
 * Keys are grouped by where the string appears. `page.<path>.title` / `.description` give a page's
 * head tags in the other language (src/lib/seo.ts); an English page uses its route's own text.
 */
export const en = {
  // Layout: skip link, top bar, header, menus, footer
  'layout.skipToContent': 'Skip to content',
  'layout.topbar.label': 'Volunteer and donate',
  'layout.topbar.volunteer': 'Volunteer with us {meetingTime} · ',
  'layout.topbar.followUs': 'Follow us',
  'layout.donateNow': 'Donate Now',
  'layout.header.mainNav': 'Main',
  'layout.header.cart': 'Cart',
  'layout.header.openMenu': 'Open menu',
  'layout.header.home': '{name}, home',
  'layout.menu.label': 'Menu',
  'layout.menu.close': 'Close menu',
  'layout.menu.nav': 'Mobile',
  'layout.footer.meetings':
    'Volunteers pack and donate boxes of food {meetingTime}. Everyone is welcome.',
  'layout.footer.follow': 'Follow us on {network}',
  'layout.footer.newTab': ' (opens in a new tab)',
  'layout.footer.contact': 'Contact',
  'layout.footer.rights': '© {year} {name}. All rights reserved.',
  'layout.footer.taxId': 'Tax-exempt registration: {taxId}',
  'layout.backToTop': 'Back to top',
  // Navigation labels (src/content/navigation.ts holds the links; these are their words)
  'nav.home': 'Home',
  'nav.getHelp': 'Get help',
  'nav.impact': 'Impact',
  'nav.volunteer': 'Volunteer',
  'nav.about': 'About Us',
  'nav.gallery': 'Gallery',
  'nav.contact': 'Contact',
  'nav.explore': 'Explore',
  'nav.causes': 'Causes',
  'nav.events': 'Events',
  'nav.blog': 'Blog',
  'nav.team': 'Team',
  'nav.testimonials': 'Testimonials',
  'nav.shop': 'Shop',
  'nav.usefulLinks': 'Useful links',
  'nav.getFoodHelp': 'Get food help',
  'nav.donate': 'Donate',
  'nav.privacy': 'Privacy Policy',
  'nav.terms': 'Terms and Conditions',
  // Language: the header's switch and the offer to Spanish-reading browsers
  'language.switchLabel': 'Language',
  'language.switchTo': 'Read this page in {language}',
  // The offer speaks to a browser that prefers Spanish, on an English page: it is in Spanish here.
  'language.offer': 'Esta página también está en español.',
  'language.offerAction': 'Ver en español',
  'language.offerDismiss': 'No, gracias',
  // Status pages: 404 and errors
  'status.notFound.title': 'Page not found',
  'status.notFound.heading': 'Oops! Page Not Found!',
  'status.notFound.text': "We're sorry but we can't seem to find the page you requested.",
  'status.backHome': 'Back to home',
  'status.chunk.heading': "This page didn't finish loading",
  'status.chunk.text':
    'Part of the site could not be downloaded. This happens when the connection drops or a new version was just published.',
  'status.chunk.reload': 'Reload the page',
  'status.error.heading': 'Unexpected Application Error!',
  'status.error.generic': 'Something went wrong.',
  // The app: offline, install, update
  'pwa.offline':
    "You're offline. Pages you've visited still work; new information appears when you're back online.",
  'pwa.updateReady': 'A new version is available',
  'pwa.reload': 'Reload',
  'pwa.offlineReady': 'This site now works without a connection',
  'pwa.install': 'Install app',
  'pwa.iosHint': 'Install this site: tap Share, then Add to Home Screen.',
  'pwa.dismiss': 'Dismiss',
  // Shared building blocks
  'ui.breadcrumb': 'Breadcrumb',
  'ui.close': 'Close',
  'ui.playSlides': 'Play slides',
  'ui.pauseSlides': 'Pause slides',
  'ui.previousSlide': 'Previous slide',
  'ui.nextSlide': 'Next slide',
  // Get help page
  'getHelp.glance': 'Free food for anyone who needs it',
  'getHelp.when': 'When',
  'getHelp.where': 'Where',
  'getHelp.bring': 'Bring',
  'getHelp.there': 'How to get there',
  'getHelp.who': 'Who can come',
  'getHelp.box': 'What is in a box',
  'getHelp.other': 'Other help nearby',
  'getHelp.call': 'Call {phone}',
  'getHelp.sundayQuestions': 'Questions about Sundays.',
  'getHelp.wrong': 'Is something here wrong?',
  'getHelp.wrongText': 'If a time, place or phone number here is wrong, we want to know.',
  'getHelp.tellUs': 'Tell us what is wrong',
  'getHelp.shareTitle': 'Free food help',
  'getHelp.shareFailed': 'Sharing did not work here. Use Copy link.',
  'getHelp.copied': 'Copied. Paste it into a message to share.',
  'getHelp.copyThis': 'Copy this link to share: {url}',
  'getHelp.share': 'Share',
  'getHelp.sms': 'Send by text message',
  'getHelp.copyLink': 'Copy link',
  'getHelp.openMaps': 'Open in maps',
  'getHelp.print': 'Print',
  // The contact form
  'contact.title': 'Send us a message',
  'contact.formLabel': 'Contact form',
  'contact.name': 'Name',
  'contact.email': 'Email',
  'contact.phone': 'Phone',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.characters': '{count} / {max} characters',
  'contact.honeypot': 'Leave this field empty',
  'contact.send': 'Send message',
  'contact.sending': 'Sending…',
  'contact.requiredBefore': 'Fields marked',
  'contact.requiredAsterisk': 'with an asterisk',
  'contact.requiredAfter': 'are required.',
  'contact.writeInstead': 'Please write to us at',
  'contact.sent': 'Message sent successfully!',
  'contact.failed': 'Failed to send the message, please try again.',
  'contact.offline':
    "You're offline. Your message is saved and will be sent when you're back online.",
  'contact.queued':
    'The e-mail service is not answering right now. Your message is saved and will be sent automatically.',
  'contact.notConfigured': 'Sending messages is not configured for this copy of the site.',
  'contact.notKept':
    'This browser is not letting the site store data: a message waiting to be sent is lost if you close this tab.',
  'contact.nameRequired': 'The name field is required',
  'contact.nameLetters': 'The name may only contain letters and spaces',
  'contact.emailRequired': 'The email field is required',
  'contact.emailInvalid': 'The email must be a valid email address',
  'contact.phoneRequired': 'The phone field is required',
  'contact.phoneInvalid': 'The phone must be a valid phone number (7 to 15 digits)',
  'contact.subjectRequired': 'The subject field is required',
  'contact.subjectLetters': 'The subject may only contain letters and spaces',
  'contact.messageRequired': 'The message field is required',
  'contact.messageTooLong': 'The message may be at most {max} characters',
  // Head tags of pages in the other language (an English page's come from its route)
  'page./.title': 'Harvest Share Collective',
  'page./.description':
    'Harvest Share Collective rescues surplus food in Riverside, California, and shares it with neighbours who need it.',
  'page./get-help.title': 'Get food help',
  'page./impact.title': 'Impact',
  'page./volunteer.title': 'Volunteer',
  'page./about.title': 'About Us',
  'page./contact.title': 'Contact Us',
  'page./donate.title': 'Donate',
  'page./shop.title': 'Gallery',
  'page./cart.title': 'Cart',
  'page./checkout.title': 'Checkout',
  'page./blog.title': 'Blog',
  'page./causes.title': 'Causes',
  'page./events.title': 'Events',
  'page./team.title': 'Team',
  'page./testimonials.title': 'Testimonials',
  'page./privacy.title': 'Privacy',
  'page./donation-thanks.title': 'Thank you',
  'page./order_received.title': 'Order received',
  'page./blog-fullwidth.title': 'Blog (full width)',
  'page./blog-left-sidebar.title': 'Blog (left sidebar)',
} as const

export type MessageKey = keyof typeof en

/** A catalog in another language: exactly the English keys, no more, no fewer. */
export type Catalog = { readonly [K in MessageKey]: string }
