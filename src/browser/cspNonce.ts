/**
 * The nonce this page's Content-Security-Policy gives style elements (deploy/headers.ts), or '' without
 * one: the server writes it, new in each answer, into index.html's `<meta property="csp-nonce">` (Vite's
 * html.cspNonce). Whatever adds a style element at run time puts it on: MUI's styles
 * (src/theme/StyleCache.tsx), the colour pickers (src/ui/colorPicker.ts), the template preview's frame
 * (other styles come as files: the first paint's). The browser hides the attribute once the page is
 * parsed; the `nonce` property keeps it.
 */
export const cspNonce: string = document.querySelector<HTMLMetaElement>('meta[property=csp-nonce]')?.nonce ?? '';
