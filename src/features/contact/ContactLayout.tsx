import type { ReactElement, ReactNode } from 'react'
import { t } from '../../lib/i18n/translate'
import { ContactMap } from './ContactMap'
import './contact.css'

/** The contact form (passed in by the route) and the map, side by side on wide screens. */
export function ContactLayout({ form }: { form: ReactNode }): ReactElement {
  return (
    <section className="section section--cream" aria-label={t('contact.writeToUs')}>
      <div className="container contact-layout">
        <div className="contact-layout__form">{form}</div>
        <ContactMap />
      </div>
    </section>
  )
}
