// The HUBGEN_* variables that override a number hubgen otherwise works out itself (worker threads,
// the early-serve threshold), for measuring and for tests (README "How it works"). One parser, so
// each knob reads the same way: a whole number, clamped to the knob's range; anything else is unset.

export const ENV_KNOBS = {
  HUBGEN_MDX_THREADS: { min: 0, max: 16 },
  HUBGEN_OPENAPI_THREADS: { min: 1, max: 16 },
  HUBGEN_RENDER_THREADS: { min: 0, max: 16 },
  HUBGEN_EARLY_SERVE_ROUTES: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const;

/** The knob's value from the environment, or undefined when it is unset or not a whole number. */
export function envKnob(name: keyof typeof ENV_KNOBS, env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env[name];
  if (value === undefined || !/^\d+$/.test(value)) return undefined;
  const { min, max } = ENV_KNOBS[name];
  return Math.min(Math.max(Number(value), min), max);
}
