/**
 * The URL of a worker module beside the calling module: its compiled JavaScript (build/, and the
 * dist/ bundle, where each worker is an entry of its own), or its TypeScript source under tests
 * (Node strips the types; a worker imports packages and `.ts` siblings only).
 */
export function workerUrl(name: string, callerUrl: string): URL {
  return new URL(`./${name}${callerUrl.endsWith('.ts') ? '.ts' : '.js'}`, callerUrl);
}
