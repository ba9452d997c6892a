import type { blog as english } from '../en/blog'
import type { Twin } from '../twin'

/** Spanish twin of en/blog.ts. */
export const blog: Twin<typeof english> = {
  'page./blog.description':
    'Historias, recetas y noticias del colectivo de rescate de alimentos: las sesiones de empaque de los domingos, los refrigeradores comunitarios, la recolección de fruta y más.',
  'page./blog-fullwidth.description':
    'Historias, recetas y noticias del colectivo de rescate de alimentos, a todo lo ancho de la página.',
  'page./blog-left-sidebar.description':
    'Historias, recetas y noticias del colectivo de rescate de alimentos, con la barra lateral a la izquierda.',
  'blog.head.fullWidthTitle': '{title} (ancho completo)',
  'blog.head.fullWidthDescription': 'Diseño a todo lo ancho. {excerpt}',
  'blog.head.leftSidebarTitle': '{title} (barra lateral izquierda)',
  'blog.head.leftSidebarDescription': 'Diseño con la barra lateral a la izquierda. {excerpt}',
  'blog.list.label': 'Artículos, página {page} de {pageCount}',
  'blog.list.showAll': 'Ver todos los artículos',
  'blog.list.noMatch': 'Ningún artículo coincide con “{query}”. Pruebe con otra palabra.',
  'blog.list.matches': '{count} {{artículo coincide|artículos coinciden}} con “{query}”.',
  'blog.search.label': 'Buscar artículos',
  'blog.search.placeholder': 'Buscar artículos…',
  'blog.search.button': 'Buscar',
  'blog.pagination.label': 'Páginas del blog',
  'blog.pagination.previous': 'Anterior',
  'blog.pagination.next': 'Siguiente',
  'blog.pagination.pageAfter': ' página',
  'blog.pagination.page': 'Página',
  'blog.sidebar.label': 'Barra lateral del blog',
  'blog.sidebar.categories': 'Categorías',
  'blog.sidebar.recent': 'Artículos recientes',
  'blog.post.by': 'Por',
  'blog.post.comments': '{count} {{comentario|comentarios}}',
  'blog.post.tags': 'Etiquetas',
  'blog.post.video': 'Video muy pronto',
  'blog.post.aboutAuthor': 'Sobre el autor',
  'blog.post.authorBio':
    '{firstName} escribe en el blog del colectivo sobre lo que pasa detrás de las mesas de empaque, los refrigeradores y los huertos.',
  'blog.post.more': 'Más artículos',
  'blog.post.previous': 'Artículo anterior',
  'blog.post.next': 'Artículo siguiente',
  'blog.comments.count': '{count} {{comentario|comentarios}}',
  'blog.comments.title': 'Deje un comentario',
  'blog.comments.note':
    'Su correo electrónico no se publicará. Los campos obligatorios están marcados',
  'blog.comments.asRequired': 'como obligatorios',
  'blog.comments.comment': 'Comentario',
  'blog.comments.submit': 'Publicar comentario',
  'blog.comments.moderation': 'Su comentario está pendiente de moderación.',
  'blog.comments.nameRequired': 'Escriba su nombre.',
  'blog.comments.nameTooLong': 'Su nombre debe tener menos de 100 caracteres.',
  'blog.comments.emailRequired': 'Escriba su correo electrónico.',
  'blog.comments.emailInvalid': 'Escriba un correo electrónico válido, como nombre@ejemplo.org.',
  'blog.comments.commentRequired': 'Escriba un comentario.',
  'blog.comments.commentTooLong': 'Su comentario debe tener menos de {max} caracteres.',
}
