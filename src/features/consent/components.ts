import { IframeEmbed, VideoEmbed } from './Embeds'
import { OptOutBlock } from './OptOutBlock'

export const consentComponents = {
  analyticsOptOut: OptOutBlock,
  videoEmbed: VideoEmbed,
  iframeEmbed: IframeEmbed,
}
