// The mock's kept operations (cli/commands/mock/held-operations.ts): each made once, on its first request,
// and let go least recently used first once what is kept weighs more than the limit.
import { describe, expect, it } from 'vitest';
import { heldOperations } from '../../cli/commands/mock/held-operations.ts';

describe('heldOperations', () => {
  it('makes an operation once, and lets go of the least recently used past the limit', async () => {
    const made: string[] = [];
    const held = heldOperations({ limit: 10, make: async (id) => (made.push(id), { value: `${id}!`, objects: 4 }) });
    expect(await held.get('a')).toBe('a!');
    expect(await held.get('b')).toBe('b!');
    expect(await held.get('a')).toBe('a!'); // kept: a is now the most recently used
    expect(made).toEqual(['a', 'b']);
    await held.get('c'); // 12 objects: b, the least recently used, is let go
    await held.get('a');
    await held.get('c');
    expect(made).toEqual(['a', 'b', 'c']);
    await held.get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });

  it('tries again an operation whose making failed', async () => {
    let calls = 0;
    const held = heldOperations({ make: async () => (++calls === 1 ? Promise.reject(new Error('no')) : { value: 1, objects: 1 }) });
    await expect(held.get('x')).rejects.toThrow('no');
    expect(await held.get('x')).toBe(1);
  });
});
