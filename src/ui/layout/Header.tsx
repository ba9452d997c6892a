import { organisation } from 'virtual:content/organisation'
import { Link } from '@tanstack/react-router'
import { type ReactElement, type ReactNode, useCallback, useState } from 'react'
import { mainNav } from '../../content/navigation'
import { t } from '../../lib/i18n/translate'
import { CartIcon, MenuIcon } from '../icons'
import { useScrolledPast } from '../use-scrolled-past'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileMenu } from './MobileMenu'

/** The header turns into a fixed bar once the page is scrolled past 80 px (past the top bar). */
const STICKY_OFFSET = 80

interface HeaderProps {
  /** The live cart count badge, supplied by the shop feature so ui/ stays storage-free. */
  cartBadge?: ReactNode
}

export function Header({ cartBadge }: HeaderProps): ReactElement {
  const fixed = useScrolledPast(STICKY_OFFSET)
  const [menuOpen, setMenuOpen] = useState(false)
  const closeMenu = useCallback(() => setMenuOpen(false), [])

  return (
    // The spacer keeps the content from jumping up when the header leaves the flow.
    <div className="header-slot">
      <header className={`site-header${fixed ? ' site-header--fixed' : ''}`} data-fixed={fixed}>
        <div className="container site-header__inner">
          <Link to="/" className="brand">
            <svg
              className="brand__mark"
              width="36"
              height="36"
              viewBox="0 0 36 36"
              aria-hidden="true"
            >
              <circle cx="18" cy="18" r="18" fill="#1f5f3f" />
              <path d="M18 8c6 3 8 9 4 16-2 3-6 4-8 2-3-3 0-11 4-18z" fill="#f2b134" />
              <path d="M12 26c3-4 6-7 10-9" stroke="#fbf4e8" strokeWidth="2" fill="none" />
            </svg>
            <span className="brand__name">{organisation.shortName}</span>
          </Link>
          <nav aria-label={t('layout.header.mainNav')} className="main-nav">
            <ul>
              {mainNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} activeProps={{ 'aria-current': 'page' }}>
                    {t(item.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="site-header__tools">
            <LanguageSwitch />
            <Link to="/cart" className="cart-link">
              <CartIcon />
              <span className="visually-hidden">{t('page./cart.title')}</span>
              <span className="cart-link__badge" data-testid="cart-badge">
                {cartBadge}
              </span>
            </Link>
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
              <span className="visually-hidden">{t('layout.header.openMenu')}</span>
            </button>
          </div>
        </div>
      </header>
      <MobileMenu open={menuOpen} onClose={closeMenu} />
    </div>
  )
}
