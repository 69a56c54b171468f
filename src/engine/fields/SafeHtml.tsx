import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { cspNonce } from '@/browser/cspNonce';
import { sanitizeTemplateHtml } from './sanitizeHtml';

/**
 * What the frame's document may load: images over http(s) or inline, inline styles; nothing else (no
 * script, style sheet, font, frame, form target or base). A second wall behind the sanitiser.
 */
const FRAME_POLICY =
  "default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'; form-action 'none'; base-uri 'none'; frame-src 'none'";
/** The frame's own styles (constant: no value of the template or the setting reaches them). */
const FRAME_CSS =
  'body{margin:0;padding:8px;font-family:Roboto,Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5;color:#212121;overflow-wrap:anywhere}img{max-width:100%}';

/**
 * The document the frame shows: the sanitised HTML under the policy and the constant styles. A srcdoc
 * frame is under the console's policy too, which takes a style element only with the page's nonce.
 */
export function frameDocument(html: string | undefined): string {
  return (
    '<!doctype html><html><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_POLICY}">` +
    `<style nonce="${cspNonce}">${FRAME_CSS}</style></head><body>${sanitizeTemplateHtml(html)}</body></html>`
  );
}

/**
 * Template HTML as it shows everywhere in the console (a template's description, the e-mail preview):
 * sanitised to an allow-list of tags, then rendered in a frame sandboxed without any permission, so
 * that nothing in it can run script, submit, open windows or reach the console (the frame has no
 * origin: neither the console's cookies nor its page are within its reach).
 */
export default function SafeHtml({ html, title, height = 160 }: { html?: string; title: string; height?: number }) {
  const document = useMemo(() => frameDocument(html), [html]);
  return (
    <Box
      // A new frame for each document: Chromium can drop a srcdoc change that comes while the frame's
      // previous document is still loading, and the frame then keeps showing it (the script-less
      // sandbox leaves no other way to write into it).
      key={document}
      component="iframe"
      title={title}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={document}
      sx={{ display: 'block', width: '100%', height, border: 0, bgcolor: '#fff' }}
    />
  );
}
