import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import { activeLocale, hasMessage, t } from '../lib/i18n/translate'
import './page-title.css'

interface PageTitleProps {
  title: string
  /** The last breadcrumb; defaults to the title. */
  crumb?: string
  /** `'en'` when a Spanish page shows a content title still in English (langOf). */
  lang?: 'en' | undefined
}

/** The title banner every inner page opens with; it holds the page's one h1. */
export function PageTitle(props: PageTitleProps): ReactElement {
  // On a Spanish page, a page with a catalog title (`page.<path>.title`, the same as its head
  // title) shows it; routes pass their English words, and detail pages their content's title.
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const key = `page.${pathname}.title`
  const translated = activeLocale() !== 'en' && hasMessage(key) ? t(key) : undefined
  const title = translated ?? props.title
  const crumb = translated ?? props.crumb
  const lang = translated ? undefined : props.lang
  return (
    <section className="page-title">
      <div className="container">
        <h1 lang={lang}>{title}</h1>
        <nav aria-label={t('ui.breadcrumb')}>
          <ol className="page-title__crumbs">
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li aria-current="page" lang={lang}>
              {crumb ?? title}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  )
}
