// Draws one mermaid diagram into an element: the only module that imports the mermaid library, and
// itself imported only by Mermaid.tsx when a diagram is on the page (esbuild splits it into a chunk
// of its own). The site runs under a strict Content-Security-Policy that refuses inline <style>
// elements and style attributes, and mermaid writes both; the policy stays as it is for every other
// page, and mermaid's styles reach the diagram through the CSSOM, which the policy allows:
// - its stylesheet becomes a constructed stylesheet of the document, adopted before it draws, as it
//   sets the text of the <style> it creates, so labels are measured with the styles they are shown in;
// - each style attribute, set while drawing or in the SVG it returns, is applied as the element's
//   style.cssText.
import mermaid from 'mermaid';
import type { ColorMode } from '../color-mode/color-mode.ts';

let drawn = 0;
// mermaid's configuration is global: one diagram at a time is configured and drawn.
let queue: Promise<unknown> = Promise.resolve();

/** Draws `source` into `target` (in place of what it holds); resolves to a function that removes what it added to the document. */
export function drawDiagram(source: string, mode: ColorMode, target: HTMLElement): Promise<() => void> {
  const next = queue.then(() => draw(source, mode, target));
  queue = next.catch(() => undefined);
  return next;
}

async function draw(source: string, mode: ColorMode, target: HTMLElement): Promise<() => void> {
  mermaid.initialize({
    startOnLoad: false,
    theme: mode === 'dark' ? 'dark' : 'default',
    fontFamily: getComputedStyle(target).fontFamily,
    // The diagram is the author's, as trusted as the MDX around it (which may hold any JSX), and the
    // policy refuses inline scripts and handlers whatever mermaid lets through. 'strict' would run
    // DOMPurify over the SVG, parsing it in a document bound by the page's policy, which reports
    // each style attribute in it as a violation.
    securityLevel: 'loose',
    // A syntax error rejects (Mermaid.tsx shows the message) instead of drawing mermaid's error image.
    suppressErrorRendering: true,
  });
  const sheet = new CSSStyleSheet();
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  let diagram: SVGSVGElement | undefined;
  const remove = () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    // Unless the next diagram has taken its place already.
    if (diagram?.parentNode === target) target.replaceChildren();
  };
  try {
    const { svg } = await stylesInto(sheet, () => mermaid.render(`mermaid-diagram-${++drawn}`, source));
    diagram = svgElement(svg);
    target.replaceChildren(diagram);
    return remove;
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * Runs `render` with what the policy would refuse done through the CSSOM instead: every <style>
 * element created meanwhile is an inert stand-in whose text goes into `sheet`, and a style
 * attribute set meanwhile (d3 sets them while drawing) is set as the element's style.cssText.
 */
async function stylesInto<T>(sheet: CSSStyleSheet, render: () => Promise<T>): Promise<T> {
  const css: string[] = [];
  const create = Document.prototype.createElement;
  const setAttribute = Element.prototype.setAttribute;
  document.createElement = function (this: Document, tag: string, options?: ElementCreationOptions) {
    if (tag.toLowerCase() !== 'style') return create.call(this, tag, options);
    const inert = create.call(this, 'hubgen-inert-style');
    Object.defineProperty(inert, 'innerHTML', {
      set(text: string) {
        css.push(text);
        sheet.replaceSync(css.join('\n'));
      },
      get: () => '',
    });
    return inert;
  } as typeof document.createElement;
  Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
    if (name.toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement)) this.style.cssText = String(value);
    else setAttribute.call(this, name, value);
  };
  try {
    return await render();
  } finally {
    delete (document as { createElement?: unknown }).createElement;
    Element.prototype.setAttribute = setAttribute;
  }
}

/** The SVG mermaid returns as an element of this document, its style attributes applied through the CSSOM. */
function svgElement(svg: string): SVGSVGElement {
  const template = document.createElement('template');
  // Parsed with the style attributes renamed (parsing them would be refused), every tag searched:
  // text in the markup has its `<` and `>` escaped, so a tag is `<` up to the next `>`.
  template.innerHTML = svg.replace(/<[^>]*>/g, (tag) => tag.replace(/\sstyle="/g, ' data-hubgen-style="'));
  const root = template.content.querySelector('svg');
  if (!root) throw new Error('mermaid drew no diagram');
  root.querySelectorAll('hubgen-inert-style').forEach((element) => element.remove());
  const diagram = document.importNode(root, true);
  for (const element of [diagram, ...diagram.querySelectorAll<SVGElement | HTMLElement>('[data-hubgen-style]')]) {
    const style = element.getAttribute('data-hubgen-style');
    if (style === null) continue;
    element.removeAttribute('data-hubgen-style');
    element.style.cssText = style;
  }
  return diagram;
}
