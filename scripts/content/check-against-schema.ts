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

type Constraint =
  | { kind: 'required' | 'integer' | 'email' }
  | { kind: 'uri'; schemes: readonly string[] }
  | { kind: 'min' | 'max'; limit: number }
  | { kind: 'regex'; pattern: RegExp; name: string | undefined }

/**
 * A field's own validation, run on a rule that records what it asks for: the Studio runs the same
 * function on Sanity's Rule, so the build holds the content to the one rule set, with the same
 * message the editor sees there (`error()`), or Sanity's wording when there is none.
 */
function rulesOf(field: SchemaField): { constraints: Constraint[]; message?: string } {
  const constraints: Constraint[] = []
  let message: string | undefined
  const add = (constraint: Constraint) => {
    constraints.push(constraint)
    return rule
  }
  const rule: ContentRule = {
    required: () => add({ kind: 'required' }),
    min: (limit) => add({ kind: 'min', limit }),
    max: (limit) => add({ kind: 'max', limit }),
    integer: () => add({ kind: 'integer' }),
    regex: (pattern, options) => add({ kind: 'regex', pattern, name: options?.name }),
    uri: (options) => add({ kind: 'uri', schemes: options?.scheme ?? ['http', 'https'] }),
    email: () => add({ kind: 'email' }),
    error: (text) => {
      message = text
      return rule
    },
  }
  field.validation?.(rule)
  return message === undefined ? { constraints } : { constraints, message }
}

const isMissing = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

const sizeOf = (value: unknown): number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' || Array.isArray(value)
      ? value.length
      : undefined

const isAddress = (value: string, schemes: readonly string[]) => {
  try {
    return schemes.includes(new URL(value).protocol.slice(0, -1))
  } catch {
    return false
  }
}

/** Sanity's own message for a constraint a field states without `error()`. */
function sanityMessage(constraint: Constraint, value: unknown): string {
  const unit = typeof value === 'string' ? ' characters' : Array.isArray(value) ? ' items' : ''
  switch (constraint.kind) {
    case 'required':
      return 'Required'
    case 'min':
      return `Must be at least ${constraint.limit}${unit}`
    case 'max':
      return `Must be at most ${constraint.limit}${unit}`
    case 'integer':
      return 'Must be an integer'
    case 'regex':
      return `Does not match the ${constraint.name ?? String(constraint.pattern)} pattern`
    case 'uri':
      return 'Not a valid URL'
    case 'email':
      return 'Must be a valid email address'
  }
}

/** The first constraint a value breaks, as its message; undefined when it keeps them all. */
function broken(field: SchemaField, value: unknown): string | undefined {
  const { constraints, message } = rulesOf(field)
  const fails = (constraint: Constraint): boolean => {
    const size = sizeOf(value)
    switch (constraint.kind) {
      case 'required':
        return isMissing(value)
      case 'min':
        return size !== undefined && size < constraint.limit
      case 'max':
        return size !== undefined && size > constraint.limit
      case 'integer':
        return typeof value === 'number' && !Number.isInteger(value)
      case 'regex':
        return typeof value === 'string' && !constraint.pattern.test(value)
      case 'uri':
        return typeof value === 'string' && !isAddress(value, constraint.schemes)
      case 'email':
        return typeof value === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
    }
  }
  // An empty optional field has nothing else to keep.
  const applying = isMissing(value)
    ? constraints.filter((constraint) => constraint.kind === 'required')
    : constraints
  const first = applying.find(fails)
  return first && (message ?? sanityMessage(first, value))
}

const DATE = /^\d{4}-\d{2}-\d{2}$/
/** A slug becomes a page's address: one path segment. */
const SLUG = /^[\w-]+$/
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A document against the schema modules, as the Studio would hold it: each field's own rules
 * kept, every value of its field's type, and (`unknownFields`) no field the schema does not know,
 * which the Studio only warns about. Returns the problems, each as `<field path>: <message>`.
 */
export function checkAgainstSchema(
  document: Record<string, unknown>,
  types: readonly SchemaField[],
  { unknownFields = true } = {},
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
      if (unknownFields && !key.startsWith('_') && !known.has(key))
        problems.push(`${path}${key}: is not in the schema`)
    }
    for (const field of fields) check(value[field.name ?? ''], field, `${path}${field.name}`)
  }

  const check = (value: unknown, field: SchemaField, path: string): void => {
    const problem = broken(field, value)
    if (problem) return void problems.push(`${path}: ${problem}`)
    if (isMissing(value)) return
    const list = field.options?.list?.map((item) => (isObject(item) ? item.value : item))
    if (list && !list.includes(value as string | number))
      problems.push(`${path}: is not one of ${list.join(' / ')}`)
    const wrong = (what: string) => problems.push(`${path}: should be ${what}`)
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
        if (!isObject(value) || typeof value.current !== 'string') return void wrong('a slug')
        if (!SLUG.test(value.current)) wrong('letters, digits and dashes only')
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
        if (!type) return void problems.push(`${path}: has the unknown type ${field.type}`)
        check(value, { ...type, validation: undefined }, path)
      }
    }
  }

  checkFields(document, documentType.fields ?? [], '')
  return problems
}
