/**
 * For browsers under our content security policy (no `eval`): zod would otherwise try
 * `new Function` once to see whether it may compile fast parsers, and the refused attempt is
 * logged as a console error on every page. Parsing without it is as correct; call this before
 * the first parse. The server keeps the compiled parsers.
 *
 * It sets zod's `jitless` on the global configuration object zod keeps on `globalThis` (what
 * `z.config({ jitless: true })` does) without importing zod here: the first page does not
 * carry the library for it. schema-runtime.test.ts checks zod reads it.
 */
export function disableSchemaCompilation(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
