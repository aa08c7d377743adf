import { BREAKPOINTS } from './design-tokens'
import { WEB_FONTS_ATTRIBUTE } from './webFonts'

// Its own file: the loader imports webFonts.ts and must not carry this text or the tokens.
/** Runs in the body's first bytes, before anything is drawn. */
export const WEB_FONTS_SCRIPT = `(function(){var r;try{r=new URL(document.referrer).origin===location.origin}catch(e){r=false}if(r||matchMedia('(min-width:${BREAKPOINTS.small}px)').matches)document.documentElement.setAttribute('${WEB_FONTS_ATTRIBUTE}','')})()`
