import { OptOutBlock } from './optOut/OptOutBlock'

export const consentComponents = {
  analyticsOptOut: OptOutBlock,
}
