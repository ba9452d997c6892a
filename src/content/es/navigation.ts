import type * as en from '../navigation'
import type { Twin } from './twin'

/** The header's main navigation in Spanish: the same pages in the same order. */
export const mainNav = [
  { to: '/home', label: 'Inicio' },
  { to: '/get-help', label: 'Obtener ayuda' },
  { to: '/impact', label: 'Impacto' },
  { to: '/volunteer', label: 'Voluntariado' },
  { to: '/about', label: 'Quiénes somos' },
  { to: '/shop', label: 'Galería' },
  { to: '/contact', label: 'Contacto' },
] as const satisfies Twin<typeof en.mainNav, 'to'>

/** The mobile menu reads like the header, as in English. */
export const mobileNav = mainNav

/** The footer's link columns in Spanish. */
export const footerColumns = [
  {
    id: 'footer-explore',
    title: 'Explorar',
    links: [
      { to: '/causes', label: 'Causas' },
      { to: '/events', label: 'Eventos' },
      { to: '/blog', label: 'Blog' },
      { to: '/team', label: 'Equipo' },
      { to: '/testimonials', label: 'Testimonios' },
      { to: '/shop', label: 'Tienda' },
    ],
  },
  {
    id: 'footer-links',
    title: 'Enlaces útiles',
    links: [
      { to: '/get-help', label: 'Ayuda con comida' },
      { to: '/volunteer', label: 'Voluntariado' },
      { to: '/about', label: 'Quiénes somos' },
      { to: '/donate', label: 'Donar' },
      { to: '/privacy', label: 'Política de privacidad' },
      { to: '/contact', label: 'Términos y condiciones' },
    ],
  },
] as const satisfies Twin<typeof en.footerColumns, 'to' | 'id'>
