import type { ContentRule } from '../../content-schema/rule.ts'

/**
 * The Sanity schema of the weekly donation report, edited in the Studio (studio/, which reads
 * src/content-schema/index.ts). The field names are the ones the site's GROQ query reads;
 * renaming one hides it from the site. The page itself: this folder's README.md.
 */

const pounds = (name: string, title: string, description: string) => ({
  name,
  title,
  description: `${description} In pounds (lbs). Enter 0 when there was none.`,
  type: 'number',
  initialValue: 0,
  validation: (rule: ContentRule) =>
    rule.required().min(0).error(`${title}: enter the pounds, 0 or more`),
})

export const report = {
  name: 'report',
  title: 'Weekly donation report',
  type: 'document',
  fields: [
    {
      name: 'date',
      title: 'Date',
      description: 'The Sunday the food was packed and donated.',
      type: 'date',
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule: ContentRule) => rule.required().error('Every report needs its date'),
    },
    pounds('produce', 'Fresh produce', 'Fruit and vegetables rescued from stores and markets.'),
    pounds('meat', 'Meat', 'Meat, poultry and fish.'),
    pounds('dairy', 'Dairy', 'Milk, cheese, yoghurt and eggs.'),
    pounds(
      'grocerySelfStable',
      'Shelf-stable groceries',
      'Cans, jars, pasta, cereal and other dry goods.',
    ),
    pounds('baked', 'Baked goods', 'Bread, pastries and other bakery items.'),
    pounds('prepared', 'Prepared meals', 'Ready meals from kitchens and caterers.'),
    pounds('riceAndBeans', 'Rice and beans', 'Rice, dried beans and lentils.'),
    pounds(
      'gleanersProduce',
      'Gleaned produce',
      'Produce gathered by volunteer gleaners from farms and gardens.',
    ),
  ],
  orderings: [
    { title: 'Newest first', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] },
  ],
  preview: {
    select: { date: 'date', produce: 'produce', gleanersProduce: 'gleanersProduce' },
    prepare({ date }: { date?: string }) {
      return { title: date ? `Report of ${date}` : 'Report without a date' }
    },
  },
}
