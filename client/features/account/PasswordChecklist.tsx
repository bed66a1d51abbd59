import { useEffect, useRef } from 'react';
import { useAnnounce } from '../../app/announcer';
import { useT } from '../../app/site-context';
import { brokenPasswordRules, LIVE_RULES, type PasswordRule } from '../../lib/password-rules';

export type RuleState = 'met' | 'notMet' | 'pending';

/** How long typing must pause before the rules that changed are said (not on every key). */
export const CHECKLIST_ANNOUNCE_DELAY_MS = 1200;

export interface ChecklistInput {
  password: string;
  confirmation: string;
  /** The account's e-mail; undefined where the page does not know it (a reset link). */
  email: string | undefined;
  /** Rules the API refused for `refusedPassword` (the ones only it can check among them). */
  refused: readonly PasswordRule[];
  refusedPassword: string | undefined;
}

/**
 * Each rule the list shows and its state. The browser's rules are checked as the
 * shopper types: nothing is met before there is a password, and the passwords match only once
 * the confirmation is typed. A rule only the API checks (the previous passwords, the common
 * ones) is listed once the API refused it: not met while the password is the refused one,
 * then checked again on sending. Too long is listed only when it is.
 */
export function checklistStates(input: ChecklistInput): [PasswordRule, RuleState][] {
  const { password, confirmation, email, refused, refusedPassword } = input;
  const broken = new Set(brokenPasswordRules({ password, confirmation, email: email ?? '' }));
  const live: PasswordRule[] = LIVE_RULES.filter(
    (rule) => email !== undefined || rule !== 'notEmail',
  );
  const states: [PasswordRule, RuleState][] = live.map((rule) => {
    const empty = password === '' || (rule === 'confirmation' && confirmation === '');
    return [rule, empty || broken.has(rule) ? 'notMet' : 'met'];
  });
  if (broken.has('tooLong')) states.push(['tooLong', 'notMet']);
  for (const rule of refused) {
    if (states.some(([listed]) => listed === rule)) continue;
    states.push([rule, password === refusedPassword ? 'notMet' : 'pending']);
  }
  return states;
}

const MARKS: Record<RuleState, string> = { met: '✓', notMet: '✗', pending: '?' };

/**
 * The password rules as a list that follows what the shopper types (referenced by the password
 * inputs' `aria-describedby`). Changes are said in the page's one live region once typing
 * pauses, only the rules whose state changed since last said, so a screen reader hears
 * "At least 1 number: done." once, not a report per keystroke.
 */
export function PasswordChecklist(props: ChecklistInput & { id: string }) {
  const t = useT();
  const announce = useAnnounce();
  const states = checklistStates(props);
  const stateText = (state: RuleState) => t(`checklist.${state}`);
  const said = useRef(new Map(states));
  const signature = states.map(([rule, state]) => `${rule}:${state}`).join(',');

  useEffect(() => {
    const timer = setTimeout(() => {
      const changed = states.filter(([rule, state]) => said.current.get(rule) !== state);
      said.current = new Map(states);
      if (!changed.length) return;
      announce(
        changed
          .map(([rule, state]) =>
            t('checklist.state', { rule: t(`auth.rules.${rule}`), state: stateText(state) }),
          )
          .join(' '),
      );
    }, CHECKLIST_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
    // `signature` stands for `states`; announce and t are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);

  return (
    <div className="password-checklist" id={props.id}>
      <p>{t('checklist.heading')}</p>
      <ul>
        {states.map(([rule, state]) => (
          <li key={rule} className={`rule-${state}`}>
            <span aria-hidden="true" className="rule-mark">
              {MARKS[state]}
            </span>{' '}
            {t(`auth.rules.${rule}`)}
            <span className="visually-hidden">
              {t('checklist.state', { rule: '', state: stateText(state) })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
