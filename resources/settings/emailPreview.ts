/**
 * The e-mail a template makes, as the preview shows it: the setting's logo on its primary colour, the
 * template's title, description and button (primary colour), and a footer on the secondary colour. Every
 * value of the setting and the template is escaped or checked here; the whole document is then sanitised
 * and framed by SafeHtml like any template HTML.
 */

export interface PreviewSetting {
  mailLogo?: unknown;
  mailSentName?: unknown;
  replyEmail?: unknown;
  primaryColor?: unknown;
  secondaryColor?: unknown;
  baseURL?: unknown;
  [field: string]: unknown;
}

export interface PreviewTemplate {
  title?: unknown;
  description?: unknown;
  button?: unknown;
  [field: string]: unknown;
}

const FALLBACK_PRIMARY = '#1976d2';
const FALLBACK_SECONDARY = '#9c27b0';

const text = (value: unknown) => (typeof value === 'string' ? value : value == null ? '' : String(value));

export function escapeHtml(value: unknown): string {
  return text(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A colour as typed, when it is a hex colour (anything else could end the style attribute). */
export function hexColor(value: unknown, fallback: string): string {
  const color = text(value).trim();
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : fallback;
}

/** An image or link address the preview may use: http(s), or a path of the console (its uploads). */
export function safeAddress(value: unknown): string {
  const address = text(value).trim();
  return /^https?:\/\//i.test(address) || /^\/(?![/\\])/.test(address) ? address : '';
}

/**
 * The preview's HTML. `saved` is the setting as stored: while a colour is being typed (`#00a`), the
 * preview keeps the saved one until the typed one is a colour.
 */
export function emailPreviewHtml(
  setting: PreviewSetting,
  template: PreviewTemplate | undefined,
  saved: PreviewSetting = {},
): string {
  const primary = hexColor(setting.primaryColor, hexColor(saved.primaryColor, FALLBACK_PRIMARY));
  const secondary = hexColor(setting.secondaryColor, hexColor(saved.secondaryColor, FALLBACK_SECONDARY));
  const logo = safeAddress(setting.mailLogo);
  const link = safeAddress(setting.baseURL) || '#';
  const sender = escapeHtml(setting.mailSentName);
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${sender}" height="48" style="max-height:48px">`
    : `<strong style="color:#ffffff;font-size:18px">${sender}</strong>`;
  const button = text(template?.button).trim()
    ? `<p align="center" style="margin:24px 0 8px"><a href="${escapeHtml(link)}" style="display:inline-block;background-color:${primary};color:#ffffff;padding:10px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escapeHtml(template?.button)}</a></p>`
    : '';
  const footer = [sender, escapeHtml(setting.replyEmail)].filter(Boolean).join(' · ');
  return (
    '<table width="100%" cellpadding="0" cellspacing="0" style="background-color:#f4f5f7"><tr><td align="center" style="padding:16px">' +
    '<table width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff">' +
    `<tr><td align="center" style="padding:16px;background-color:${primary}">${header}</td></tr>` +
    `<tr><td style="padding:16px 24px"><h2 style="margin:0 0 12px;color:${primary}">${escapeHtml(template?.title)}</h2>` +
    `<div>${text(template?.description)}</div>${button}</td></tr>` +
    `<tr><td style="padding:12px 24px;background-color:${secondary};color:#ffffff;font-size:12px">${footer}</td></tr>` +
    '</table></td></tr></table>'
  );
}
