import type { ContentRule } from '../../src/content-schema/rule.ts'

/** The part of a schema module's field the check reads. */
export interface SchemaField {
  name?: string
  type: string
  fields?: readonly SchemaField[]
  of?: readonly SchemaField[]
  options?: { list?: readonly (string | number | { value: string | number })[] }
  validation?: (rule: ContentRule) => unknown
}

/** Whether a field's validation calls `required()`, read by running it on a recording rule. */
export function isRequired(field: SchemaField): boolean {
  let required = false
  const rule: ContentRule = {
    required: () => {
      required = true
      return rule
    },
    min: () => rule,
    max: () => rule,
    integer: () => rule,
    regex: () => rule,
    uri: () => rule,
    email: () => rule,
    error: () => rule,
  }
  field.validation?.(rule)
  return required
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A document against the schema modules, as the Studio would hold it: every required field
 * filled, every value of its field's type, no field the schema does not know. Returns the
 * problems, each naming the field's path.
 */
export function checkAgainstSchema(
  document: Record<string, unknown>,
  types: readonly SchemaField[],
): string[] {
  const named = new Map(types.map((type) => [type.name, type]))
  const problems: string[] = []
  const documentType = named.get(String(document._type))
  if (documentType?.type !== 'document')
    return [`_type "${String(document._type)}" is no document type`]

  const checkFields = (
    value: Record<string, unknown>,
    fields: readonly SchemaField[],
    path: string,
  ) => {
    const known = new Set(fields.map((field) => field.name))
    for (const key of Object.keys(value)) {
      if (!key.startsWith('_') && !known.has(key))
        problems.push(`${path}${key} is not in the schema`)
    }
    for (const field of fields) check(value[field.name ?? ''], field, `${path}${field.name}`)
  }

  const check = (value: unknown, field: SchemaField, path: string): void => {
    if (value === undefined || value === null || value === '') {
      if (isRequired(field)) problems.push(`${path} is required`)
      return
    }
    const list = field.options?.list?.map((item) => (isObject(item) ? item.value : item))
    if (list && !list.includes(value as string | number))
      problems.push(`${path} is not one of the list`)
    const wrong = (what: string) => problems.push(`${path} should be ${what}`)
    switch (field.type) {
      case 'string':
      case 'text':
      case 'url':
        if (typeof value !== 'string') wrong('text')
        return
      case 'date':
        if (typeof value !== 'string' || !DATE.test(value)) wrong('a date')
        return
      case 'number':
        if (typeof value !== 'number') wrong('a number')
        return
      case 'boolean':
        if (typeof value !== 'boolean') wrong('true or false')
        return
      case 'slug':
        if (!isObject(value) || typeof value.current !== 'string') wrong('a slug')
        return
      case 'geopoint':
        if (!isObject(value) || typeof value.lat !== 'number' || typeof value.lng !== 'number') {
          wrong('a map point')
        }
        return
      case 'image':
        if (!isObject(value)) return void wrong('an image')
        if (typeof value._sanityAsset !== 'string' && !isObject(value.asset)) wrong('an image file')
        checkFields(value, field.fields ?? [], `${path}.`)
        return
      case 'array':
        if (!Array.isArray(value)) return void wrong('a list')
        value.forEach((item, index) => {
          const itemType = field.of?.[0]
          if (itemType) check(item, itemType, `${path}[${index}]`)
        })
        return
      case 'object':
        if (!isObject(value)) return void wrong('an object')
        checkFields(value, field.fields ?? [], `${path}.`)
        return
      case 'reference':
        if (!isObject(value) || typeof value._ref !== 'string') wrong('a reference')
        return
      case 'block':
        if (!isObject(value) || !Array.isArray(value.children)) wrong('a block of text')
        return
      default: {
        const type = named.get(field.type)
        if (!type) return void problems.push(`${path} has the unknown type ${field.type}`)
        check(value, { ...type, validation: undefined }, path)
      }
    }
  }

  checkFields(document, documentType.fields ?? [], '')
  return problems
}
