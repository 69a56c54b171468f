/**
 * Addresses the platform hands the console (app links, icons, logos) are shown only when they are plain
 * web addresses: an absolute http(s) URL with a host, or, for images, a file uploaded to the console
 * (`/unity/uploads/…`). `javascript:`, `data:`, protocol-relative `//host` and `/\host` never reach an
 * `href` or a `src`, whatever the data holds. The development API stores only addresses these accept.
 */
export function safeHttpUrl(url: string | null | undefined): string | undefined {
  const address = url?.trim();
  // The pattern leaves only http(s), whose parse always has a host: `https://` alone does not parse.
  if (!address || /[\s\\]/.test(address) || !/^https?:\/\//i.test(address) || !URL.canParse(address)) return undefined;
  return address;
}

/** An image address: http(s), or an upload of the console's own (a name and its extension, as the API writes them). */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (url && /^\/unity\/uploads\/[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/.test(url)) return url;
  return safeHttpUrl(url);
}
