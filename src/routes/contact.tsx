import { createFileRoute } from '@tanstack/react-router'
import { ContactDetails } from '../features/contact/ContactDetails'
import { ContactForm } from '../features/contact/ContactForm'
import { ContactLayout } from '../features/contact/ContactLayout'
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
      <ContactDetails />
      <ContactLayout form={<ContactForm />} />
    </>
  )
}
