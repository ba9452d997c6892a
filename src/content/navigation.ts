/**
 * Every list of links the site shows in its header, mobile menu and footer, and the pages the
 * sitemap leaves out. Adding a page to a menu is one line here; the `as const` keeps each `to`
 * a literal, so the router's typed <Link> rejects a path no route has.
 */

export interface NavLink {
  to: string
  label: string
}

export interface FooterColumn {
  /** The heading's id (the section is labelled by it). */
  id: string
  title: string
  links: readonly NavLink[]
}

/** The header's main navigation (wide screens), in order. */
export const mainNav = [
  { to: '/home', label: 'Home' },
  // First after Home: a neighbour who needs food should not have to look for it.
  { to: '/get-help', label: 'Get help' },
  { to: '/impact', label: 'Impact' },
  { to: '/volunteer', label: 'Volunteer' },
  { to: '/about', label: 'About Us' },
  { to: '/shop', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
] as const satisfies readonly NavLink[]

/**
 * The mobile menu's links: the same items, labels and order as the header, so both read alike (its
 * "Donate Now" button is part of the menu itself).
 */
export const mobileNav = mainNav

/** The footer's link columns, shown after its "about" and "contact" sections, in order. */
export const footerColumns = [
  {
    // The sections the header leaves out, so every page is two taps from anywhere.
    id: 'footer-explore',
    title: 'Explore',
    links: [
      { to: '/causes', label: 'Causes' },
      { to: '/events', label: 'Events' },
      { to: '/blog', label: 'Blog' },
      { to: '/team', label: 'Team' },
      { to: '/testimonials', label: 'Testimonials' },
      { to: '/shop', label: 'Shop' },
    ],
  },
  {
    id: 'footer-links',
    title: 'Useful links',
    links: [
      { to: '/get-help', label: 'Get food help' },
      { to: '/volunteer', label: 'Volunteer' },
      { to: '/about', label: 'About Us' },
      { to: '/donate', label: 'Donate' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/contact', label: 'Terms and Conditions' },
    ],
  },
] as const satisfies readonly FooterColumn[]

/**
 * Prerendered pages that sitemap.xml leaves out: the not-found page; /home, /home-2 and /home-3,
 * whose canonical URL is /; and the thank-you page Stripe returns donors to, which says nothing
 * without a donation's session id.
 */
export const notInSitemap: readonly string[] = [
  '/404',
  '/home',
  '/home-2',
  '/home-3',
  '/donation-thanks',
]
