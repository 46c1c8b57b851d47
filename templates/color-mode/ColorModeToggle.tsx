// The colour-mode switch. Light ↔ dark by default; with respectPrefersColorScheme it cycles
// system → light → dark → system. Disabled until the client has mounted (the server cannot know the
// reader's choice). The choice is applied and kept by color-mode.ts.
import { useEffect, useState } from 'react';
import site from 'hubgen:site-data';
import { useMounted } from '../hooks/useViewport.ts';
import { applyColorChoice, chooseColorMode, initialColorChoice, onColorChoice, type ColorChoice } from './color-mode.ts';

export function ColorModeToggle() {
  const mounted = useMounted();
  const [choice, setChoice] = useState<ColorChoice>(site.colorMode.defaultMode);
  useEffect(() => setChoice(initialColorChoice()), []);
  // A page may choose too (Docusaurus' useColorMode().setColorMode): the button shows its choice.
  useEffect(() => onColorChoice(setChoice), []);
  // In system mode the page follows the operating system's setting as it changes.
  useEffect(() => {
    if (choice !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => applyColorChoice('system');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [choice]);
  if (site.colorMode.disableSwitch) return null;

  const next = (): ColorChoice => {
    if (!site.colorMode.respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
    return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
  };
  const toggle = () => chooseColorMode(next());
  const label = `Switch between dark and light mode (currently ${choice === 'system' ? 'system mode' : `${choice} mode`})`;
  return (
    <button type="button" className="color-mode-toggle" onClick={toggle} disabled={!mounted} title={label} aria-label={label} data-mode={choice}>
      {choice === 'dark' ? <MoonIcon /> : choice === 'light' ? <SunIcon /> : <SystemIcon />}
    </button>
  );
}

function SunIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="12" cy="12" r="4.5" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8" />
      </g>
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="currentColor" d="M20.7 14.3A8.5 8.5 0 0 1 9.7 3.3a8.5 8.5 0 1 0 11 11Z" />
    </svg>
  );
}

function SystemIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <rect x="2.5" y="4" width="19" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 21h8M12 17v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
