import { LOCALES, localizePath } from './locales'

/**
 * The hreflang alternates of one page, the same on both twins: each language's address and
 * x-default (the English page, for any other language). `absolute` makes a path a full URL.
 */
export function hreflangLinks(
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
