export declare const ESBUILD_NAME_HELPER: string;
export declare const CHEAP_NAME_HELPER: string;
export declare function withCheapNameHelper(code: string): { code: string; replaced: number };
