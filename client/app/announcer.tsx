import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const AnnouncerContext = createContext<Announce | null>(null);

/**
 * The page's one polite live region, and the function that speaks through it. One region for
 * the whole page because competing regions are queued, dropped or read twice by screen readers
 * (a listing had 27: one per heart, plus two saying the same "Show more" result). The region is
 * rendered on the server, so it exists before the first message: a region inserted together
 * with its text is often not read at all.
 */
export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState({ text: '', serial: 0 });
  // Stable, so components that announce never re-render because a message changed.
  const announce = useCallback<Announce>(
    (text) => setMessage((current) => ({ text, serial: current.serial + 1 })),
    [],
  );
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-announcer="">
        {/* A new node per message: the same words said twice in a row are read twice. */}
        <p key={message.serial}>{message.text}</p>
      </div>
    </AnnouncerContext.Provider>
  );
}

/** Says a message politely in the page's live region (after the shopper's current speech). */
export function useAnnounce(): Announce {
  const announce = useContext(AnnouncerContext);
  if (!announce) throw new Error('useAnnounce outside AnnouncerProvider');
  return announce;
}
