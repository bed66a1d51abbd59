/**
 * A sentence for the next page to say, left by the page that leads there: "Welcome" after a
 * sign-up (the client router's arrival says it after the new title), "You have signed out"
 * after a sign-out (a new document: said once the page has hydrated). Kept in sessionStorage,
 * so it survives the document a sign-out loads and goes with this tab only; said once, then
 * gone. Without storage (a private mode that refuses it) the page simply says nothing extra.
 */
const KEY = 'arrival-note';

export function leaveArrivalNote(text: string): void {
  try {
    window.sessionStorage.setItem(KEY, text);
  } catch {
    // No storage: nothing to carry.
  }
}

export function takeArrivalNote(): string | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (text !== null) window.sessionStorage.removeItem(KEY);
    return text || null;
  } catch {
    return null;
  }
}

/** What an arrival says: the new page's title, then the note left for it. */
export function arrivalWords(title: string, note: string | null): string {
  return note ? `${title} ${note}` : title;
}
