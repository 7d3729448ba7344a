/** The one place that loads dist/on-demand.js (src/on-demand.ts when the sources run unbundled). */
export function loadOnDemand(): Promise<typeof import("./on-demand.js")> {
  return import("./on-demand.js");
}
