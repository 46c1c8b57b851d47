// A change between two versions of an API, as the comparison reports it and every output shows it
// (the changelog page and feeds, `hubgen diff` in the terminal, JSON and Markdown).
import type { ChangeId, ChangeLevel } from './change-rules.ts';

export interface ChangedOperation {
  method: string;
  path: string;
  operationId: string;
  /** Its anchor in the reference (of the newer version, or the older when it was removed). */
  anchor: string;
  summary?: string;
  webhook?: true;
}

export interface ApiChange {
  id: ChangeId;
  level: ChangeLevel;
  /** One sentence; names and values in `backticks`. */
  text: string;
  /** The operation or webhook it concerns; absent for a change of the whole API (servers, its security). */
  operation?: ChangedOperation;
  /** The component schema it is in: every operation that uses the schema has it. */
  schema?: string;
  /** For a change inside a schema: whether the schema is read in requests or in responses (its level depends on it). */
  direction?: 'request' | 'response';
}
