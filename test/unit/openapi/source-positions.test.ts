import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../../cli/openapi/document/parse-yaml.ts';

const yamlText = `openapi: 3.1.0
info:
  title: Positions   # a comment
  version: '1'
paths:
  /listings:
    get:
      tags: [a, b]
      responses:
        '200':
          description: OK
      empty:
      list:
        - one
        - {x: 1, y: [1, 2]}
`;

const jsonText = `{
  "openapi": "3.1.0",
  "paths": {
    "/listings": {
      "get": { "responses": { "200": { "description": "OK" } } }
    }
  }
}`;

function positions(text: string) {
  return parseYaml({ file: 'x', text }).source!.positions;
}

describe('source positions', () => {
  it('maps pointers to the line and column of YAML values', () => {
    const map = positions(yamlText);
    expect(map.positionOf('/openapi')).toEqual({ line: 1, column: 10 });
    expect(map.positionOf('/info/title')).toEqual({ line: 3, column: 10 });
    expect(map.positionOf('/paths/~1listings/get/tags/1')).toEqual({ line: 8, column: 17 });
    expect(map.positionOf('/paths/~1listings/get/responses/200/description')).toEqual({ line: 11, column: 24 });
    expect(map.positionOf('/paths/~1listings/get/list/1/y/1')).toEqual({ line: 15, column: 25 });
  });

  it('points at the key of a mapping or sequence, and at an empty value', () => {
    const map = positions(yamlText);
    expect(map.positionOf('/paths/~1listings/get/responses/200')).toEqual({ line: 10, column: 9 });
    expect(map.valuePositionOf('/paths/~1listings/get/responses/200')).toEqual({ line: 11, column: 11 });
    expect(map.positionOf('/paths/~1listings/get/empty')).toEqual({ line: 12, column: 7 });
  });

  it('falls back to the nearest known ancestor', () => {
    const map = positions(yamlText);
    expect(map.positionOf('/paths/~1listings/get/nothing/here')).toEqual({ line: 7, column: 5 });
    expect(map.positionOf('/missing')).toEqual({ line: 1, column: 1 });
  });

  it('maps pointers in JSON documents', () => {
    const map = positions(jsonText);
    expect(map.positionOf('/openapi')).toEqual({ line: 2, column: 14 });
    expect(map.positionOf('/paths/~1listings/get')).toEqual({ line: 5, column: 7 });
    expect(map.positionOf('/paths/~1listings/get/responses/200/description')).toEqual({ line: 5, column: 55 });
  });
});
