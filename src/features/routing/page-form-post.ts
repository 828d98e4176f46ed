/**
 * A multipart POST to a page without a Next-Action header: Next takes it for a form action of a
 * page without JavaScript and reads the body, answering 500 when it cannot and 400 ("Invalid
 * Server Action request") when it can. No page of ours has such a form (forms send to /api/...),
 * so the proxy answers all of them with that 400 before the body is read.
 */
export function isFormPostToPage(method: string, pathname: string, headers: Headers): boolean {
  return (
    method === 'POST' &&
    !/^\/api(\/|$)/.test(pathname) &&
    !headers.has('next-action') &&
    (headers.get('content-type') ?? '').trim().toLowerCase().startsWith('multipart/form-data')
  )
}

export function formPostToPageResponse(): Response {
  return new Response('This page takes no form posts.\n', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
