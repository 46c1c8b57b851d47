// Types of openapi-population.mjs, for the test suite's seeded sample (TypeScript).
export interface PopulationDocument {
  name: string;
  file: string;
  bytes: number;
  version: string;
}
export interface PopulationProblem {
  file: string;
  line: string;
  located: boolean;
  rule: string;
}
export function listPopulation(directory: string): PopulationDocument[];
export function samplePopulation(documents: PopulationDocument[], count: number, seed: number): PopulationDocument[];
export function siteConfigFor(spec: string): string;
export function problemLines(output: string): { errors: PopulationProblem[]; warnings: PopulationProblem[]; unlocated: number };
