type Size = { width: number; height: number }

/**
 * The scale at which a picture fits the stage: never larger than `maxScale` (1 = its own pixels)
 * and never smaller than `minScale`, the owner's limits (spec defaults 0.075 and 1).
 */
export function fitScale(
  natural: Size,
  stage: Size,
  { minScale, maxScale }: { minScale: number; maxScale: number },
): number {
  if (natural.width <= 0 || natural.height <= 0) return maxScale
  const fit = Math.min(stage.width / natural.width, stage.height / natural.height)
  return Math.min(maxScale, Math.max(minScale, fit))
}
