// Types of docusaurus-population.mjs, for the suite's seeded sample of create-docusaurus templates.
export interface Template {
  name: string;
  version: string;
  flags: string[];
}
export const CREATE_DOCUSAURUS_VERSION: string;
export const TEMPLATES: Template[];
export function templatesOf(version: string): Template[];
export function createFromTemplate(params: { scratch: string; template: Template; dest: string }): { dir?: string; error?: string };
export function linkCachedPackages(params: { scratch: string; dir: string }): string[];
