import { createFileRoute } from '@tanstack/react-router'
import { ContactDetails } from '../features/contact/ContactDetails'
import { ContactForm } from '../features/contact/ContactForm'
import { ContactLayout } from '../features/contact/ContactLayout'
import { parseSubjectParam } from '../features/contact/contact-schema'
import { pageHead } from '../lib/seo'
import { PageTitle } from '../ui/PageTitle'

export const Route = createFileRoute('/contact')({
  // Links may fill in the subject, e.g. "Is something here wrong?" on the Get help page.
  validateSearch: (search: Record<string, unknown>): { subject?: string } => {
    const subject = parseSubjectParam(search.subject)
    return subject ? { subject } : {}
  },
  head: () =>
    pageHead({
      title: 'Contact Us',
      description: 'Write to the collective, call us, or visit a Sunday 3pm packing session.',
      path: '/contact',
    }),
  component: ContactUsPage,
})

function ContactUsPage() {
  const { subject } = Route.useSearch()
  return (
    <>
      <PageTitle title="Contact Us" />
      <ContactDetails />
      <ContactLayout form={<ContactForm initialSubject={subject} />} />
    </>
  )
}
