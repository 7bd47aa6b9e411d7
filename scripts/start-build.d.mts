// Types of start-build.mjs, which stays JavaScript: `npm start` runs it before anything is built.
export declare const BUILD_OUTPUTS: readonly string[]
export declare const BUILD_ANNOUNCEMENT: string
export declare function builtLine(ms: number): string
export declare function failedLine(status: number | null): string
export declare function needsBuild(root: string): boolean
export interface BuildResult {
  status: number | null
  output: string
}
export declare function runBuild(root: string): Promise<BuildResult>
export declare function buildIfMissing(options: {
  root: string
  build?: (root: string) => Promise<BuildResult>
  out?: { write(text: string): unknown }
  err?: { write(text: string): unknown }
  now?: () => number
}): Promise<boolean>
