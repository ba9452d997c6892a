import type { ReactElement } from 'react'
import { sampleComments } from '../../content/posts'
import { formatDate } from '../../lib/date-time'
import { InitialAvatar } from '../../ui/InitialAvatar'

/** The example comments shown under every post (comments are moderated and none are live yet). */
export function PostComments(): ReactElement {
  return (
    <section className="post-comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        {sampleComments.length} {sampleComments.length === 1 ? 'Comment' : 'Comments'}
      </h2>
      <ol className="post-comments__list">
        {sampleComments.map((comment) => (
          <li key={comment.id} className="post-comment">
            <InitialAvatar name={comment.avatarInitial} />
            <div>
              <p className="post-comment__meta">
                <strong>{comment.author}</strong>{' '}
                <time dateTime={comment.date}>{formatDate(comment.date)}</time>
              </p>
              <p>{comment.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
