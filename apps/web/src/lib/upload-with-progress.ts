import { apiErrorFrom, networkError } from './api-error';

/**
 * POSTs a form with upload progress (0–100). fetch cannot report upload progress, so this is
 * the one place the app uses XMLHttpRequest. Same-origin: the session cookie goes along.
 */
export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        } catch {
          reject(apiErrorFrom(xhr.status, '', xhr.statusText));
        }
      } else reject(apiErrorFrom(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
