// `@theme/Mermaid` (<Mermaid value="graph TD; A-->B" />), also what a ```mermaid block becomes
// (cli/mdx/remark-mermaid.ts). The server renders the diagram's source as a code block: readers
// without JavaScript, and everyone until the diagram is drawn, see that. In the browser the mermaid
// library is imported only now, from a chunk of its own (draw-diagram.ts), so a page without a
// diagram never loads it; the diagram is drawn again in the other theme when the colour mode changes.
// A diagram that does not parse shows mermaid's message in a box above its source.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import './mermaid.css';
import { currentColorMode, watchColorMode, type ColorMode } from '../color-mode/color-mode.ts';

// No mode on the server (nor while hydrating): the diagram is drawn in the browser, in the mode in
// force (color-mode.ts), and again when it changes.
const modeOnServer = (): ColorMode | undefined => undefined;

type State = { drawnIn?: ColorMode; error?: string };

export default function Mermaid({ value }: { value: string }) {
  const mode = useSyncExternalStore<ColorMode | undefined>(watchColorMode, currentColorMode, modeOnServer);
  const frame = useRef<HTMLDivElement>(null);
  // Removes the diagram shown (and its stylesheet): called once the next one is in its place, so a
  // switch of colour mode never shows an empty frame.
  const shown = useRef<() => void>(undefined);
  const [state, setState] = useState<State>({});
  useEffect(() => {
    if (!mode || !frame.current) return;
    const target = frame.current;
    let current = true;
    import('./draw-diagram.ts')
      .then(({ drawDiagram }) => drawDiagram(value, mode, target))
      .then(
        (remove) => {
          if (!current) return remove();
          shown.current?.();
          shown.current = remove;
          setState({ drawnIn: mode });
        },
        (error: unknown) => {
          if (current) setState({ error: error instanceof Error ? error.message : String(error) });
        },
      );
    return () => {
      current = false;
    };
  }, [value, mode]);
  useEffect(() => () => shown.current?.(), []);
  const drawn = state.drawnIn !== undefined;
  return (
    <div className="mermaid" data-mermaid-theme={state.drawnIn}>
      {state.error && (
        <div className="admonition admonition--danger mermaid__error" role="alert">
          <div className="admonition__heading">This diagram could not be drawn</div>
          <pre className="mermaid__message">{state.error}</pre>
        </div>
      )}
      <div ref={frame} className="mermaid__diagram" hidden={!drawn} />
      {!drawn && (
        // The frame of a code block without its copy button: importing the theme's CodeBlock would
        // move it into a chunk of its own that every page then loads.
        <div className="code-block">
          <pre tabIndex={0}>
            <code className="language-mermaid">{value}</code>
          </pre>
        </div>
      )}
    </div>
  );
}
