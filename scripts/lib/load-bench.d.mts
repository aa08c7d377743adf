export function crowdOnHome(
  base: string,
  seconds?: number,
): Promise<Record<string, string | number>>
export function unknownPaths(
  base: string,
  seconds?: number,
  connections?: number,
): Promise<Record<string, string | number>>
