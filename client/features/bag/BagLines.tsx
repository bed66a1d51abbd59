import type { Ref } from 'react';
import type { BagLine } from '../../api/bag-contract';
import { useT } from '../../app/site-context';
import { BagLineItem } from './BagLineItem';
import type { LineActions } from './use-line-actions';

type Group =
  { bundle: null; line: BagLine } | { bundle: { id: number; name: string }; lines: BagLine[] };

/**
 * The lines in the order the API gives them (newest last), a bundle's lines gathered under
 * its name where its first line is: a set is bought, changed and removed whole.
 */
export function groupLines(lines: readonly BagLine[]): Group[] {
  const groups: Group[] = [];
  const bundles = new Map<number, BagLine[]>();
  for (const line of lines) {
    if (!line.bundle) {
      groups.push({ bundle: null, line });
      continue;
    }
    const members = bundles.get(line.bundle.id);
    if (members) members.push(line);
    else {
      const created = [line];
      bundles.set(line.bundle.id, created);
      groups.push({ bundle: line.bundle, lines: created });
    }
  }
  return groups;
}

/** The bag's lines under their heading (focused when a removed line takes focus with it). */
export function BagLines(props: {
  lines: readonly BagLine[];
  money: (minor: number) => string;
  actions: LineActions;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const t = useT();
  const { lines, money, actions, headingRef } = props;
  return (
    <section className="bag-lines" aria-labelledby="bag-lines-title">
      <h2 id="bag-lines-title" ref={headingRef} tabIndex={-1}>
        {t('bagPage.linesTitle')}
      </h2>
      <ul className="bag-line-list">
        {groupLines(lines).map((group) =>
          group.bundle === null ? (
            <BagLineItem key={group.line.id} line={group.line} money={money} actions={actions} />
          ) : (
            <li key={`bundle-${group.bundle.id}`} className="bag-bundle">
              <h3 className="bag-bundle-name">
                {t('bagPage.setName', { name: group.bundle.name })}
              </h3>
              <ul className="bag-line-list">
                {group.lines.map((line) => (
                  <BagLineItem key={line.id} line={line} money={money} actions={actions} />
                ))}
              </ul>
            </li>
          ),
        )}
      </ul>
      {actions.dialog}
    </section>
  );
}
