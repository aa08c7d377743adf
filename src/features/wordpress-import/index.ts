// The face of this feature: what scripts, src/app and tests may use.
export { FIELD_LIMIT_CHARS, readWxr, WxrError, type WxrErrorCode } from './wxr/readExport'
export * from './wxr/types'
export { reportText, type ImportReport } from './importer/report'
export { commentsCsv } from './importer/commentsCsv'
export { runImport, type ImportOptions } from './importer/runImport.server'
export { holdsDemo } from './importer/demoContent.server'
export { scanExport } from './importer/scan'
