/** Marks a rendered page as "not found"; the front server answers it with HTTP 404. */
export const NOT_FOUND_MARKER = 'data-http-status="404"'
