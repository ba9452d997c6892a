import { required } from './rule.ts'

/**
 * The slug that ends a document's page address, generated from its name (`source`); `address`
 * says whose address it is, as the editor reads it.
 */
export const webAddress = (address: string, source = 'title.en') => ({
  name: 'slug',
  title: 'Web address',
  description: `The last part of ${address}. Press "Generate"; do not change it once shared.`,
  type: 'slug',
  options: { source, maxLength: 80 },
  validation: required('Web address'),
})
