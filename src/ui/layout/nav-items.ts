/** The main navigation, in the order SPEC.md §2 gives for the header and for the mobile menu. */
export const mainNav = [
  { to: '/home', label: 'Home' },
  // First after Home: a neighbour who needs food should not have to look for it.
  { to: '/get-help', label: 'Get help' },
  { to: '/impact', label: 'Impact' },
  { to: '/about', label: 'About Us' },
  { to: '/shop', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
] as const

export const mobileNav = [
  { to: '/home', label: 'Home' },
  { to: '/get-help', label: 'Get help' },
  { to: '/about', label: 'About' },
  { to: '/shop', label: 'Gallery' },
  { to: '/impact', label: 'Impact' },
  { to: '/contact', label: 'Contact' },
] as const
