/**
 * The bodies of the e-mail settings' and the mail templates' calls (POST/PUT /settings, POST/PUT
 * /templates, PUT /templates/{id}/send), written once: the development API validates them
 * (fixtures/server/routes/settings.ts, templates.ts) and the settings page checks what it sends with
 * them (resources/settings/).
 */
import './zodConfig';
import { z } from 'zod';
import { fields } from './fields';

const text = z.string().trim().max(500);

/** A setting's fields (spec 2, Settings). `mailPassword` is a secret the API answers masked. */
export const settingFields = {
  replyEmail: fields.email,
  mailLogo: z.union([z.literal(''), fields.imageUrl]),
  mailSentName: text,
  mailSentEmail: fields.email,
  primaryColor: fields.color,
  secondaryColor: fields.color,
  baseURL: z.union([z.literal(''), fields.httpUrl]),
  mailHost: text,
  mailPort: fields.integer(1, 65535),
  mailSSL: z.boolean(),
  mailUser: text,
  mailPassword: z.string().max(500),
};

/** A new setting: the two addresses, the rest with the platform's defaults. */
export const settingCreateBody = z.object({
  ...settingFields,
  mailLogo: settingFields.mailLogo.default(''),
  mailSentName: text.default(''),
  primaryColor: settingFields.primaryColor.default('#1976d2'),
  secondaryColor: settingFields.secondaryColor.default('#9c27b0'),
  baseURL: settingFields.baseURL.default(''),
  mailHost: text.default(''),
  mailPort: settingFields.mailPort.default(587),
  mailSSL: settingFields.mailSSL.default(true),
  mailUser: text.default(''),
  mailPassword: settingFields.mailPassword.default(''),
});

/** The changed fields only (the settings page saves each field alone). */
export const settingUpdateBody = z.object(settingFields).partial().strict();

const templateFields = {
  title: fields.name,
  /** HTML, sanitised where it is shown. */
  description: z.string().max(200_000),
  code: z.string().trim().min(1, 'Required.').max(100),
  button: z.string().trim().max(200),
};

export const templateCreateBody = z.object({
  ...templateFields,
  description: templateFields.description.default(''),
  button: templateFields.button.default(''),
});

export const templateUpdateBody = z.object(templateFields).partial().strict();

/** A template sent as a test to one address (the settings page's Test Email). */
export const testEmailBody = z.object({ testEmail: fields.email });
