import { OptOutBlock } from './optOut/OptOutBlock'

export const blockComponents = {
  analyticsOptOut: OptOutBlock,
}
