// Build-time syntax highlighting for code hubgen generates (API samples, JSON examples), with the
// same highlight.js grammar and classes as the MDX code blocks, so one stylesheet colours both.
import { createLowlight, common } from 'lowlight';
import { toHtml } from 'hast-util-to-html';

const lowlight = createLowlight(common);

export function highlight(code: string, language: string): string {
  if (!lowlight.registered(language)) return escape(code);
  return toHtml(lowlight.highlight(language, code));
}

function escape(code: string): string {
  return code.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
