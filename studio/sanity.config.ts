import { defineConfig, type SchemaTypeDefinition } from 'sanity'
import { defineLocations, presentationTool } from 'sanity/presentation'
import { type StructureResolver, structureTool } from 'sanity/structure'
import { schemaTypes, singletonTypes } from '../src/content-schema/index.ts'
import { dataset, previewOrigin, projectId } from './project.ts'

// The singletons (the collective, the food help, the About page, the photo grid, the popup,
// volunteering) are one document each: a fixed entry, never a list.
const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('The collective')
        .child(S.document().schemaType('organisation').documentId('organisation')),
      S.listItem()
        .title('Food help (Get help page)')
        .child(S.document().schemaType('foodHelp').documentId('foodHelp')),
      S.listItem().title('About page').child(S.document().schemaType('about').documentId('about')),
      S.listItem()
        .title('Photo grid (home page)')
        .child(S.document().schemaType('photoGrid').documentId('photoGrid')),
      S.listItem()
        .title('Home page popup')
        .child(S.document().schemaType('promo').documentId('promo')),
      S.listItem()
        .title('Volunteering (packing sessions)')
        .child(S.document().schemaType('volunteerSession').documentId('volunteerSession')),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.includes(item.getId() ?? '')),
    ])

// Presentation: the page being edited, as the draft preview builds it (the server's
// SANITY_PREVIEW_TOKEN, on its own address). The Studio writes a short-lived secret; the server's
// /preview/enable checks it before it shows anything.
const pageOf = (path: string) =>
  defineLocations({
    select: { title: 'title.en', slug: 'slug.current' },
    resolve: (doc) =>
      doc?.slug
        ? { locations: [{ title: doc.title ?? 'Untitled', href: `${path}${doc.slug}` }] }
        : null,
  })
const presentation = presentationTool({
  previewUrl: { origin: previewOrigin, previewMode: { enable: '/preview/enable' } },
  resolve: {
    locations: { post: pageOf('/blog-single/'), event: pageOf('/event-single/') },
  },
})

export default defineConfig({
  name: 'default',
  title: 'Harvest Share Collective',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), presentation],
  schema: {
    // The schema modules describe Sanity's types without importing it (src/content-schema/rule.ts).
    types: schemaTypes as SchemaTypeDefinition[],
    templates: (templates) => templates.filter((t) => !singletonTypes.includes(t.schemaType)),
  },
})
