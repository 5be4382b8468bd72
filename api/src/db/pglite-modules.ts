/**
 * PGlite's two WebAssembly modules (the server and initdb), compiled once per process and handed
 * to every embedded database it opens (the app's, each backup's throw-away one), which then share
 * the compiled code instead of each compiling its own and freeing it when its thread ends.
 * Threads allocating and freeing WebAssembly code side by side race V8's process-wide registry of
 * code pages and abort the process ('Check failed: jit_page_->allocations_.erase(addr) == 1',
 * nodejs/node#64500, seen on the embedded test lane); held here, the code stays for the life of
 * the process. Each database also starts without a compile.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A compiled WebAssembly.Module (opaque here: the build's TypeScript libs do not declare WebAssembly). */
type WasmModule = object;

export interface PGliteModules {
  pgliteWasmModule: WasmModule;
  initdbWasmModule: WasmModule;
}

let compiled: Promise<PGliteModules> | null = null;
// WebAssembly's functions, as Node has them (the project's TypeScript libs declare its types only).
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;

export function pgliteModules(): Promise<PGliteModules> {
  if (!compiled) {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => wasm.compile(await readFile(path.join(dist, file)));
    const made = Promise.all([compile('pglite.wasm'), compile('initdb.wasm')]).then(([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }));
    // A failed compile is not kept: the next database tries again.
    made.catch(() => {
      if (compiled === made) compiled = null;
    });
    compiled = made;
  }
  return compiled;
}
