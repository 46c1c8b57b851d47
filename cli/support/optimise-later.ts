// V8's optimising compiler, told to wait: for the stages that run a lot of code once per file or
// per document in a fresh worker isolate (the OpenAPI documents, the MDX compiles).
import { setFlagsFromString } from 'node:v8';

/**
 * Building a document or compiling a doc runs most of its code (the YAML parser, ajv's compiler,
 * micromark, the remark/rehype plugins, highlighting) over thousands of small inputs: V8 soon deems
 * it hot and its optimising compiler rebuilds it on background threads, in each worker's isolate
 * again, competing with the workers for the cores. Optimising only code that stays hot for longer
 * (an interrupt budget of 1 MB, not V8's 66 kB) cut that CPU:
 * - DigitalOcean's document on one thread: 3.1 s in all, 1.55 s of it the thread's own, became
 *   2.4 s in all, 1.85 s of it the thread's;
 * - the 100-page bench site (no API, its MDX on one worker), cold: 2.43 s user became 1.98 s and
 *   2.34 s wall 2.22 s (medians of 7, 2 cores at load ~3); at 1,000 pages 13.8 s user became 13.6 s.
 * V8's flags are the process's: this holds for whatever runs after (the pages' render too).
 */
export function optimiseLater(): void {
  setFlagsFromString('--interrupt-budget=1048576');
}
