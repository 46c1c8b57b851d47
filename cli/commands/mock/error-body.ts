// The platform's error body (spec section 8): `{ code, status: 'error', message }`, with the
// catalogue's messages. Used where no operation documents the reply: paths no operation matches, and
// statuses an operation leaves out. Documented replies come from the operation's own examples.

const MESSAGES: Record<number, string> = {
  400: 'Some parameters are not correct',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  429: 'Too many requests',
  500: 'Internal error',
};

export function errorBody({ status }: { status: number }): { code: number; status: 'error'; message: string } {
  return { code: status, status: 'error', message: MESSAGES[status] ?? MESSAGES[500] };
}
