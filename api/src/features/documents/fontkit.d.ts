// fontkit 2.0.4 ships no types; the documents feature only creates fonts with it (see pdf-fonts.ts).
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
