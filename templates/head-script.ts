// The one blocking script of every page, in <head> (external, so a strict CSP allows it): applies
// the colour mode before the first paint, and loads the page's scripts after it.
import './color-mode/theme-init.ts';
import { loadAfterFirstPaint } from './app/load-after-paint.ts';

loadAfterFirstPaint(document.currentScript);
