import { organisation } from 'virtual:content/organisation'
import { config } from './client-config'
import { INTL_LOCALE, LOCALES, localizePath } from './i18n/locales'
import { activeHeroSlides, activeLocale, hasMessage, t } from './i18n/translate'

/** The public origin used for canonical and Open Graph URLs (validated at build start). */
export const siteUrl: string = config.VITE_PUBLIC_URL.replace(/\/$/, '')

const defaultShareImage = '/images/share-card.png'

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

/** A page's title as the browser tab and search results show it. */
export function documentTitle(title: string): string {
  return title === organisation.name ? title : `${title} | ${organisation.name}`
}

/**
 * A page's title or description in the active language: a Spanish page takes its words from the
 * catalog's `page.<path>.*` entry where there is one; English pages use their route's own text.
 */
function localized(path: string, field: 'title' | 'description', english: string): string {
  if (activeLocale() === 'en') return english
  const key = `page.${path}.${field}`
  return hasMessage(key) ? t(key) : english
}

/**
 * The hreflang alternates of one page, the same on both twins: each language's address and
 * x-default (the English page, for any other language). `absolute` makes a path a full URL.
 */
function hreflangLinks(
  neutralPath: string,
  absolute: (path: string) => string,
): { rel: 'alternate'; hrefLang: string; href: string }[] {
  return [
    ...LOCALES.map((locale) => ({
      rel: 'alternate' as const,
      hrefLang: locale,
      href: absolute(localizePath(neutralPath, locale)),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: absolute(localizePath(neutralPath, 'en')) },
  ]
}

/**
 * Everything a route's head() returns: title, description, canonical, Open Graph and Twitter, and
 * the hreflang links to the page's twin in the other language. `path` is the page's
 * language-neutral path (the route's own, "/get-help"); the active language adds its prefix.
 */
export function pageHead(meta: PageMeta) {
  const { path, image = defaultShareImage } = meta
  const title = localized(path, 'title', meta.title)
  const description = localized(path, 'description', meta.description)
  const fullTitle = documentTitle(title)
  const url = absoluteUrl(localizePath(path, activeLocale()))
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
      { property: 'og:locale', content: INTL_LOCALE[activeLocale()].replace('-', '_') },
      { property: 'og:image', content: imageUrl },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: [{ rel: 'canonical', href: url }, ...hreflangLinks(path, absoluteUrl)],
  }
}

/** Head tags for the not-found page: its own title, and kept out of search results. */
export function notFoundHead() {
  const head = pageHead({
    title: t('status.notFound.title'),
    description: t('status.notFound.text'),
    path: '/404',
  })
  return {
    ...head,
    // No alternates: the page is kept out of search results in both languages.
    links: head.links.filter((link) => link.rel === 'canonical'),
    meta: [...head.meta, { name: 'robots', content: 'noindex' }],
  }
}

/** The collective's address as schema.org writes one (its own description and Get help's). */
export function postalAddressJsonLd() {
  const a = organisation.address
  return {
    '@type': 'PostalAddress',
    streetAddress: a.street,
    addressLocality: a.locality,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  }
}

/** schema.org description of the collective, for search engines (home page only). */
function organisationJsonLd(): string {
  return JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'NGO',
    name: organisation.name,
    description: organisation.description,
    url: `${siteUrl}/`,
    logo: absoluteUrl('/icons/icon-512.png'),
    email: organisation.email,
    telephone: organisation.phone,
    foundingDate: String(organisation.foundedYear),
    address: postalAddressJsonLd(),
    sameAs: organisation.social.map((s) => s.url),
  })
}

/**
 * The home routes' head: page meta, the organisation's JSON-LD, and a preload of the first hero
 * image, the page's largest paint, so the browser fetches it before it has laid out the page.
 */
export function homeHead(path: string) {
  const head = pageHead({
    // What the site is, in the page's language, then the name: "… | Harvest Share Collective".
    title: t('page./.title'),
    // The home variants (/home, /home-2, /home-3) share the home page's words.
    description: activeLocale() === 'en' ? organisation.description : t('page./.description'),
    path,
  })
  const hero = activeHeroSlides()[0].image
  return {
    ...head,
    links: [
      ...head.links,
      { rel: 'preload', as: 'image', href: hero.src, fetchPriority: 'high' as const },
    ],
    scripts: [{ type: 'application/ld+json', children: organisationJsonLd() }],
  }
}
