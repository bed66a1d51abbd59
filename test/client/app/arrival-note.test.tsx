import { afterEach, describe, expect, it } from 'vitest';
import { arrivalWords, leaveArrivalNote, takeArrivalNote } from '../../../client/app/arrival-note';

afterEach(() => window.sessionStorage.clear());

describe('arrival notes (a sign-up welcome, a sign-out notice)', () => {
  it('are taken once, by the next page', () => {
    leaveArrivalNote('You have signed out.');
    expect(takeArrivalNote()).toBe('You have signed out.');
    expect(takeArrivalNote()).toBeNull();
  });

  it('are said after the new page title, which alone is said without one', () => {
    expect(arrivalWords('Home', 'Welcome to Beauty Pass, Mei: your account is ready.')).toBe(
      'Home Welcome to Beauty Pass, Mei: your account is ready.',
    );
    expect(arrivalWords('Home', null)).toBe('Home');
  });
});
