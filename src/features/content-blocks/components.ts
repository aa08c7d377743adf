import { CallToAction } from './CallToAction'
import { Hero } from './Hero'
import { ImageFigure } from './ImageFigure'
import { RichTextSection } from './RichTextSection'
import { Spacer } from './Spacer'

export const blockComponents = {
  hero: Hero,
  richText: RichTextSection,
  image: ImageFigure,
  cta: CallToAction,
  spacer: Spacer,
}
