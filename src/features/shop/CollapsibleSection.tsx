import type { ReactElement, ReactNode } from 'react'

interface Props {
  id: string
  title: string
  open: boolean
  onOpen: () => void
  children: ReactNode
}

/**
 * One section of the checkout accordion. Exactly one is open at a time, so the open section's
 * header cannot close it (aria-disabled, as WAI-ARIA's accordion pattern advises); its content
 * stays mounted while hidden, so typed details survive switching sections.
 */
export function CollapsibleSection({ id, title, open, onOpen, children }: Props): ReactElement {
  const headerId = `${id}-header`
  const panelId = `${id}-panel`
  return (
    <div className={`collapsible card${open ? ' collapsible--open' : ''}`}>
      <h2 className="collapsible__heading">
        <button
          id={headerId}
          type="button"
          className="collapsible__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-disabled={open || undefined}
          onClick={() => {
            if (!open) onOpen()
          }}
        >
          <span>{title}</span>
          <span className="collapsible__chevron" aria-hidden="true" />
        </button>
      </h2>
      <section
        id={panelId}
        aria-labelledby={headerId}
        className="collapsible__panel"
        hidden={!open}
      >
        {children}
      </section>
    </div>
  )
}
