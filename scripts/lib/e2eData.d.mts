/** The folder of the browser tests' server data (scripts/lib/e2eData.mjs). */
export declare const E2E_DATA: string
