/** A product's badges (New, Exclusive, Sale...), already translated; nothing when there are none. */
export function Badges({ labels }: { labels: (string | false | null | undefined)[] }) {
  const shown = labels.filter((label): label is string => Boolean(label));
  if (shown.length === 0) return null;
  return (
    <ul className="badges">
      {shown.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}
