import { OptOutBlock } from './OptOutBlock'

export const consentComponents = {
  analyticsOptOut: OptOutBlock,
}
