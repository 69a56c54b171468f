import DOMPurify from 'dompurify';

/**
 * Template HTML (a template's description, the e-mail preview) is the platform's data, written by
 * people: it is reduced to an allow-list of the tags and attributes a mail needs before it is shown,
 * so no script, style sheet, form, input, frame or embedded object survives, and links and images
 * keep only http(s) (or mail, or the console's own paths) addresses.
 */
/** (No `tbody`: DOMPurify allows it wherever `table` is allowed.) */
const TAGS = [
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
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
/** Addresses: their values must pass SAFE_URI. */
const URI_ATTRIBUTES = ['href', 'src'];
/**
 * Layout and text: DOMPurify holds every attribute outside its own short list to the address pattern, which
 * no width or colour passes, so these are declared safe as text.
 */
const TEXT_ATTRIBUTES = [
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
/** http(s), mailto, a path of the console (one slash, not `//` nor `/\`), or a fragment. */
const SAFE_URI = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

let hooked = false;
/** Links open nowhere from the preview frame; paths of the console become absolute (the frame has no origin). */
function addHooks() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URI_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value?.startsWith('/')) node.setAttribute(name, new URL(value, window.location.origin).href);
    }
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Template HTML reduced to the allow-list. */
export function sanitizeTemplateHtml(html: string | undefined): string {
  addHooks();
  return DOMPurify.sanitize(html ?? '', {
    ALLOWED_TAGS: TAGS,
    // No `target` nor `rel`: the hook sets both on every link, whatever the template says.
    ALLOWED_ATTR: [...URI_ATTRIBUTES, ...TEXT_ATTRIBUTES],
    ADD_URI_SAFE_ATTR: TEXT_ATTRIBUTES,
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}
