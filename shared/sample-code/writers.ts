// Each sample language's writer and the highlight.js grammar of what it writes: the one table the
// reference's samples (cli/openapi/samples/code-samples.ts) and the Try it console's request read.
import type { SampleLanguage } from './languages.ts';
import type { SampleRequest } from './request.ts';
import { curlSample } from './curl.ts';
import { fetchSample } from './fetch.ts';
import { pythonSample } from './python.ts';
import { goSample } from './go.ts';
import { javaSample } from './java.ts';
import { csharpSample } from './csharp.ts';
import { phpSample } from './php.ts';
import { rubySample } from './ruby.ts';

export interface SampleWriter {
  grammar: string;
  write: (request: SampleRequest) => string;
}

export const SAMPLE_WRITERS: Record<SampleLanguage, SampleWriter> = {
  curl: { grammar: 'bash', write: curlSample },
  python: { grammar: 'python', write: pythonSample },
  javascript: { grammar: 'javascript', write: (request) => fetchSample(request, 'browser') },
  node: { grammar: 'javascript', write: (request) => fetchSample(request, 'node') },
  go: { grammar: 'go', write: goSample },
  java: { grammar: 'java', write: javaSample },
  csharp: { grammar: 'csharp', write: csharpSample },
  php: { grammar: 'php', write: phpSample },
  ruby: { grammar: 'ruby', write: rubySample },
};
