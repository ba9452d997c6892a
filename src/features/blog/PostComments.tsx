import type { ReactElement } from 'react'
import { langOf } from '../../content-modules/english-only'
import { formatDate } from '../../lib/date-time'
import { t } from '../../lib/i18n/translate'
import { InitialAvatar } from '../../ui/InitialAvatar'
import { blogPosts } from './blog-posts'

/** The example comments shown under every post (comments are moderated and none are live yet). */
export function PostComments(): ReactElement {
  const { comments } = blogPosts()
  return (
    <section className="post-comments" aria-labelledby="comments-title">
      <h2 id="comments-title">{t('blog.comments.count', { count: comments.length })}</h2>
      <ol className="post-comments__list">
        {comments.map((comment) => (
          <li key={comment.id} className="post-comment">
            <InitialAvatar name={comment.avatarInitial} />
            <div>
              <p className="post-comment__meta">
                <strong>{comment.author}</strong>{' '}
                <time dateTime={comment.date}>{formatDate(comment.date)}</time>
              </p>
              <p lang={langOf(comment, 'text')}>{comment.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
