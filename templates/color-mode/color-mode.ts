// The reader's colour mode, one place for everything that reads or changes it: the navbar's
// toggle and `useColorMode()` of Docusaurus pages (docusaurus/theme-common.ts). The mode in force
// is the `data-theme` attribute of <html> (set before first paint by theme-init.ts); the reader's
// choice is kept in local storage under 'theme'. A change is announced with an event on the
// document, so a toggle and a page's own button never disagree about the choice.
import site from 'hubgen:site-data';
import { readStorage, writeStorage } from '../hooks/storage.ts';

export type ColorMode = 'light' | 'dark';
export type ColorChoice = ColorMode | 'system';

const KEY = 'theme';
const CHANGE_EVENT = 'hubgen:color-mode';

export function systemMode(): ColorMode {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyColorChoice(choice: ColorChoice): void {
  document.documentElement.setAttribute('data-theme', choice === 'system' ? systemMode() : choice);
}

/** The choice as stored, else what the site's config starts with. */
export function initialColorChoice(): ColorChoice {
  const stored = readStorage(KEY);
  if (stored === 'light' || stored === 'dark') return stored;
  if (site.colorMode.respectPrefersColorScheme) return 'system';
  return site.colorMode.defaultMode;
}

/** Applies, remembers and announces the reader's choice ('system' is remembered as no choice). */
export function chooseColorMode(choice: ColorChoice): void {
  applyColorChoice(choice);
  writeStorage(KEY, choice === 'system' ? null : choice);
  document.dispatchEvent(new CustomEvent<ColorChoice>(CHANGE_EVENT, { detail: choice }));
}

/** Calls `listener` with each choice made through chooseColorMode; returns the unsubscribe. */
export function onColorChoice(listener: (choice: ColorChoice) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ColorChoice>).detail);
  document.addEventListener(CHANGE_EVENT, handle);
  return () => document.removeEventListener(CHANGE_EVENT, handle);
}

/** The mode in force now: what <html data-theme> says. */
export function currentColorMode(): ColorMode {
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** Calls `listener` whenever the mode in force changes (a choice, or the system's mode in system mode). */
export function watchColorMode(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
