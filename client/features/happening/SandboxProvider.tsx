import { useMutation, useQuery } from '@tanstack/react-query';
import '../../api/operation-paths-booking';
import { useRoute, useRouter } from '../../app/router';
import { useSite, useT } from '../../app/site-context';
import { EmptyState } from '../../components/EmptyState';
import { Link } from '../../components/Link';
import { PageFrame } from '../../components/PageFrame';

/**
 * The sandbox booking provider's own page (/sandbox/booxi, development only): what a real
 * provider's booking page would be, played by the worker (docs/booking.md "The external
 * provider"). Booking a time sends the member back to the storefront's success page with the
 * provider's signed reference; "cancel" to its cancel page.
 */
export function SandboxProvider() {
  const t = useT();
  const site = useSite();
  const { search } = useRoute();
  const { navigate } = useRouter();
  const session = new URLSearchParams(search).get('session') ?? '';
  const offer = useQuery({
    queryKey: ['sandbox-provider', session],
    queryFn: () => site.api.call('sandboxProviderOffer', { query: { session } }),
    enabled: session !== '',
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: (start: string) =>
      site.api.call('sandboxProviderConfirm', { body: { session, start } }),
    onSuccess: ({ returnUrl }) => navigate(returnUrl),
  });
  // The store's wall time as the offer writes it (its own offset), whatever the browser's zone.
  const time = (iso: string) =>
    new Intl.DateTimeFormat(site.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(Date.parse(iso.slice(0, 19) + 'Z')));
  return (
    <PageFrame title={t('booking.provider.sandboxTitle')} lead={t('booking.provider.sandboxLead')}>
      {offer.isError || !session ? (
        <EmptyState message={t('booking.provider.sandboxExpired')} />
      ) : offer.data ? (
        <>
          <p>
            {offer.data.activity} · {offer.data.store}
          </p>
          <ul className="slot-list">
            {offer.data.times.map((start) => (
              <li key={start}>
                <button
                  type="button"
                  className="button"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(start)}
                >
                  {t('booking.provider.sandboxBook', { time: time(start) })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link href="/happening/services/booxi/cancel">{t('booking.provider.sandboxCancel')}</Link>
      </p>
    </PageFrame>
  );
}
