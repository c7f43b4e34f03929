/** Shown in place of posts when the blog's source cannot answer (API down, bad key, server error). */
export function BlogUnavailable({ message }: { message: string }) {
  return (
    <div className="notice" role="status" data-blog-unavailable="true">
      <p>{message}</p>
    </div>
  );
}
