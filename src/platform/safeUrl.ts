/**
 * Addresses the platform hands the console (app links, icons, logos) are shown only when they are plain
 * web addresses: an absolute http(s) URL with a host, or, for images, a file uploaded to the console
 * (`/unity/uploads/…`). `javascript:`, `data:`, protocol-relative `//host` and `/\host` never reach an
 * `href` or a `src`, whatever the data holds. The development API stores only addresses these accept.
 */
export function safeHttpUrl(url: string | null | undefined): string | undefined {
  if (!url || /[\s\\]/.test(url.trim()) || !/^https?:\/\//i.test(url.trim())) return undefined;
  try {
    const parsed = new URL(url.trim());
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname ? url.trim() : undefined;
  } catch {
    return undefined;
  }
}

/** An image address: http(s), or an upload of the console's own. */
export function safeImageUrl(url: string | null | undefined): string | undefined {
  if (url && /^\/unity\/uploads\/[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/.test(url)) return url;
  return safeHttpUrl(url);
}
