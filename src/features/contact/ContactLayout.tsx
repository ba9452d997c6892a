import type { ReactElement, ReactNode } from 'react'
import { organisation } from '../../content/organisation'
import { ContactMap } from './ContactMap'
import './contact.css'

/**
 * The form and the map side by side. The form is supplied by the caller (the contact form
 * belongs to its own feature work); until it is, a clearly marked placeholder holds its place.
 */
export function ContactLayout({ form }: { form?: ReactNode }): ReactElement {
  return (
    <section className="section section--cream" aria-label="Write to us">
      <div className="container contact-layout">
        <div className="contact-layout__form">{form ?? <FormPlaceholder />}</div>
        <ContactMap />
      </div>
    </section>
  )
}

function FormPlaceholder(): ReactElement {
  return (
    <div className="contact-form-slot" data-placeholder="contact-form">
      <h2>Send us a message</h2>
      <p>
        The message form is on its way. Until then, write to{' '}
        <a href={`mailto:${organisation.email}`}>{organisation.email}</a> and we will answer within
        a few days.
      </p>
    </div>
  )
}
