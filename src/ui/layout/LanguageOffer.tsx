import { useRouterState } from '@tanstack/react-router'
import { type ComponentType, lazy, type ReactElement, Suspense, useEffect, useState } from 'react'
import {
  dismissSpanishOffer,
  rememberLanguage,
  shouldOfferSpanish,
} from '../../lib/i18n/language-choice'
import { localizePath } from '../../lib/i18n/locales'
import { activeLocale, t } from '../../lib/i18n/translate'
import type { LanguageOfferPanelProps } from './LanguageOfferPanel'

// Offline before the chunk was cached: the offer is a nicety, go without.
const Panel = lazy<ComponentType<LanguageOfferPanelProps>>(() =>
  import('./LanguageOfferPanel').catch(() => ({ default: () => null })),
)

/**
 * On an English page, a browser that reads Spanish first is offered the Spanish twin in one
 * dismissible line; never a redirect, and gone for good once dismissed or a language is chosen.
 * Decided after hydration (the prerendered page cannot know the browser's languages); the line
 * itself is its own chunk, loaded only when it is offered, so other visitors never download it.
 */
export function LanguageOffer(): ReactElement | null {
  const [offered, setOffered] = useState(false)
  const { pathname, searchStr } = useRouterState({
    select: (state) => ({ pathname: state.location.pathname, searchStr: state.location.searchStr }),
  })
  useEffect(() => {
    setOffered(activeLocale() === 'en' && shouldOfferSpanish(navigator.languages ?? []))
  }, [])
  if (!offered) return null
  return (
    <Suspense fallback={null}>
      <Panel
        href={`${localizePath(pathname, 'es')}${searchStr}`}
        text={t('language.offer')}
        action={t('language.offerAction')}
        dismiss={t('language.offerDismiss')}
        onAccept={() => rememberLanguage('es')}
        onDismiss={() => {
          dismissSpanishOffer()
          setOffered(false)
        }}
      />
    </Suspense>
  )
}
