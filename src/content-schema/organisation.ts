import { type ContentRule, required } from './rule.ts'

const localized = (name: string, title: string, description: string, type = 'localeString') => ({
  name,
  title,
  description,
  type,
  validation: required(title),
})

const text = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'string',
  validation: required(title),
})

const link = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'url',
  validation: (rule: ContentRule) =>
    rule
      .required()
      .uri({ scheme: ['https'] })
      .error(`${title}: a full https:// address`),
})

const count = (name: string, title: string, description: string) => ({
  name,
  title,
  description,
  type: 'number',
  validation: (rule: ContentRule) =>
    rule.required().integer().min(0).error(`${title}: a whole number, 0 or more`),
})

/**
 * The collective's own facts, one document for the whole site (header, footer, contact page,
 * donation page, search-engine data). Change a fact here and every page shows the new one.
 */
export const organisation = {
  name: 'organisation',
  title: 'The collective',
  type: 'document',
  fields: [
    text('name', 'Name', 'The full name, as registered.'),
    text('shortName', 'Short name', 'Used where space is tight, such as the phone home screen.'),
    localized('tagline', 'Tagline', 'One sentence that says what the collective does.'),
    localized(
      'description',
      'Description',
      'Two sentences for search engines and link previews.',
      'localeText',
    ),
    {
      name: 'address',
      title: 'Address',
      description: 'Where the collective is; shown on every page and used for maps.',
      type: 'object',
      validation: required('Address'),
      fields: [
        text('street', 'Street', 'Number and street, e.g. 214 Orchard Lane.'),
        text('locality', 'City', 'e.g. Riverside.'),
        text('region', 'State', 'Two letters, e.g. CA.'),
        text('postalCode', 'ZIP code', 'e.g. 92501.'),
        text('country', 'Country', 'Two letters, e.g. US.'),
      ],
    },
    text('phone', 'Phone', 'As people dial it, e.g. +1 (951) 555-0147.'),
    {
      name: 'email',
      title: 'E-mail',
      description: 'The address visitors write to.',
      type: 'string',
      validation: (rule: ContentRule) => rule.required().email().error('E-mail: a full address'),
    },
    localized('taxStatus', 'Tax status', 'The sentence about the nonprofit registration.'),
    text('taxId', 'Tax registration', 'e.g. EIN 88-1234567.'),
    localized(
      'meetingTime',
      'When volunteers meet',
      'The weekly packing session as people say it, e.g. "every Sunday at 3pm".',
    ),
    count('foundedYear', 'Year founded', 'e.g. 2019.'),
    count('volunteers', 'Regular volunteers', 'Counted at the start of the year.'),
    count('householdsEachSunday', 'Households each Sunday', 'Households that get a box.'),
    text('founder', 'Founder', 'Full name.'),
    {
      name: 'meals',
      title: 'Meals from food and money',
      description:
        'How pounds of food and dollars become meals, shown on the Impact and Donate pages with the source named. Change the source with the numbers.',
      type: 'object',
      validation: required('Meals from food and money'),
      fields: [
        {
          name: 'poundsPerMeal',
          title: 'Pounds of food per meal',
          description: 'e.g. 1.2.',
          type: 'number',
          validation: (rule: ContentRule) =>
            rule.required().min(0.1).error('Pounds per meal: a number above 0'),
        },
        count('mealsPerDollar', 'Meals per dollar', 'e.g. 10.'),
        text('source', 'Source', 'Who publishes these numbers, e.g. Feeding America.'),
        link('sourceUrl', 'Source address', 'The page where the source publishes them.'),
      ],
    },
    {
      name: 'social',
      title: 'Social media',
      description: 'Only networks listed here are shown; leave one out rather than link nowhere.',
      type: 'array',
      of: [
        {
          name: 'socialLink',
          title: 'Social link',
          type: 'object',
          fields: [
            {
              name: 'network',
              title: 'Network',
              type: 'string',
              options: { list: ['Facebook', 'Instagram', 'X', 'LinkedIn', 'Pinterest'] },
              validation: required('Network'),
            },
            link('url', 'Address', 'The collective’s page on that network.'),
          ],
        },
      ],
    },
    link(
      'spanishDonateUrl',
      'Spanish donation page',
      'Shown under the donation form as the fallback link.',
    ),
    link('mapEmbedUrl', 'Map to embed', 'An OpenStreetMap "embed" address of the hall.'),
    link('mapLinkUrl', 'Map link', 'An OpenStreetMap address that opens the map at the hall.'),
  ],
  preview: { select: { title: 'name' } },
}
