// The face of this feature: what scripts, src/app and tests may use.
export { FIELD_LIMIT_CHARS, readWxr, WxrError, type WxrErrorCode } from './wxr/readExport'
export * from './wxr/types'
