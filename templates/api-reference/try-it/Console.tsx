// The request console of one operation, in a modal dialog: server, credentials, parameters and body,
// each field checked against the document before anything is sent; then the reply, and the request
// in each sample language (RequestCode.tsx). Loaded on the first "Try it" click (TryItButton.tsx),
// with the reference's data file.
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { fetchJsonOnce } from '../../app/fetch-json.ts';
import { withBase } from '../../app/base-url.ts';
import type { OperationView } from '../types.ts';
import { tryItKey, type TryItData, type TryItSource } from './types.ts';
import { documentServers, findMock, type ServerOption } from './servers.ts';
import { ConsoleForm } from './ConsoleForm.tsx';
import type { SampleLanguageChoice } from './RequestCode.tsx';

export interface ConsoleProps {
  source: TryItSource;
  op: OperationView;
  onClose(): void;
  /** The page's sample language (a tab label), shared with every samples panel. */
  language: SampleLanguageChoice;
}

interface Loaded {
  data: TryItData;
  servers: ServerOption[];
}

export function Console({ source, op, onClose, language }: ConsoleProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [loaded, setLoaded] = useState<Loaded | Error>();
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    let current = true;
    Promise.all([fetchJsonOnce<TryItData>(withBase(source.dataUrl)), findMock(source.apiId)]).then(
      ([data, mock]) => current && setLoaded({ data, servers: [...(mock ? [mock] : []), ...documentServers(data.servers)] }),
      (error: Error) => current && setLoaded(error),
    );
    return () => {
      current = false;
    };
  }, [source]);
  const operation = loaded && !(loaded instanceof Error) ? loaded.data.operations[tryItKey(op.method, op.path)] : undefined;
  const titleId = `${op.anchor}/try-it`;
  // In <body>, not in the samples column: that column sets the colours of code on a dark ground.
  return createPortal(
    <dialog
      ref={dialog}
      className="try-it"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: closed by unmounting, one way for every close.
        event.preventDefault();
        onClose();
      }}
    >
      <div className="try-it__head">
        <h2 id={titleId} className="try-it__title">
          <span className={`method-badge method-badge--${op.method}`}>{op.method.toUpperCase()}</span> <code>{op.fullPath}</code>
        </h2>
        <button type="button" className="button button--secondary try-it__close" onClick={onClose}>
          Close
        </button>
      </div>
      {loaded === undefined && <p aria-busy="true">Loading…</p>}
      {loaded instanceof Error && <p role="alert">The console's data could not load ({loaded.message}). Close it and try again.</p>}
      {loaded && !(loaded instanceof Error) && !operation && <p role="alert">This operation is not in the console's data.</p>}
      {loaded && !(loaded instanceof Error) && operation && (
        <ConsoleForm apiId={source.apiId} data={loaded.data} op={operation} servers={loaded.servers} language={language} />
      )}
    </dialog>,
    document.body,
  );
}
