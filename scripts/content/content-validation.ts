import {
  type AnyObject,
  array,
  type InferType,
  number,
  type ObjectSchema,
  object,
  string,
  ValidationError,
} from 'yup'

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
export const DATE = /^\d{4}-\d{2}-\d{2}$/

export const text = () => string().trim().required('is missing')
export const localeString = () =>
  object({ en: text(), es: string().trim().optional() }).required('is missing')
export const localeLines = () => array(localeString()).required('is missing').min(1, 'is empty')

/**
 * The file of an image field: uploaded (its asset), or in the sample dataset the `_sanityAsset`
 * file `sanity dataset import` would upload. An uploaded image has no sample file, and GROQ
 * projects a missing field as null.
 */
export const imageFile = {
  _sanityAsset: string().nullable().optional(),
  asset: object({
    url: text(),
    extension: text(),
    width: number().required('is missing'),
    height: number().required('is missing'),
  })
    .nullable()
    .default(null),
}

/** Whether an image field (when there is one) has a file, uploaded or in the sample dataset. */
export const hasFile = (
  value: { _sanityAsset?: string | null; asset?: unknown } | null | undefined,
) => !value || Boolean(value._sanityAsset || value.asset)

/** A weekly rule: weekday (0 is Sunday), start time, length, time zone. */
export const weeklyRule = () =>
  object({
    weekday: number().integer().min(0).max(6).required('is missing'),
    time: text().matches(TIME, 'is not a time like 15:00'),
    durationMinutes: number().integer().positive().required('is missing'),
    timeZone: text(),
  }).required('is missing')

/** A point on the map. */
export const mapPoint = () =>
  object({
    lat: number().required('is missing'),
    lng: number().required('is missing'),
  }).required('is missing')

export const image = object({ alt: localeString(), ...imageFile }).test(
  'file',
  'has no uploaded file',
  (value) => Boolean(value) && hasFile(value),
)

export const organisationDocument = object({
  _id: text(),
  name: text(),
  shortName: text(),
  tagline: localeString(),
  description: localeString(),
  address: object({
    street: text(),
    locality: text(),
    region: text(),
    postalCode: text(),
    country: text(),
  }).required('is missing'),
  phone: text(),
  email: string().trim().email('is not an e-mail address').required('is missing'),
  taxStatus: localeString(),
  taxId: text(),
  meetingTime: localeString(),
  foundedYear: number().integer().required('is missing'),
  volunteers: number().integer().min(0).required('is missing'),
  householdsEachSunday: number().integer().min(0).required('is missing'),
  founder: text(),
  meals: object({
    poundsPerMeal: number().positive('must be above 0').required('is missing'),
    mealsPerDollar: number().positive('must be above 0').required('is missing'),
    source: text(),
    sourceUrl: text().url('is not an address'),
  }).required('is missing'),
  social: array(
    object({
      network: string()
        .oneOf(
          ['Facebook', 'Instagram', 'X', 'LinkedIn', 'Pinterest'] as const,
          'is not a known network',
        )
        .required('is missing'),
      url: text().url('is not an address'),
    }),
  )
    .nullable()
    .default([])
    .transform((value) => value ?? []),
  spanishDonateUrl: text().url('is not an address'),
  mapEmbedUrl: text().url('is not an address'),
  mapLinkUrl: text().url('is not an address'),
})

export const foodHelpDocument = object({
  _id: text(),
  schedule: weeklyRule(),
  scheduleText: localeString(),
  placeText: localeString(),
  location: mapPoint(),
  gettingThere: localeLines(),
  whoCanCome: localeLines(),
  whatToBring: localeString(),
  boxContents: localeLines(),
  dietaryNeeds: localeString(),
  otherHelp: array(object({ name: localeString(), what: localeString(), phone: text() }))
    .required('is missing')
    .min(1, 'is empty'),
})

export const eventDocument = object({
  _id: text(),
  slug: text().matches(/^[\w-]+$/, 'may hold only letters, digits and dashes'),
  title: localeString(),
  date: text().matches(DATE, 'is not a date'),
  startTime: text().matches(TIME, 'is not a time like 15:00'),
  endTime: text().matches(TIME, 'is not a time like 15:00'),
  location: localeString(),
  address: text(),
  image,
  summary: localeString(),
  body: object({
    en: array(string().required()).required('is missing').min(1, 'is empty'),
    es: array(string().required()).nullable().optional(),
  }).required('is missing'),
})

export type OrganisationDocument = InferType<typeof organisationDocument>
export type FoodHelpDocument = InferType<typeof foodHelpDocument>
export type EventDocument = InferType<typeof eventDocument>

/** Content the build cannot use, with the document and field named for the editor. */
export class ContentError extends Error {
  override name = 'ContentError'
}

/**
 * Every answer of a query, checked against its schema; the first problem fails the build with a
 * message naming the document type, its id and the field, never a page showing "undefined".
 */
export function validateDocuments<T extends AnyObject>(
  type: string,
  schema: ObjectSchema<T>,
  answer: unknown,
): T[] {
  if (!Array.isArray(answer))
    throw new ContentError(`Content: the ${type} query did not answer a list`)
  return answer.map((document: unknown) => {
    const id = (document as { _id?: unknown } | null)?._id
    try {
      return schema.validateSync(document, { abortEarly: true, stripUnknown: true }) as T
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const field = error.path ?? '(document)'
      const message = error.message.startsWith(`${field} `)
        ? error.message
        : `${field} ${error.message}`
      throw new ContentError(`Content: ${type} "${String(id)}": ${message}`)
    }
  })
}

/** The one document of a type edited as a single entry (the collective, the food help). */
export function single<T>(type: string, documents: T[]): T {
  const [first, ...rest] = documents
  if (!first) throw new ContentError(`Content: there is no ${type} document; publish one`)
  if (rest.length > 0)
    throw new ContentError(`Content: there are ${documents.length} ${type} documents; keep one`)
  return first
}
