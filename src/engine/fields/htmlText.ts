/**
 * The text of an HTML fragment (list cells), without markup. Parsed into an inert document (no script
 * runs, nothing loads) and only its text is kept, without the content of scripts and styles, as
 * DOMPurify would give it; the lists so need no sanitizer (SafeHtml's loads with the views that show HTML).
 */
export function htmlToText(html?: string): string {
  if (!html) return '';
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  body.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  return body.textContent ?? '';
}
