import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  ToastProvider,
  toastTop,
  useToast,
} from '../../../../client/features/bag/Toasts';
import { announcement, liveRegions, renderInSite } from '../../render-app';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Trigger({ text }: { text: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast(text)}>
      Show
    </button>
  );
}

describe("notifications (the spec's defaults)", () => {
  it('sit below the header while it shows (never over Account and Bag), else at the top', () => {
    expect(toastTop(120)).toBe(128);
    expect(toastTop(-300)).toBe(16);
    expect(toastTop(null)).toBe(16);
  });

  it('each shows for 3000 ms, as many at once as there are, and is said in the one live region', () => {
    vi.useFakeTimers();
    renderInSite(
      <ToastProvider>
        <Trigger text="Sorry, this item is out of stock." />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(document.querySelectorAll('.toast')).toHaveLength(2);
    expect(announcement()).toBe('Sorry, this item is out of stock.');
    expect(liveRegions()).toHaveLength(1);
    expect(TOAST_DURATION_MS).toBe(3000);
    act(() => vi.advanceTimersByTime(2999));
    expect(document.querySelectorAll('.toast')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('closes when clicked', () => {
    renderInSite(
      <ToastProvider>
        <Trigger text="Offer not found" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Offer not found (select to close)' }));
    expect(document.querySelector('.toast')).toBeNull();
  });
});
