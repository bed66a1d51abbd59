import { useState } from 'react';
import type { ListingSelection } from '../../lib/listing-url';

/**
 * The shopper's latest choice shows at once, while the listing it asks for loads. It counts
 * only while the URL is still the one it was chosen on: once the navigation lands (the search
 * changes), the page's own selection is the truth again. It is cleared during render, so no
 * frame shows it, and coming back to that URL later (history) does not bring it back.
 */
export function usePendingChoice(search: string) {
  const [choice, setChoice] = useState<{ on: string; selection: ListingSelection } | null>(null);
  if (choice && choice.on !== search) setChoice(null);
  const pending = choice && choice.on === search ? choice.selection : null;
  const choose = (selection: ListingSelection) => setChoice({ on: search, selection });
  return { pending, choose };
}
