import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** HTML from the platform (template descriptions), shown only after DOMPurify has cleaned it. */
export default function SafeHtml({ html }: { html?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? ''), [html]);
  return <Box className="safe-html" sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: clean }} />;
}

