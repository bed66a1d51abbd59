import { useT } from '../app/site-context';

/**
 * "Show more" under a list paged by cursor (the account's orders, the points history): shown
 * while there is a next page, while the last page loads ("Loading…", the button kept so focus
 * stays) and after it failed (then it asks again). `onMore` asks for the next page; the list
 * decides where focus goes when it arrives.
 */
export function ShowMore(props: {
  last: { isFetching: boolean; isError: boolean; refetch: () => unknown };
  hasNext: boolean;
  label: string;
  onMore: () => void;
}) {
  const t = useT();
  const { last } = props;
  if (!props.hasNext && !last.isFetching && !last.isError) return null;
  return (
    <p>
      <button
        type="button"
        className="button button-quiet"
        aria-disabled={last.isFetching || undefined}
        onClick={() => {
          if (last.isError) return void last.refetch();
          if (!props.hasNext || last.isFetching) return;
          props.onMore();
        }}
      >
        {last.isFetching ? t('common.loading') : props.label}
      </button>
    </p>
  );
}
