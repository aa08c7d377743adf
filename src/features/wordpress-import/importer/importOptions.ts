import type { ExportSource } from './scan'

/** What an import reads and how (runImport.server.ts). */
export type ImportOptions = {
  source: ExportSource
  /** The old site's uploads (`wp-content/uploads`) as a folder or a zip archive of it. */
  mediaDir?: string
  dryRun: boolean
  /**
   * Replace the demo salon's untouched content (demoContent.server.ts), after a backup. Without
   * it the import adds to what is there.
   */
  replaceDemo?: boolean
  /** Tests only: the old host's stand-in listens on 127.0.0.1 (fetchUpload.server.ts). */
  allowPrivateHosts?: boolean
  /** Documents done of all the import will write (media, terms, pages, posts, products). */
  onProgress?: (done: number, total: number) => void
}
