import { platformRequest } from '@/platform/request';

/**
 * Stores one file on the platform (POST /unity/uploads, multipart field `file`) and returns its
 * address. The multipart body goes through the same adapter as every JSON call, so errors are
 * notified the same way, once.
 */
export async function uploadFile(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const { url } = await platformRequest<{ url: string }>('unity', '/uploads', { method: 'POST', body });
  return url;
}

/** Uploads files one after the other; the addresses of those that were stored. */
export async function uploadFiles(files: File[]): Promise<string[]> {
  const urls: string[] = [];
  for (const file of files) {
    try {
      urls.push(await uploadFile(file));
    } catch {
      // Already notified by the adapter; the other files still go.
    }
  }
  return urls;
}
