import { apiRaw } from '../auth/session';

/**
 * Opens a conversation's live answer (Server-Sent Events) as the signed-in user (ADR 195).
 * EventSource cannot send the bearer token, so this is a fetch whose body the caller reads.
 */
export function apiStream(path: string, signal: AbortSignal): Promise<Response | null> {
  return apiRaw(path, { headers: { accept: 'text/event-stream' }, signal });
}

/** A picture the API serves to the signed-in user only, as a `data:` URL the page's CSP allows. */
export async function apiImage(path: string): Promise<string | null> {
  const response = await apiRaw(path);
  if (!response?.ok) return null;
  try {
    const blob = await response.blob();
    return await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(blob);
    });
  } catch {
    return null;
  }
}
