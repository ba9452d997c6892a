import { createFileRoute } from '@tanstack/react-router'
import { ContactDetails } from '../features/contact/ContactDetails'
import { ContactForm } from '../features/contact/ContactForm'
import { ContactLayout } from '../features/contact/ContactLayout'
import { PageTitle } from '../ui/PageTitle'
import { routeHead } from './-shared/page-head'

export const Route = createFileRoute('/contact')({
  head: routeHead(() => ({
    title: 'Contact Us',
    description: 'Write to the collective, call us, or visit a Sunday 3pm packing session.',
  })),
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
