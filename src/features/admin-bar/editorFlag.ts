/**
 * Set in the browser by the admin, read by the public site: only a browser that has opened the
 * admin asks the API who is signed in, so visitors never pay a request for the admin bar.
 */
export const EDITOR_FLAG_KEY = 'salon:editor'

export const ADMIN_BAR_HEIGHT_PX = 40
