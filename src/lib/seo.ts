import { organisation } from '../content/organisation'

/**
 * The public origin used for canonical and Open Graph URLs. Validated with the rest of the
 * configuration when the build starts (vite.config.ts), so reading it directly here keeps yup
 * out of the first-paint bundle.
 */
export const siteUrl: string = (import.meta.env.VITE_PUBLIC_URL || 'http://localhost:4173').replace(
  /\/$/,
  '',
)

export const defaultShareImage = '/images/share-card.png'

interface PageMeta {
  title: string
  description: string
  /** Path of the page, e.g. "/about"; used for the canonical URL. */
  path: string
  image?: string
}

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).href
}

/** Everything a route's head() returns: title, description, canonical, Open Graph and Twitter. */
export function pageHead({ title, description, path, image = defaultShareImage }: PageMeta) {
  const fullTitle = title === organisation.name ? title : `${title} | ${organisation.name}`
  const url = absoluteUrl(path)
  const imageUrl = absoluteUrl(image)
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: organisation.name },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: [{ rel: 'canonical', href: url }],
  }
}
