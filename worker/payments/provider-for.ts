import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox-provider';

/**
 * The payment provider of this environment: the one seam where it is chosen, beside the mail's
 * `mailSenderFor` (worker/mail/sender.ts), so a handler or a job asks for "the provider" and
 * never builds one. Today every environment uses the sandbox provider inside the worker, which
 * speaks the interface a real provider would (./provider.ts); a real one is chosen here from
 * its secrets when it comes. The developer surface that pays, fails or expires a sandbox
 * payment uses the sandbox provider itself (worker/api/sandbox-payments.ts).
 */
export function paymentProviderFor(env: Pick<Env, 'DB'>): PaymentProvider {
  return new SandboxProvider(env.DB);
}
