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

/** One constraint a rule recorded: whether a value breaks it, and Sanity's own words for that. */
interface Constraint {
  fails(value: unknown): boolean
  says(value: unknown): string
  required?: true
}

/** One chain of rules (`rule.required().min(0).error(...)`): its constraints and its message. */
interface Chain {
  constraints: readonly Constraint[]
  message?: string
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

const unitOf = (value: unknown) =>
  typeof value === 'string' ? ' characters' : Array.isArray(value) ? ' items' : ''

const isAddress = (value: string, schemes: readonly string[]) => {
  try {
    return schemes.includes(new URL(value).protocol.slice(0, -1))
  } catch {
    return false
  }
}

const text = (test: (value: string) => boolean) => (value: unknown) =>
  typeof value === 'string' && !test(value)

/**
 * A field's own validation, run on a rule that records what it asks for: the Studio runs the same
 * function on Sanity's Rule, so the build holds the content to the one rule set, with the same
 * message the editor sees there (`error()`), or Sanity's wording when there is none. As Sanity's,
 * each call returns a new rule, so a validation may return several chains, each with its message;
 * a `custom` rule is given the whole document, for rules between its fields.
 */
function chainsOf(field: SchemaField, document: Record<string, unknown>): Chain[] {
  const ruleOf = (chain: Chain): ContentRule & { chain: Chain } => {
    const add = (constraint: Constraint) =>
      ruleOf({ ...chain, constraints: [...chain.constraints, constraint] })
    return {
      chain,
      required: () => add({ fails: isMissing, says: () => 'Required', required: true }),
      min: (limit) =>
        add({
          fails: (value) => (sizeOf(value) ?? limit) < limit,
          says: (value) => `Must be at least ${limit}${unitOf(value)}`,
        }),
      max: (limit) =>
        add({
          fails: (value) => (sizeOf(value) ?? limit) > limit,
          says: (value) => `Must be at most ${limit}${unitOf(value)}`,
        }),
      integer: () =>
        add({
          fails: (value) => typeof value === 'number' && !Number.isInteger(value),
          says: () => 'Must be an integer',
        }),
      regex: (pattern, options) =>
        add({
          fails: text((value) => pattern.test(value)),
          says: () => `Does not match the ${options?.name ?? String(pattern)} pattern`,
        }),
      uri: (options) =>
        add({
          fails: text((value) => isAddress(value, options?.scheme ?? ['http', 'https'])),
          says: () => 'Not a valid URL',
        }),
      email: () =>
        add({
          fails: text((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)),
          says: () => 'Must be a valid email address',
        }),
      custom: (check) =>
        add({
          fails: (value) => check(value, { document }) !== true,
          says: (value) => String(check(value, { document })),
        }),
      error: (message) => ruleOf({ ...chain, message }),
    }
  }
  const rules = [field.validation?.(ruleOf({ constraints: [] })) ?? []].flat()
  return rules.map((rule) => (rule as { chain: Chain }).chain)
}

/** The first constraint a value breaks, as its message; undefined when it keeps them all. */
function broken(
  field: SchemaField,
  value: unknown,
  document: Record<string, unknown>,
): string | undefined {
  for (const { constraints, message } of chainsOf(field, document)) {
    // An empty optional field has nothing else to keep.
    const applying = isMissing(value) ? constraints.filter((c) => c.required) : constraints
    const first = applying.find((constraint) => constraint.fails(value))
    if (first) return message ?? first.says(value)
  }
  return undefined
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
    const problem = broken(field, value, document)
    if (problem) return void problems.push(`${path}: ${problem}`)
    if (isMissing(value)) return
    const list = field.options?.list?.map((item) => (isObject(item) ? item.value : item))
    // A list of choices (ticked boxes) holds each of its values to the choices.
    const chosen = Array.isArray(value) ? value : [value]
    if (list?.length && chosen.some((item) => !list.includes(item as string | number)))
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
      case 'datetime':
        if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) wrong('a date and time')
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
