import { array, object, string } from 'yup'

/** Paragraphs in each language (src/content-schema/locale-types.ts): English required. */
export const localeParagraphs = () =>
  object({
    en: array(string().required()).required('is missing').min(1, 'is empty'),
    es: array(string().required()).nullable().optional(),
  }).required('is missing')
