import { type ReactElement, type ReactNode, useRef } from 'react'
import { createPortal } from 'react-dom'
import { t } from '../lib/i18n/translate'
import { CloseIcon } from './icons'
import { useFocusTrap } from './use-focus-trap'
import './dialog.css'

interface DialogProps {
  /** The accessible name of the dialog. */
  label: string
  onClose: () => void
  children: ReactNode
  className?: string
}

/**
 * A modal dialog over a dark backdrop. Focus moves in (to the close button) and is trapped;
 * Escape, the close button and a click on the backdrop close it; focus then returns to where it
 * was. Render it only while open, and only after mount (it is portalled into <body>).
 */
export function Dialog({ label, onClose, children, className }: DialogProps): ReactElement {
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, true, onClose)

  return createPortal(
    <div className="dialog">
      {/* A pointer convenience; keyboard and screen-reader users have Escape and the X button. */}
      <button
        type="button"
        className="dialog__backdrop"
        aria-hidden="true"
        tabIndex={-1}
        onClick={onClose}
      />
      <div
        ref={panelRef}
        className={`dialog__panel${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        <button type="button" className="dialog__close" onClick={onClose}>
          <CloseIcon />
          <span className="visually-hidden">{t('ui.close')}</span>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  )
}
