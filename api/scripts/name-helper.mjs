/**
 * esbuild's `keepNames` helper, made cheap when it has nothing to do. With keepNames, every named
 * function of the bundle is created through `__name(fn, "name")`, which redefines `fn.name`, also
 * for the closures fastify makes on every request (next, handleResolve, done, onData, onEnd…):
 * eight per GraphQL request. Redefining a function's own property moves it to a map of its own.
 * The stand-in leaves a function that already has that name as it is (what keepNames must keep
 * is only a name the bundle changed: LoginInput → LoginInput2, or an arrow function's lost name).
 */

/** The helper as esbuild writes it. */
export const ESBUILD_NAME_HELPER = 'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });';

/** The same helper, doing nothing when the name is already right. */
export const CHEAP_NAME_HELPER = 'var __name = (target, value) => target.name === value ? target : __defProp(target, "name", { value, configurable: true });';

/** `code` with esbuild's helper replaced; how many were replaced. */
export function withCheapNameHelper(code) {
  const parts = code.split(ESBUILD_NAME_HELPER);
  return { code: parts.join(CHEAP_NAME_HELPER), replaced: parts.length - 1 };
}
