import { createFileRoute } from '@tanstack/react-router'
import { ContactForm } from '../features/contact/ContactForm'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/contact')({
  head: () =>
    pageHead({
      title: 'Contact Us',
      description: 'Write to the collective, call us, or visit a Sunday 3pm packing session.',
      path: '/contact',
    }),
  component: ContactUsPage,
})

function ContactUsPage() {
  return (
    <>
      <PageTitle title="Contact Us" />
      <section className="section">
        <div className="container">
          <p>Write to the collective, call us, or visit a Sunday 3pm packing session.</p>
          <ContactForm />
        </div>
      </section>
    </>
  )
}
