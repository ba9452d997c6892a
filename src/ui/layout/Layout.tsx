import type { ReactElement, ReactNode } from 'react'
import { Footer } from './Footer'
import { Header } from './Header'
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
        Skip to content
      </a>
      <TopBar />
      <Header cartBadge={cartBadge} />
      {notices}
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  )
}
