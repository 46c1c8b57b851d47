// The value an example gives a string of each format, one table for every example hubgen makes:
// from the document (example-value.ts: samples, responses) and from the view model (view-example.ts:
// a schema embedded in a doc), so that the same schema shows the same example in both places.

/** Deterministic values by string format; anything else is 'string'. */
export const STRING_FORMATS: Record<string, string> = {
  'date-time': '2024-01-15T09:30:00Z',
  date: '2024-01-15',
  time: '09:30:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  'uri-reference': '/path',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  byte: 'ZXhhbXBsZQ==',
  password: 'password',
};
