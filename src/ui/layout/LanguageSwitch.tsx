import { useHydrated, useRouterState } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { rememberLanguage } from '../../lib/i18n/language-choice'
import { LOCALE_NAME, localizePath, otherLocale } from '../../lib/i18n/locales'
import { activeLocale, t } from '../../lib/i18n/translate'

/**
 * "Español" / "English": the same page in the other language. A plain link, loaded as a document
 * of its own, since a page's language is fixed for its life (it loads its own messages); it
 * works before hydration and without JavaScript. Following it remembers the choice.
 */
export function LanguageSwitch(): ReactElement {
  // The router's location is language-neutral (/get-help for /es/get-help too).
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({
      pathname: state.location.pathname,
      searchStr: state.location.searchStr,
    }),
  })
  // The query (/blog?page=2) joins after hydration: the prerendered page, served for every query,
  // was rendered without one, and React must first find the link as it was written.
  const search = useHydrated() ? searchStr : ''
  const target = otherLocale(activeLocale())
  return (
    <a
      className="language-switch"
      href={`${localizePath(pathname, target)}${search}`}
      hrefLang={target}
      lang={target}
      title={t('language.switchTo', { language: LOCALE_NAME[target] })}
      onClick={() => rememberLanguage(target)}
    >
      {LOCALE_NAME[target]}
    </a>
  )
}
