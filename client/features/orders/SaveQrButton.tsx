import { useState } from 'react';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import type { QrMethod } from '../../lib/orders/payment-methods';
import { bankAppLink } from '../../lib/orders/bank-app';
import { download, qrFileName, qrPng } from './qr-image';

/**
 * Paying on the phone that shows the code: "Save QR image" downloads the
 * same code as `order-{number}-qr.png`, to be picked from the gallery in the bank app; and,
 * where the scheme defines one (client/lib/orders/bank-app.ts: none of ours yet), the link that
 * opens the bank app. Where the picture cannot be made, says to take a screenshot instead.
 */
export function SaveQrButton(props: {
  number: string;
  method: QrMethod;
  qr: { payload: string; svg: string };
  scheme: string;
}) {
  const { t } = useSite();
  const announce = useAnnounce();
  const [failed, setFailed] = useState(false);
  const appLink = bankAppLink(props.method, props.qr.payload);
  const save = async () => {
    try {
      download(await qrPng(props.qr.svg), qrFileName(props.number));
      setFailed(false);
    } catch {
      setFailed(true);
      announce(t('order.qr.saveFailed'));
    }
  };
  return (
    <div className="order-qr-save">
      <p className="order-pay-note">{t('order.qr.saveHint', { scheme: props.scheme })}</p>
      <p className="form-actions">
        <button type="button" className="button button-quiet" onClick={() => void save()}>
          {t('order.qr.save')}
        </button>
        {appLink ? (
          <a className="button" href={appLink}>
            {t('order.qr.openBankApp')}
          </a>
        ) : null}
      </p>
      {failed ? <p className="field-error">{t('order.qr.saveFailed')}</p> : null}
    </div>
  );
}
