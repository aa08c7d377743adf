import { IframeEmbed, VideoEmbed } from './Embeds'

export const blockComponents = {
  videoEmbed: VideoEmbed,
  iframeEmbed: IframeEmbed,
}
