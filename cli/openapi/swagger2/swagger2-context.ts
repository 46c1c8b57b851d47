// The state of one Swagger 2.0 → OpenAPI 3.0 upgrade (upgrade-swagger2.ts): the components being
// built, the name each $ref target got among them, and where in the 2.0 files each part of the new
// document came from, so that a problem found in it is reported where the author wrote it.
// One instance per upgrade, passed to the converters: nothing is kept between documents.

import path from 'node:path';
import type { ApiSources, RefTarget } from '../document/resolve-refs.ts';
import { isRecord, joinPointer, lastSegment } from '../document/json-pointer.ts';

/** A place in the 2.0 files: a file and a JSON pointer into it. */
export interface Origin {
  file: string;
  pointer: string;
}

/** A value of the 2.0 document and where it is written. */
export interface Located extends Origin {
  value: unknown;
}

export type ComponentKind = 'schemas' | 'parameters' | 'responses' | 'requestBodies' | 'securitySchemes';

/** What a target that is not a component of the document yet becomes, once converted at `at`. */
export type Converter = (up: Swagger2Upgrade, target: Located, at: string) => unknown;

/** Where 2.0 keeps what 3.0 keeps under `components/<kind>`. */
const GLOBALS: Partial<Record<ComponentKind, string>> = { schemas: '/definitions', parameters: '/parameters', responses: '/responses' };

export class Swagger2Upgrade {
  /** Pointer in the new document → the 2.0 place its value was made from (deeper pointers follow it). */
  readonly origins = new Map<string, Origin>();
  readonly components: Record<ComponentKind, Record<string, unknown>> = {
    schemas: {},
    parameters: {},
    responses: {},
    requestBodies: {},
    securitySchemes: {},
  };
  /** `kind file#pointer` → the component's name. */
  private readonly names = new Map<string, string>();
  /** The names given so far, by kind: a target named like another gets a suffix. */
  private readonly taken = new Map<ComponentKind, Set<string>>();
  /** Targets named but not converted yet: converting one may name more (a schema's own $refs). */
  private readonly pending: { kind: ComponentKind; name: string; target: Located; convert: Converter }[] = [];

  constructor(
    /** The 2.0 document's files and resolved $refs. */
    readonly sources: ApiSources,
    /** The document's `consumes` and `produces`, for what an operation does not set itself. */
    readonly consumes: string[],
    readonly produces: string[],
  ) {
    // The document's own definitions, parameters and responses keep their names: a $ref to one
    // becomes a $ref to the component of that name.
    const main = sources.main;
    for (const [kind, global] of Object.entries(GLOBALS) as [ComponentKind, string][]) {
      const map = isRecord(main.value) ? main.value[global.slice(1)] : undefined;
      if (!isRecord(map)) continue;
      for (const name of Object.keys(map)) this.name(kind, `${main.file}#${joinPointer(global, name)}`, name);
    }
  }

  /** Records that the value at `pointer` of the new document was made from `origin`. */
  from(pointer: string, origin: Origin): void {
    this.origins.set(pointer, { file: origin.file, pointer: origin.pointer });
  }

  /** Where a $ref object of the 2.0 document leads, when it resolved (resolve-refs.ts). */
  targetOf(holder: unknown): RefTarget | undefined {
    return this.sources.targetOf(holder);
  }

  /**
   * The 3.0 `$ref` for a resolved 2.0 `$ref` target used as a `kind`: the component of that name,
   * converted by `convert` when it is first named (a target in another file, or deep in one).
   */
  refTo(kind: ComponentKind, target: RefTarget, convert: Converter): string {
    let name = this.names.get(`${kind} ${target.file}#${target.pointer}`);
    if (name === undefined) {
      name = this.name(kind, `${target.file}#${target.pointer}`, nameOf(target));
      this.pending.push({ kind, name, target, convert });
    }
    return componentRef(kind, name);
  }

  /** Converts the targets named so far, and those they name in turn. */
  convertPending(): void {
    for (let index = 0; index < this.pending.length; index += 1) {
      const next = this.pending[index]!;
      const at = joinPointer('/components', next.kind, next.name);
      this.from(at, next.target);
      this.components[next.kind][next.name] = next.convert(this, next.target, at);
    }
    this.pending.length = 0;
  }

  /** Names the component made of the target at `place` (`file#pointer`): `wanted`, or with a suffix when taken. */
  private name(kind: ComponentKind, place: string, wanted: string): string {
    const taken = this.taken.get(kind) ?? this.taken.set(kind, new Set()).get(kind)!;
    let name = wanted;
    for (let n = 2; taken.has(name); n += 1) name = `${wanted}-${n}`;
    taken.add(name);
    this.names.set(`${kind} ${place}`, name);
    return name;
  }
}

/**
 * A component name for a target: the key it is under, or its file's name for a whole file. Only
 * the characters OpenAPI 3.0 allows in a component's name are kept.
 */
function nameOf(target: RefTarget): string {
  const wanted = target.pointer === '' ? path.basename(target.file).replace(/\.(ya?ml|json)$/i, '') : lastSegment(target.pointer);
  return wanted.replace(/[^A-Za-z0-9._-]/g, '_') || 'component';
}

/** `#/components/<kind>/<name>`, the name escaped as a JSON pointer and then as a URI fragment. */
export function componentRef(kind: ComponentKind, name: string): string {
  return '#' + joinPointer('/components', kind, name).split('/').map(encodeURIComponent).join('/');
}
