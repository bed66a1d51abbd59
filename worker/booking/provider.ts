import { sign, verify } from 'hono/jwt';
import type { Country, Language } from '../../client/lib/sites';
import { storeTimeZone } from '../../client/lib/store-time-zone';
import { addDays, instantToLocal, localToInstant } from './time';
import { withinNoticeAndHorizon } from './slots';

/**
 * The external booking provider (docs/booking.md "The external provider"): some services are
 * booked at the provider (Booxi), which sends the member back to
 * /happening/services/booxi/success or /cancel with a signed reference. The storefront sees it
 * through this interface only, as it sees payments; every environment runs the sandbox provider
 * inside the worker (its page is /sandbox/booxi, a developer surface), and a real one would be
 * a second implementation chosen in `bookingProviderFor`.
 */

/** Who is booking what: the session the provider's page is opened with. */
export interface ProviderSession {
  accountId: number;
  country: Country;
  language: Language;
  activityId: number;
  storeId: number;
  storeSlug: string;
  durationMinutes: number;
}

/** A booking the provider made, as its signed return reference says. */
export interface ProviderBooking {
  /** The provider's reference of the booking (unique; the reservation's `provider_ref`). */
  reference: string;
  accountId: number;
  country: Country;
  activityId: number;
  storeId: number;
  start: Date;
  end: Date;
}

export interface BookingProvider {
  /** The provider's page where the member books (a path of this site for the sandbox). */
  bookingUrl(session: ProviderSession, now: Date): Promise<string>;
  /** The booking a return reference names, or null: forged, altered, expired or not a return. */
  verifyReturn(reference: string, now: Date): Promise<ProviderBooking | null>;
}

/** How long a provider session and a return reference are good for. */
export const PROVIDER_TOKEN_MINUTES = 30;

const SESSION_AUDIENCE = 'booking-provider-session';
const RETURN_AUDIENCE = 'booking-provider-return';
const ISSUER = 'sandbox-booxi';

/** The sandbox provider: the worker plays the provider, signing with its own secret. */
export class SandboxBookingProvider implements BookingProvider {
  constructor(private readonly secret: string) {}

  async bookingUrl(session: ProviderSession, now: Date): Promise<string> {
    const token = await this.signed(SESSION_AUDIENCE, { ...session }, now);
    return `/sandbox/booxi?session=${encodeURIComponent(token)}`;
  }

  /** The session a provider page was opened with, or null. */
  async readSession(token: string, now: Date): Promise<ProviderSession | null> {
    const payload = await this.read(token, SESSION_AUDIENCE, now);
    return payload ? (payload as unknown as ProviderSession) : null;
  }

  /**
   * The provider's own free times for a session: 11:00, 13:00 and 15:00 store time on the next
   * three days with notice (a provider's schedule is its own; the storefront never decides it).
   */
  times(session: ProviderSession, now: Date): Date[] {
    const zone = storeTimeZone(session.country, session.storeSlug);
    const today = instantToLocal(now, zone).date;
    const times: Date[] = [];
    for (let day = 1; day <= 3; day += 1)
      for (const time of ['11:00', '13:00', '15:00']) {
        const start = localToInstant(addDays(today, day), time, zone);
        if (withinNoticeAndHorizon(start, now)) times.push(start);
      }
    return times;
  }

  /** Confirms a time at the provider: the return reference it sends the member back with. */
  async confirm(session: ProviderSession, start: Date, now: Date): Promise<string> {
    const reference = `BX${crypto.randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    return this.signed(
      RETURN_AUDIENCE,
      {
        reference,
        accountId: session.accountId,
        country: session.country,
        activityId: session.activityId,
        storeId: session.storeId,
        start: start.toISOString(),
        end: new Date(start.getTime() + session.durationMinutes * 60_000).toISOString(),
      },
      now,
    );
  }

  async verifyReturn(token: string, now: Date): Promise<ProviderBooking | null> {
    const payload = await this.read(token, RETURN_AUDIENCE, now);
    if (!payload) return null;
    const { reference, accountId, country, activityId, storeId, start, end } = payload;
    if (
      typeof reference !== 'string' ||
      !/^BX[0-9A-F]{14}$/.test(reference) ||
      typeof accountId !== 'number' ||
      typeof country !== 'string' ||
      typeof activityId !== 'number' ||
      typeof storeId !== 'number' ||
      typeof start !== 'string' ||
      typeof end !== 'string'
    )
      return null;
    return {
      reference,
      accountId,
      country: country as Country,
      activityId,
      storeId,
      start: new Date(start),
      end: new Date(end),
    };
  }

  private signed(audience: string, claims: Record<string, unknown>, now: Date): Promise<string> {
    const seconds = Math.floor(now.getTime() / 1000);
    return sign(
      {
        ...claims,
        iss: ISSUER,
        aud: audience,
        iat: seconds,
        exp: seconds + PROVIDER_TOKEN_MINUTES * 60,
      },
      this.secret,
      'HS256',
    );
  }

  /** The claims of a token of `audience`, checked at the request's instant, or null. */
  private async read(
    token: string,
    audience: string,
    now: Date,
  ): Promise<Record<string, unknown> | null> {
    if (token.length > 2000) return null;
    try {
      const payload = await verify(token, this.secret, {
        alg: 'HS256',
        iss: ISSUER,
        aud: audience,
        exp: false,
        nbf: false,
        iat: false,
      });
      const seconds = Math.floor(now.getTime() / 1000);
      if (typeof payload.exp !== 'number' || payload.exp <= seconds) return null;
      if (typeof payload.iat !== 'number' || payload.iat > seconds) return null;
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }
}

/**
 * The booking provider of this environment (beside `paymentProviderFor`): the sandbox inside
 * the worker, signing with a key of its own derived from the worker's secret (a real provider
 * would bring its shared secret and its URL).
 */
export function bookingProviderFor(env: Pick<Env, 'JWT_SECRET'>): SandboxBookingProvider {
  return new SandboxBookingProvider(`${env.JWT_SECRET}:booking-provider`);
}
