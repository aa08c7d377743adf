/**
 * The sum of a metric's samples in a Prometheus text exposition (`/api/metrics`) whose labels
 * contain all of `labels` (`'status="200"'`); a metric without labels is one sample. For the unit,
 * integration and browser tests alike.
 */
export function metricSum(text: string, name: string, labels: string[] = []): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => labels.every((label) => line.includes(label)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
}
