// How many worker lanes read the OpenAPI documents beside the MDX compiles' worker threads
// (cli/openapi/site-apis.ts): the cores those leave, never none.
import { describe, expect, it } from 'vitest';
import { openapiLanes } from '../../../cli/openapi/site-apis.ts';

describe('OpenAPI lanes beside the MDX compiles', () => {
  it('takes every core when no MDX compiles on a worker', () => {
    expect(openapiLanes(2, 0)).toBe(2);
    expect(openapiLanes(8, 0)).toBe(8);
  });

  it('takes the cores the MDX workers leave', () => {
    expect(openapiLanes(2, 1)).toBe(1);
    expect(openapiLanes(8, 3)).toBe(5);
  });

  it('keeps one lane when the MDX workers hold every core', () => {
    expect(openapiLanes(2, 2)).toBe(1);
    expect(openapiLanes(1, 4)).toBe(1);
  });
});
