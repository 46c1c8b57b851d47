// `clsx`, for a site that imports it without installing it (Docusaurus's theme depends on it, so
// its sites may): class names joined from strings, numbers, objects (their truthy keys) and nested
// arrays, falsy values left out.
type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>;

export function clsx(...values: ClassValue[]): string {
  const names: string[] = [];
  const add = (value: ClassValue): void => {
    if (!value) return;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') names.push(String(value));
    else if (Array.isArray(value)) value.forEach(add);
    else if (typeof value === 'object') for (const [name, on] of Object.entries(value)) if (on) names.push(name);
  };
  values.forEach(add);
  return names.join(' ');
}

export default clsx;
