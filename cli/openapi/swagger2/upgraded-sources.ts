// The sources of a Swagger 2.0 document once upgraded to OpenAPI 3.0 (upgrade-swagger2.ts): one
// document made in memory, which the later steps (examples, lint, the model) read like any other.
// What they report about it is placed where its part was written in the 2.0 files: each position
// asked for a pointer of the new document is asked of the 2.0 file and pointer it was made from.

import { ApiSources } from '../document/resolve-refs.ts';
import type { ParsedSource } from '../document/parse-yaml.ts';
import type { Origin } from './swagger2-context.ts';

type Position = { file: string; line: number; column: number };

export class UpgradedSources extends ApiSources {
  constructor(
    main: ParsedSource,
    /** The 2.0 document's files, as parsed, and its resolved $refs. */
    readonly original: ApiSources,
    /** Pointer of the new document → the 2.0 place it was made from (Swagger2Upgrade.origins). */
    private readonly origins: ReadonlyMap<string, Origin>,
  ) {
    super(main, original.root);
    this.readFrom = [...original.files.values()].map(({ file, hash }) => ({ file, hash }));
  }

  override at(file: string, pointer: string): Position {
    if (file !== this.main.file) return super.at(file, pointer);
    const origin = this.originOf(pointer);
    return this.original.at(origin.file, origin.pointer);
  }

  override keyAt(file: string, pointer: string): Position {
    if (file !== this.main.file) return super.keyAt(file, pointer);
    const origin = this.originOf(pointer);
    return this.original.keyAt(origin.file, origin.pointer);
  }

  /**
   * The longest recorded prefix of `pointer` names the 2.0 place, and the rest of the pointer is
   * read from there (keys keep their names inside a converted part). What no prefix names (info,
   * tags) is where it was in the 2.0 document itself. A pointer that leads nowhere in the 2.0 file
   * is placed at its nearest ancestor that does (SourceMap.positionOf).
   */
  originOf(pointer: string): Origin {
    for (let end = pointer.length; end > 0; end = pointer.lastIndexOf('/', end - 1)) {
      const origin = this.origins.get(pointer.slice(0, end));
      if (origin) return { file: origin.file, pointer: origin.pointer + pointer.slice(end) };
    }
    return { file: this.original.main.file, pointer };
  }
}
