// Runs before first paint (in the head script, templates/head-script.ts): applies the stored or
// default colour mode so the page never flashes the wrong theme. Kept tiny: only the colour-mode
// settings are compiled in (define), not the site data.
import type { SiteData } from '../types.ts';

declare const __HUBGEN_COLOR_MODE__: SiteData['colorMode'];

const { defaultMode, respectPrefersColorScheme, disableSwitch } = __HUBGEN_COLOR_MODE__;
let choice: string | null = null;
try {
  choice = disableSwitch ? null : window.localStorage.getItem('theme');
} catch {
  // Storage unavailable: fall back to the default below.
}
const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
let mode = choice === 'light' || choice === 'dark' ? choice : defaultMode;
if (respectPrefersColorScheme && (choice === null || choice === 'system')) mode = systemDark ? 'dark' : 'light';
document.documentElement.setAttribute('data-theme', mode);
