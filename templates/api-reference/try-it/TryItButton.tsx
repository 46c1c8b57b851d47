// The "Try it" button of an operation's samples panel: all that the page ships of the request
// console. The console itself (fields, validation, sending) is a separate chunk imported on the
// first click, with its data file (try-it/types.ts) fetched then too.
import { createContext, useContext, useRef, useState, type ComponentType } from 'react';
import { useSyncedChoice } from '../../hooks/useSyncedChoice.ts';
import { SAMPLE_LANGUAGE_KEY } from '../../mdx/components.tsx';
import type { OperationView } from '../types.ts';
import type { TryItSource } from './types.ts';
import type { ConsoleProps } from './Console.tsx';

/** Where the reference's console data is; undefined when the console is off for the API. */
export const TryItContext = createContext<TryItSource | undefined>(undefined);

let consoleModule: Promise<ComponentType<ConsoleProps>> | undefined;

/** One import for every operation; a failed one (offline) is tried again on the next click. */
function loadConsole(): Promise<ComponentType<ConsoleProps>> {
  consoleModule ??= import('./Console.tsx').then(
    (module) => module.Console,
    (error: unknown) => {
      consoleModule = undefined;
      throw error;
    },
  );
  return consoleModule;
}

export function TryItButton({ op }: { op: OperationView }) {
  const source = useContext(TryItContext);
  const button = useRef<HTMLButtonElement>(null);
  const [Loaded, setLoaded] = useState<ComponentType<ConsoleProps>>();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!source || op.kind) return null;
  const openConsole = () => {
    setFailed(false);
    loadConsole().then(
      (Console) => {
        setLoaded(() => Console);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  const close = () => {
    setOpen(false);
    // Once the modal dialog is gone: while it is open, the rest of the page cannot take focus.
    requestAnimationFrame(() => button.current?.focus());
  };
  return (
    <>
      <button ref={button} type="button" className="button button--primary try-it-button" aria-haspopup="dialog" onClick={openConsole}>
        Try it
      </button>
      {failed && (
        <span role="alert" className="try-it-button__error">
          The console could not load. Check the connection and try again.
        </span>
      )}
      {Loaded && open && <OpenConsole Console={Loaded} source={source} op={op} onClose={close} />}
    </>
  );
}

/**
 * The open console with the page's sample language, which its request follows. Given as a prop
 * rather than imported by the console: a module of the page's that the console's chunk imported too
 * would make esbuild split the chunks every page loads (one more file on a docs page).
 */
function OpenConsole({ Console, ...props }: Omit<ConsoleProps, 'language'> & { Console: ComponentType<ConsoleProps> }) {
  const [choice, choose] = useSyncedChoice(SAMPLE_LANGUAGE_KEY, '');
  return <Console {...props} language={{ choice, choose }} />;
}
