/**
 * Every list of links the site shows in its header, mobile menu and footer, and the pages the
 * sitemap leaves out. Adding a page to a menu is one line here; the `as const` keeps each `to`
 * a literal, so the router's typed <Link> rejects a path no route has.
 */

export interface NavLink {
  to: string
  /**
   * The label's key in the message catalogs (src/lib/i18n/catalogs), which hold its words in
   * each language; the menus write it with `t()`, so an unknown key fails the typecheck.
   */
  label: string
}

export interface FooterColumn {
  /** The heading's id (the section is labelled by it). */
  id: string
  /** The heading's key in the message catalogs, like a link's label. */
  title: string
  links: readonly NavLink[]
}

/**
 * The header's main navigation (wide screens), in order; the mobile menu lists the same items, so
 * both read alike (its "Donate Now" button is part of the menu itself).
 */
export const mainNav = [
  { to: '/home', label: 'nav.home' },
  // First after Home: a neighbour who needs food should not have to look for it.
  { to: '/get-help', label: 'nav.getHelp' },
  { to: '/impact', label: 'nav.impact' },
  { to: '/volunteer', label: 'page./volunteer.title' },
  { to: '/about', label: 'nav.about' },
  { to: '/shop', label: 'page./shop.title' },
  { to: '/contact', label: 'nav.contact' },
] as const satisfies readonly NavLink[]

/** The footer's link columns, shown after its "about" and "contact" sections, in order. */
export const footerColumns = [
  {
    // The sections the header leaves out, so every page is two taps from anywhere.
    id: 'footer-explore',
    title: 'nav.explore',
    links: [
      { to: '/causes', label: 'page./causes.title' },
      { to: '/events', label: 'page./events.title' },
      { to: '/blog', label: 'page./blog.title' },
      { to: '/team', label: 'page./team.title' },
      { to: '/testimonials', label: 'page./testimonials.title' },
      { to: '/shop', label: 'nav.shop' },
    ],
  },
  {
    id: 'footer-links',
    title: 'nav.usefulLinks',
    links: [
      { to: '/get-help', label: 'nav.getFoodHelp' },
      { to: '/volunteer', label: 'page./volunteer.title' },
      { to: '/about', label: 'nav.about' },
      { to: '/donate', label: 'page./donate.title' },
      { to: '/privacy', label: 'nav.privacy' },
      { to: '/contact', label: 'nav.terms' },
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

/**
 * Prerendered pages sitemap.xml leaves out by the start of their path: a post's other layouts,
 * whose canonical URL is the post at /blog-single/<slug>.
 */
export const notInSitemapUnder: readonly string[] = [
  '/blog-single-left-sidebar/',
  '/blog-single-fullwidth/',
]
