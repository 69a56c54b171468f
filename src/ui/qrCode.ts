/**
 * A text (an otpauth:// URI) as a QR code image's data URL, by the qrcode library, loaded when first asked. The
 * text may still be coming (a call's answer): the library loads meanwhile.
 */
export const qrCodeImage = async (text: string | Promise<string>): Promise<string> => {
  const [{ toDataURL }, value] = await Promise.all([import('qrcode'), text]);
  return toDataURL(value, { margin: 1, width: 200 });
};
