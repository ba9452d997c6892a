import { causes } from './content/causes'
import { events } from './content/events'
import { posts } from './content/posts'
import { products } from './content/products'
import { team } from './content/team'

/** Every static route of SPEC.md §2; kept beside the slug lists so the sitemap and build agree. */
export const staticPaths = [
  '/',
  '/home',
  '/home-2',
  '/home-3',
  '/about',
  '/impact',
  '/testimonials',
  '/causes',
  '/team',
  '/events',
  '/shop',
  '/cart',
  '/checkout',
  '/order_received',
  '/blog',
  '/blog-left-sidebar',
  '/blog-fullwidth',
  '/404',
  '/donate',
  '/contact',
  '/get-help',
] as const

/** Every URL the build writes as its own HTML file: static routes and every content slug. */
export function prerenderPaths(): string[] {
  return [
    ...staticPaths,
    ...causes.map((c) => `/cause-single/${c.slug}`),
    ...team.map((m) => `/team-single/${m.slug}`),
    ...events.map((e) => `/event-single/${e.slug}`),
    ...products.map((p) => `/product-single/${p.slug}`),
    ...posts.flatMap((p) => [
      `/blog-single/${p.slug}`,
      `/blog-single-left-sidebar/${p.slug}`,
      `/blog-single-fullwidth/${p.slug}`,
    ]),
  ]
}
