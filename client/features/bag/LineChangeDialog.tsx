import type { BagLine, Preview } from '../../api/bag-contract';
import { useT } from '../../app/site-context';
import { Modal } from '../../components/Modal';

/** A change of a line that waits for the shopper's word. */
export interface PendingChange {
  action: 'decrease' | 'remove' | 'move';
  line: BagLine;
  /** The new quantity (0 for a removal or a move). */
  quantity: number;
  /** What the change would lose, from the API's dry run (null when it was not asked). */
  preview: Preview | null;
  /** How many lines the line's bundle has (1 for a line of its own). */
  groupSize: number;
}

/**
 * The dialogs a line change may need first: the move-to-wish-list dialog, the
 * bundle-item removal dialog (a set changes and goes whole) and the gift-removal warning, which
 * lists everything the change would lose: gifts, the code, free shipping, the samples. One
 * dialog says all of it, so the shopper answers once. "Keep" has the focus: the safe answer.
 */
export function LineChangeDialog(props: {
  change: PendingChange;
  onConfirm: () => void;
  onCancel: () => void;
  focusOnClose: () => HTMLElement | null;
}) {
  const t = useT();
  const { action, line, quantity, preview, groupSize } = props.change;
  const name = line.product.name;
  const bundle = line.bundle;
  const title =
    action === 'move'
      ? t('bagPage.dialogs.moveTitle')
      : bundle
        ? t(
            action === 'remove'
              ? 'bagPage.dialogs.setRemoveTitle'
              : 'bagPage.dialogs.setChangeTitle',
          )
        : t('bagPage.dialogs.warningTitle');
  const losses = [
    ...(preview?.gifts.map((gift) => t('bagPage.dialogs.lossGift', { title: gift.title })) ?? []),
    ...(preview?.promo ? [t('bagPage.dialogs.lossCode', { code: preview.promo.code })] : []),
    ...(preview?.freeShipping ? [t('bagPage.dialogs.lossShipping')] : []),
    ...(preview?.samples ? [t('bagPage.dialogs.lossSamples')] : []),
  ];
  const confirm =
    action === 'move'
      ? t('bagPage.dialogs.moveConfirm')
      : action === 'remove'
        ? t(bundle ? 'bagPage.dialogs.setRemoveConfirm' : 'bagPage.dialogs.removeConfirm')
        : t('bagPage.dialogs.changeConfirm');

  return (
    <Modal
      title={title}
      onClose={props.onCancel}
      focusOnClose={props.focusOnClose}
      className="line-change-dialog"
    >
      {action === 'move' ? <p>{t('bagPage.dialogs.moveText', { name })}</p> : null}
      {bundle && action !== 'move' ? (
        <p>
          {action === 'remove'
            ? t('bagPage.dialogs.setRemoveText', {
                name,
                set: bundle.name,
                count: preview?.bundle?.items ?? groupSize,
              })
            : t('bagPage.dialogs.setChangeText', { name, set: bundle.name, quantity })}
        </p>
      ) : null}
      {losses.length ? (
        <>
          <p>{t('bagPage.dialogs.lossIntro')}</p>
          <ul className="loss-list">
            {losses.map((loss) => (
              <li key={loss}>{loss}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="modal-actions">
        <button type="button" className="button" onClick={props.onConfirm}>
          {confirm}
        </button>
        <button
          type="button"
          className="button button-quiet"
          data-autofocus=""
          onClick={props.onCancel}
        >
          {t('bagPage.dialogs.keep')}
        </button>
      </div>
    </Modal>
  );
}
