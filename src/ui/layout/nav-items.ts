/** The main navigation, in the order the header and the mobile menu show it. */
export const mainNav = [
  { to: '/home', label: 'Home' },
  { to: '/impact', label: 'Impact' },
  { to: '/about', label: 'About Us' },
  { to: '/shop', label: 'Gallery' },
  { to: '/contact', label: 'Contact' },
] as const

export const mobileNav = [
  { to: '/home', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/shop', label: 'Gallery' },
  { to: '/impact', label: 'Impact' },
  { to: '/contact', label: 'Contact' },
] as const
