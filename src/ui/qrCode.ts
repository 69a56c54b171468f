/** A text (an otpauth:// URI) as a QR code image's data URL, by the qrcode library, loaded when first asked. */
export const qrCodeImage = (text: string): Promise<string> =>
  import('qrcode').then(({ toDataURL }) => toDataURL(text, { margin: 1, width: 200 }));
