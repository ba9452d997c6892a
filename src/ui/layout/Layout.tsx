import type { ReactElement, ReactNode } from 'react'
import { t } from '../../lib/i18n/translate'
import { Footer } from './Footer'
import { Header } from './Header'
import { LanguageOffer } from './LanguageOffer'
import { TopBar } from './TopBar'
import './layout.css'

interface LayoutProps {
  children: ReactNode
  cartBadge?: ReactNode
  /** Page-wide notices (offline banner, install prompt) supplied by features. */
  notices?: ReactNode
}

export function Layout({ children, cartBadge, notices }: LayoutProps): ReactElement {
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('layout.skipToContent')}
      </a>
      <TopBar />
      <Header cartBadge={cartBadge} />
      <LanguageOffer />
      {notices}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
