import { QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { RootBoundary } from '../../../client/app/RootBoundary';
import { PartBoundary } from '../../../client/components/PartBoundary';
import { announcement, liveRegions, renderInSite } from '../render-app';

/** A part that loads its own data (suspending until it has it), as home's featured products do. */
function Part({ name, load }: { name: string; load: () => Promise<string> }) {
  const { data } = useSuspenseQuery({ queryKey: ['part', name], queryFn: load });
  return <p>{data}</p>;
}

function Broken(): never {
  throw new Error('render failed');
}

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

beforeEach(() => {
  // React logs every error a boundary catches; the boundaries add a warning.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PartBoundary', () => {
  it('shows a failed part as a translated message with a retry; the rest of the page keeps working', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('500');
      return 'Featured products';
    });
    const healthy = vi.fn(async () => 'Brands');
    renderInSite(
      <>
        <PartBoundary fallback={<p>loading one</p>}>
          <Part name="one" load={load} />
        </PartBoundary>
        <PartBoundary fallback={<p>loading two</p>}>
          <Part name="two" load={healthy} />
        </PartBoundary>
        <button type="button">Rest of the page</button>
      </>,
      { queryClient: client() },
    );
    expect(await screen.findByText('This part of the page could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('Brands')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rest of the page' })).toBeTruthy();
    // Said once, through the page's one live region; the message itself is no live region.
    await waitFor(() => expect(announcement()).toBe('This part of the page could not be loaded.'));
    expect(liveRegions()).toHaveLength(1);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Featured products')).toBeTruthy();
    expect(document.querySelector('[data-part-error]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    // The healthy part was not asked again.
    expect(healthy).toHaveBeenCalledTimes(1);
  });

  it('fails again after a retry that fails, and can be retried again', async () => {
    const load = vi.fn(async (): Promise<string> => {
      throw new Error('500');
    });
    renderInSite(
      <PartBoundary fallback={<p>loading</p>}>
        <Part name="always" load={load} />
      </PartBoundary>,
      { queryClient: client() },
    );
    await screen.findByRole('button', { name: 'Try again' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says the same thing at most once when two parts fail together', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const fail = async (): Promise<string> => {
      throw new Error('500');
    };
    const spoken: string[] = [];
    const observer = new MutationObserver(() => {
      const text = announcement();
      if (text) spoken.push(text);
    });
    renderInSite(
      <>
        <PartBoundary fallback={null}>
          <Part name="a" load={fail} />
        </PartBoundary>
        <PartBoundary fallback={null}>
          <Part name="b" load={fail} />
        </PartBoundary>
      </>,
      { queryClient: client() },
    );
    const region = document.querySelector('[data-announcer]');
    if (region) observer.observe(region, { childList: true, subtree: true, characterData: true });
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2),
    );
    // A moment later (the test's clock, stepped): still one announcement for both parts.
    await act(() => vi.advanceTimersByTimeAsync(20));
    observer.disconnect();
    expect(spoken.length).toBeLessThanOrEqual(1);
  });

  it('speaks the page language (Hong Kong Chinese)', async () => {
    renderInSite(
      <PartBoundary fallback={null}>
        <Part
          name="zh"
          load={async () => {
            throw new Error('500');
          }}
        />
      </PartBoundary>,
      { queryClient: client(), country: 'hk', language: 'zh' },
    );
    expect(await screen.findByText('頁面這部分未能載入。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '再試一次' })).toBeTruthy();
  });
});

/** Presses the part's Try again as a keyboard user does: the button has focus as it acts. */
async function pressRetry() {
  const button = await screen.findByRole('button', { name: 'Try again' });
  button.focus();
  fireEvent.click(button);
  return button;
}

describe('PartBoundary: focus after Try again', () => {
  it('a retry that loads the part leaves focus on the box around the part', async () => {
    let fail = true;
    renderInSite(
      <PartBoundary fallback={<p>loading</p>}>
        <Part
          name="loads"
          load={async () => {
            if (fail) throw new Error('500');
            return 'Featured products';
          }}
        />
      </PartBoundary>,
      { queryClient: client() },
    );
    fail = false;
    await pressRetry();
    const content = await screen.findByText('Featured products');
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused?.contains(content)).toBe(true);
  });

  it('a part that fails does not take focus; a retry that fails again puts it on the new Try again', async () => {
    const load = vi.fn(async (): Promise<string> => {
      throw new Error('500');
    });
    renderInSite(
      <>
        <button type="button">Rest of the page</button>
        <PartBoundary fallback={<p>loading</p>}>
          <Part name="fails" load={load} />
        </PartBoundary>
      </>,
      { queryClient: client() },
    );
    const elsewhere = screen.getByRole('button', { name: 'Rest of the page' });
    elsewhere.focus();
    await screen.findByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(elsewhere);

    const pressed = await pressRetry();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })),
    );
    expect(document.activeElement).not.toBe(pressed);
  });
});

describe('RootBoundary', () => {
  it('replaces an app that failed with a full-page message, focused, and a reload', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      reload,
    } as Location);
    renderInSite(
      <RootBoundary>
        <Broken />
      </RootBoundary>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('This page stopped working. Reload it to carry on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('renders the app as it is while nothing fails', () => {
    renderInSite(
      <RootBoundary>
        <p>The page</p>
      </RootBoundary>,
    );
    expect(screen.getByText('The page')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
