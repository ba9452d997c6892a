import {
  type ContentRule,
  required,
  requiredLine,
  requiredParagraph,
  requiredString,
  wholeNumber,
} from './rule.ts'

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

/**
 * The collective's own facts, one document for the whole site (header, footer, contact page,
 * donation page, search-engine data). Change a fact here and every page shows the new one.
 */
export const organisation = {
  name: 'organisation',
  title: 'The collective',
  type: 'document',
  fields: [
    requiredString('name', 'Name', 'The full name, as registered.'),
    requiredString(
      'shortName',
      'Short name',
      'Used where space is tight, such as the phone home screen.',
    ),
    requiredLine('tagline', 'Tagline', 'One sentence that says what the collective does.'),
    requiredParagraph(
      'description',
      'Description',
      'Two sentences for search engines and link previews.',
    ),
    {
      name: 'address',
      title: 'Address',
      description: 'Where the collective is; shown on every page and used for maps.',
      type: 'object',
      validation: required('Address'),
      fields: [
        requiredString('street', 'Street', 'Number and street, e.g. 214 Orchard Lane.'),
        requiredString('locality', 'City', 'e.g. Riverside.'),
        requiredString('region', 'State', 'Two letters, e.g. CA.'),
        requiredString('postalCode', 'ZIP code', 'e.g. 92501.'),
        requiredString('country', 'Country', 'Two letters, e.g. US.'),
      ],
    },
    requiredString('phone', 'Phone', 'As people dial it, e.g. +1 (951) 555-0147.'),
    {
      name: 'email',
      title: 'E-mail',
      description: 'The address visitors write to.',
      type: 'string',
      validation: (rule: ContentRule) => rule.required().email().error('E-mail: a full address'),
    },
    requiredLine('taxStatus', 'Tax status', 'The sentence about the nonprofit registration.'),
    requiredString('taxId', 'Tax registration', 'e.g. EIN 88-1234567.'),
    requiredLine(
      'meetingTime',
      'When volunteers meet',
      'The weekly packing session as people say it, e.g. "every Sunday at 3pm".',
    ),
    wholeNumber('foundedYear', 'Year founded', 'e.g. 2019.'),
    wholeNumber('volunteers', 'Regular volunteers', 'Counted at the start of the year.'),
    wholeNumber('householdsEachSunday', 'Households each Sunday', 'Households that get a box.'),
    requiredString('founder', 'Founder', 'Full name.'),
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
        wholeNumber('mealsPerDollar', 'Meals per dollar', 'e.g. 10.'),
        requiredString('source', 'Source', 'Who publishes these numbers, e.g. Feeding America.'),
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
              ...requiredString('network', 'Network'),
              options: { list: ['Facebook', 'Instagram', 'X', 'LinkedIn', 'Pinterest'] },
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
