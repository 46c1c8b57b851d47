// A form-urlencoded request body as the object its schema describes, so the mock validates it like
// a JSON body: a repeated name is an array (OpenAPI's form style), `a[b]=1` a nested field (the
// deepObject style of Stripe-like APIs). Values stay text; validation coerces them to the schema's
// types, as a server parsing a form would.
export function formBody(text: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const [head, ...rest] = name.split('[');
    const path = [head, ...rest.map((part) => part.replace(/\]$/, ''))];
    let target = body;
    for (const key of path.slice(0, -1)) {
      if (!isObject(target[key])) target[key] = {};
      target = target[key] as Record<string, unknown>;
    }
    const last = path.at(-1)!;
    const current = target[last];
    target[last] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return body;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
