/** The main navigation, in the order SPEC.md §2 gives for the header and for the mobile menu. */
export const mainNav = [
  { to: '/home', label: 'Home' },
  { to: '/impact', label: 'Impact' },
  { to: '/about', label: 'About Us' },
  { to: '/shop', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
] as const

/** The mobile menu: the same items, labels and order as the header, so both read alike. */
export const mobileNav = mainNav

/** The footer's "Explore" column: the sections the header leaves out, two taps from any page. */
export const exploreNav = [
  { to: '/causes', label: 'Causes' },
  { to: '/events', label: 'Events' },
  { to: '/blog', label: 'Blog' },
  { to: '/team', label: 'Team' },
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/shop', label: 'Shop' },
] as const
