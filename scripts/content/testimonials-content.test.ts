import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../src/content-schema/index.ts'
import { checkAgainstSchema, type SchemaField } from './check-against-schema.ts'
import { loadContent } from './site-content.ts'
import { testimonials } from './testimonials-content.ts'

const voice = (id: string, order: number, role: string, es?: string) => ({
  _id: id,
  _type: 'testimonial',
  quote: { _type: 'localeText', en: `Words of ${id}`, ...(es ? { es } : {}) },
  author: 'Rosa D.',
  role,
  order,
})

describe('testimonials as the build shapes them', () => {
  const documents = [
    voice('testimonial-b', 20, 'Neighbour, now a volunteer'),
    voice('testimonial-a', 10, 'Volunteer', 'Palabras de a'),
  ]

  it('come in the Studio’s order, each role in the page’s language', async () => {
    const { en, es } = (await loadContent({ kind: 'sample', documents }, { testimonials }))
      .testimonials
    expect(en.map((t) => [t.id, t.role])).toEqual([
      ['testimonial-a', 'Volunteer'],
      ['testimonial-b', 'Neighbour, now a volunteer'],
    ])
    expect(es.map((t) => t.role)).toEqual(['Voluntario/a', 'Vecino/a, ahora voluntario/a'])
  })

  it('show the English quote on a Spanish page where the Spanish is missing, marked as English', async () => {
    const { es } = (await loadContent({ kind: 'sample', documents }, { testimonials })).testimonials
    expect(es[0]).toMatchObject({ quote: 'Palabras de a' })
    expect(es[0]?.englishOnly).toBeUndefined()
    expect(es[1]).toMatchObject({ quote: 'Words of testimonial-b', englishOnly: ['quote'] })
  })

  it('refuse a role that is not one of the list, naming the document', async () => {
    const documents = [voice('testimonial-c', 10, 'Donor')]
    expect(checkAgainstSchema(documents[0] ?? {}, schemaTypes as readonly SchemaField[])).toEqual([
      'role: is not one of Volunteer / Neighbour / Neighbour, now a volunteer',
    ])
    await expect(loadContent({ kind: 'sample', documents }, { testimonials })).rejects.toThrow(
      'Content: testimonial "testimonial-c": role: is not one of Volunteer / Neighbour / Neighbour, now a volunteer',
    )
  })
})
