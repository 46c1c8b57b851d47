// Section text from rendered HTML: cut at h2/h3 with ids, chrome and code samples left out.
import { describe, expect, it } from 'vitest';
import { htmlSections, htmlText, mainContent } from '../../../cli/page-text/html-sections.ts';

const docHtml = `<html><body><nav class="navbar"><a href="/">Brand</a></nav>
<main id="__main" class="main-wrapper" tabindex="-1"><div class="doc-layout"><aside class="doc-sidebar"><a href="/docs/x">Sidebar link</a></aside>
<article><nav class="breadcrumbs"><ol><li>Home</li></ol></nav><div class="markdown"><h1>Orders</h1><p>When a customer&#x27;s payment <strong>succeeds</strong>, the cart becomes an order.</p>
<h2 id="abandoned-carts">Abandoned carts<a class="hash-link" href="#abandoned-carts" aria-label="Direct link to Abandoned carts">#</a></h2>
<p>A <code>draft</code> older than two hours is an abandoned cart.</p><table><tr><td>a</td><td>b</td></tr></table>
<div class="code-block"><pre tabindex="0"><code class="hljs">curl -u key</code></pre><button type="button" class="copy-button">Copy</button></div>
<h3 id="cleanup">Clean up &amp; retry<a class="hash-link" href="#cleanup">#</a></h3><p>Delete them<br/>later.</p>
<h4 id="deep">Deeper</h4><p>Still in clean up.</p>
</div><nav class="pagination-nav"><a href="/next">Next</a></nav></article><div class="doc-toc"><nav class="toc">On this page</nav></div></div></main>
<footer>Footer text</footer></body></html>`;

describe('htmlSections', () => {
  it('keeps only the content of <main>', () => {
    const main = mainContent(docHtml);
    expect(main).toContain('Abandoned carts');
    expect(main).not.toContain('Brand');
    expect(main).not.toContain('Footer text');
  });

  it("takes a page's own <main> whole when the layout's wrapper is a <div> (a Docusaurus page)", () => {
    const page = `<nav>Brand</nav><div id="__main" class="main-wrapper" tabindex="-1"><header>Hero</header><main><p>First</p><section><p>Second</p></section></main></div><footer>Footer text</footer>`;
    expect(mainContent(page)).toBe('<header>Hero</header><main><p>First</p><section><p>Second</p></section>');
  });

  it('cuts sections at h2 and h3 with ids, with the anchor "#" and chrome left out', () => {
    const { h1, sections } = htmlSections(mainContent(docHtml));
    expect(h1).toBe('Orders');
    expect(sections).toEqual([
      { heading: '', text: "When a customer's payment succeeds, the cart becomes an order." },
      { id: 'abandoned-carts', depth: 2, heading: 'Abandoned carts', text: 'A draft older than two hours is an abandoned cart. a b' },
      { id: 'cleanup', depth: 3, heading: 'Clean up & retry', text: 'Delete them later. Deeper Still in clean up.' },
    ]);
  });

  it('leaves code samples, buttons, navigation and sidebars out of the text', () => {
    const text = htmlText(mainContent(docHtml));
    for (const chrome of ['curl', 'Copy', 'Sidebar link', 'Home', 'Next', 'On this page']) expect(text).not.toContain(chrome);
  });

  it('skips a left-out element whole, elements of the same name nested in it included', () => {
    expect(htmlText('<p>a</p><nav><nav>x</nav>y<svg><path d="M0"/></svg></nav><p>b</p><svg/><p>c</p>')).toBe('a b c');
  });

  it('decodes character references and does not glue words across block tags', () => {
    expect(htmlText('<p>a&lt;b &#x3C;c&#62; &quot;d&quot; caf&#233;&nbsp;x</p><p>next</p>')).toBe('a<b <c> "d" café x next');
    expect(htmlText('<li>one</li><li>two</li>')).toBe('one two');
    expect(htmlText('v<!-- -->1.0 <code>Order</code>s')).toBe('v1.0 Orders');
  });

  it('treats a heading without an id as text of the current section', () => {
    const { sections } = htmlSections('<p>Intro</p><h2 class="section__title">What you can build</h2><p>Cards</p>');
    expect(sections).toEqual([{ heading: '', text: 'Intro What you can build Cards' }]);
  });

  it('reads attribute values that contain ">"', () => {
    const { sections } = htmlSections('<h2 title="a > b" id="x">Title</h2><p>Body</p>');
    expect(sections[1]).toMatchObject({ id: 'x', heading: 'Title', text: 'Body' });
  });
});
