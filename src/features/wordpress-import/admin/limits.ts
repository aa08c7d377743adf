/** The largest export the admin takes (the command line takes any). */
export const MAX_EXPORT_BYTES = 100 * 1024 * 1024
/** The largest uploads archive the admin takes (the command line reads any folder or zip). */
export const MAX_MEDIA_ZIP_BYTES = 4 * 1024 ** 3
