// Types of npm-tool.mjs, for tests that install a package the way the bench does.
export function npmTool(scratch: string, pkg: string, version: string, companions?: string[]): string;
