import { IframeEmbed, VideoEmbed } from './Embeds'

export const embedComponents = {
  videoEmbed: VideoEmbed,
  iframeEmbed: IframeEmbed,
}
