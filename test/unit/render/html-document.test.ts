import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeJson } from '../../../cli/render/html-document.ts';

describe('serializeJson', () => {
  it('cannot close the script element or break JavaScript parsing', () => {
    const json = serializeJson({ a: '</script><script>alert(1)</script>', b: 'line\u2028sep\u2029', c: '<!--' });
    expect(json).not.toMatch(/<|>|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ a: '</script><script>alert(1)</script>', b: 'line\u2028sep\u2029', c: '<!--' });
  });

  it('empties server-only HTML fields but keeps their keys', () => {
    expect(JSON.parse(serializeJson({ descriptionHtml: '<p>x</p>', nested: [{ codeHtml: '<b>', label: 'curl' }] }))).toEqual({
      descriptionHtml: '',
      nested: [{ codeHtml: '', label: 'curl' }],
    });
  });
});

describe('escapeHtml', () => {
  it('escapes a title that tries to end the title element', () => {
    expect(escapeHtml('</title><script>x</script> & "q"')).toBe('&lt;/title&gt;&lt;script&gt;x&lt;/script&gt; &amp; &quot;q&quot;');
  });
});
