// What hubgen otherwise works out itself (worker threads, the early-serve threshold, static doc
// bodies), as one typed object read from the environment once, at the command's start (commands/main.ts),
// and passed down. The HUBGEN_* variables are the documented overrides of its fields, for measuring
// and for tests (README "How it works"). One parser, so each number reads the same way: a whole
// number, clamped to its range; anything else is unset.

export interface EnvOptions {
  /** MDX compile worker threads (0: the main thread); unset: by the number of files. HUBGEN_MDX_THREADS. */
  mdxThreads?: number;
  /** OpenAPI worker lanes (at least 1); unset: one per core. HUBGEN_OPENAPI_THREADS. */
  openapiThreads?: number;
  /** Render worker threads (0: the main thread); unset: by the number of pages. HUBGEN_RENDER_THREADS. */
  renderThreads?: number;
  /** Routes from which a watch session's start is served early; unset: build.ts's default. HUBGEN_EARLY_SERVE_ROUTES. */
  earlyServeRoutes?: number;
  /** A Markdown-only doc's body compiled to HTML (false: rendered with React, for comparing). HUBGEN_STATIC_BODY=0. */
  staticBody: boolean;
}

export const ENV_KNOBS = {
  HUBGEN_MDX_THREADS: { min: 0, max: 16 },
  HUBGEN_OPENAPI_THREADS: { min: 1, max: 16 },
  HUBGEN_RENDER_THREADS: { min: 0, max: 16 },
  HUBGEN_EARLY_SERVE_ROUTES: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const;

/** The options as the environment sets them: the one place hubgen reads its HUBGEN_* variables. */
export function readEnvOptions(env: NodeJS.ProcessEnv): EnvOptions {
  return {
    mdxThreads: envKnob('HUBGEN_MDX_THREADS', env),
    openapiThreads: envKnob('HUBGEN_OPENAPI_THREADS', env),
    renderThreads: envKnob('HUBGEN_RENDER_THREADS', env),
    earlyServeRoutes: envKnob('HUBGEN_EARLY_SERVE_ROUTES', env),
    staticBody: env['HUBGEN_STATIC_BODY'] !== '0',
  };
}

/**
 * The knob's value from the environment, or undefined when it is unset or not a whole number.
 * Still called directly by build.ts (earlyServeRoutes) and render/render-pages.ts (renderThreads)
 * until they take the fields of EnvOptions they are passed.
 */
export function envKnob(name: keyof typeof ENV_KNOBS, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[name];
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const { min, max } = ENV_KNOBS[name];
  return Math.min(Math.max(Number(value), min), max);
}
