import { Link } from '@tanstack/react-router'
import { type ReactElement, useRef } from 'react'
import { mainNav } from '../../content/navigation'
import { t } from '../../lib/i18n/translate'
import { CloseIcon } from '../icons'
import { useFocusTrap } from '../use-focus-trap'

interface MobileMenuProps {
  open: boolean
  onClose: () => void
}

/** Slide-in panel; a modal while open (focus trapped, Escape closes, focus returns to the toggle). */
export function MobileMenu({ open, onClose }: MobileMenuProps): ReactElement {
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, open, onClose)

  return (
    <div className={`mobile-menu${open ? ' mobile-menu--open' : ''}`} hidden={!open}>
      <button
        type="button"
        className="mobile-menu__backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        ref={panelRef}
        id="mobile-menu"
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.menu.label')}
        tabIndex={-1}
      >
        <button type="button" className="mobile-menu__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">{t('layout.menu.close')}</span>
        </button>
        <nav aria-label={t('layout.menu.nav')}>
          <ul>
            {mainNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={onClose} activeProps={{ 'aria-current': 'page' }}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/donate" className="btn btn--accent" onClick={onClose}>
          {t('layout.donateNow')}
        </Link>
      </div>
    </div>
  )
}
