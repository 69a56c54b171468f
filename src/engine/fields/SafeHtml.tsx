import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the platform (template descriptions), shown only after DOMPurify has cleaned it. */
export default function SafeHtml({ html }: { html?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  return <Box className="safe-html" sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** The text of an HTML fragment (list cells), without markup. */
export function htmlToText(html?: string): string {
  if (!html) return '';
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true });
  const el = document.createElement('div');
  el.innerHTML = clean;
  return el.textContent ?? '';
}
