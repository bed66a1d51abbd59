import { get } from './helpers';

/**
 * The `cookie` header of an editor: the preview session the worker hands out when the shared
 * token is exchanged at a preview link (the real flow, through the worker).
 */
export async function editorCookie(): Promise<string> {
  const response = await get('http://localhost/preview/homepage?token=test-preview-token');
  const line = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('preview-session='));
  if (!line) throw new Error('no preview session was handed out');
  return line.split(';')[0];
}
