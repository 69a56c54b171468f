/** The files of a service name's export and import (spec 2, "Service names"). */
import dayjs from 'dayjs';
import { EXPORT_TIMESTAMP_FORMAT } from '@/constants';

/** `{service name}_{YYYY-MM-DD HH:mm:ss}.json`. */
export const exportFileName = (serviceName: string, at: Date = new Date()) =>
  `${serviceName}_${dayjs(at).format(EXPORT_TIMESTAMP_FORMAT)}.json`;

/** Saves a value as a JSON file through the browser's download. */
export function downloadJson(fileName: string, value: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A JSON file's document, or undefined when the file is not JSON (by its type or name, and by its text). */
export async function readJsonFile(file: File): Promise<unknown> {
  const looksJson = file.type === 'application/json' || /\.json$/i.test(file.name);
  if (!looksJson) return undefined;
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    return undefined;
  }
}
