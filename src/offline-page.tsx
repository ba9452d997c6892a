import { renderToStaticMarkup } from 'react-dom/server'
import { type Locale, localizePath } from './lib/i18n/locales'
import { catalogFile, pageCatalog } from './lib/i18n/page-catalog'
import { activateLocale, t } from './lib/i18n/translate'
import { SAVED_PAGES_SLOT } from './lib/offline-page'
import { documentTitle } from './lib/seo'

/**
 * The offline page of one language (src/lib/offline-page.ts) as a whole document: the site's
 * stylesheet and icon (`head`, taken from a rendered page), no scripts, since nothing on it needs
 * the app, and a slot for the list of saved pages.
 */
export function renderOfflinePage(locale: Locale, head: string): string {
  activateLocale(locale, pageCatalog(locale), catalogFile(locale).path)
  const title = documentTitle(t('status.offline.title'))
  const body = renderToStaticMarkup(
    <main id="main-content" className="status-page" aria-labelledby="offline-title">
      <div className="container status-page__inner">
        <h1 id="offline-title">{t('status.offline.heading')}</h1>
        <p>{t('status.offline.text')}</p>
        <a href={localizePath('/', locale)} className="btn btn--primary">
          {t('status.backHome')}
        </a>
        <h2 className="saved-pages__heading">{t('status.offline.saved')}</h2>
        <ul className="saved-pages">{SAVED_PAGES_SLOT}</ul>
      </div>
    </main>,
  )
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/><title>${escapeText(title)}</title><meta name="robots" content="noindex"/>${head}</head><body>${body.replace(escapeText(SAVED_PAGES_SLOT), SAVED_PAGES_SLOT)}</body></html>`
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
