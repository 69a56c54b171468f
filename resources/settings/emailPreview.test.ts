import { describe, expect, it } from 'vitest';
import { emailPreviewHtml, hexColor, safeAddress } from '@resources/settings/emailPreview';

const setting = {
  mailLogo: 'https://assets.example.com/logo.png',
  mailSentName: 'Example Platform',
  replyEmail: 'support@example.com',
  primaryColor: '#1976d2',
  secondaryColor: '#9c27b0',
  baseURL: 'https://console.example.com',
};
const template = { title: 'Welcome', description: '<p>Hello</p>', button: 'Open' };

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the e-mail preview', () => {
  it("shows the template in the setting's colours and logo", () => {
    const doc = parse(emailPreviewHtml(setting, template));
    expect(doc.querySelector('img')?.getAttribute('src')).toBe('https://assets.example.com/logo.png');
    expect(doc.querySelector('img')?.getAttribute('alt')).toBe('Example Platform');
    expect(doc.querySelector('h2')?.textContent).toBe('Welcome');
    expect(doc.querySelector('h2')?.getAttribute('style')).toContain('color:#1976d2');
    const button = doc.querySelector('a')!;
    expect(button.textContent).toBe('Open');
    expect(button.getAttribute('href')).toBe('https://console.example.com');
    expect(button.getAttribute('style')).toContain('background-color:#1976d2');
    expect(doc.body.innerHTML).toContain('background-color:#9c27b0');
    expect(doc.body.textContent).toContain('Hello');
    expect(doc.body.textContent).toContain('Example Platform · support@example.com');
  });

  it('follows a changed colour, and keeps a colour that is not hex out of the style', () => {
    expect(emailPreviewHtml({ ...setting, primaryColor: '#00ff00' }, template)).toContain('background-color:#00ff00');
    const hostile = emailPreviewHtml(
      { ...setting, primaryColor: 'red;background-image:url(https://evil.example/x)' },
      template,
    );
    expect(hostile).not.toContain('evil.example');
    // While a colour is typed, the saved one stays until the typed one is whole.
    expect(emailPreviewHtml({ ...setting, primaryColor: '#00a' }, template, setting)).toContain(
      'background-color:#00a;',
    );
    expect(emailPreviewHtml({ ...setting, primaryColor: '#00aa0' }, template, setting)).toContain(
      'background-color:#1976d2',
    );
    expect(hexColor('#abc', '#000')).toBe('#abc');
    expect(hexColor('blue', '#000')).toBe('#000');
  });

  it('escapes the setting and template texts, and takes only http(s) or console addresses', () => {
    const doc = parse(
      emailPreviewHtml(
        {
          ...setting,
          mailSentName: '"><script>x()</script>',
          mailLogo: 'javascript:alert(1)',
          baseURL: 'data:text/html,x',
        },
        { title: '<img src=x onerror=alert(1)>', description: '', button: '<b>Go</b>' },
      ),
    );
    expect(doc.querySelectorAll('script, img')).toHaveLength(0);
    expect(doc.querySelector('h2')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(doc.querySelector('a')?.textContent).toBe('<b>Go</b>');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('#');
    expect(safeAddress('/unity/uploads/a.png')).toBe('/unity/uploads/a.png');
    expect(safeAddress('//evil.example/a.png')).toBe('');
    expect(safeAddress('/\\evil.example/a.png')).toBe('');
  });

  it('leaves the button out when the template has none', () => {
    expect(parse(emailPreviewHtml(setting, { ...template, button: '' })).querySelector('a')).toBeNull();
  });
});
