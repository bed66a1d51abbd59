import { useQueryClient } from '@tanstack/react-query';
import type { Account } from '../../api/account-contract';
import { queryKeys } from '../../api/query-keys';
import { useAnnounce } from '../../app/announcer';
import { useSite } from '../../app/site-context';
import {
  beautyProfileComplete,
  HAIR_CONCERNS,
  HAIR_TYPES,
  SKIN_CONCERNS,
  SKIN_TONES,
  SKIN_TYPES,
  type BeautyProfile,
} from '../../lib/beauty-profile';
import { ChoiceGroup } from './choice-fields';
import { FormMessage } from '../../components/fields';
import { useForm } from '../../components/use-form';

/**
 * `/account/beauty-profile`: five questions, each answered from a closed list
 * (client/lib/beauty-profile.ts), every one optional: a single answer is a radio group with
 * "prefer not to say", several are a checkbox group. The whole profile is sent; the API's
 * answer (the account) replaces the account query's data.
 */
export function BeautyProfileForm(props: { account: Account }) {
  const { t, api } = useSite();
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  /** What a save says: whether the profile is now complete. */
  const savedWords = (answer: Account) =>
    beautyProfileComplete(answer.beautyProfile) ? t('beauty.complete') : t('beauty.saved');
  const {
    values: profile,
    set,
    problem,
    sending,
    sent,
    submit,
    form,
    message,
  } = useForm({
    initial: props.account.beautyProfile,
    // A refusal is the form's message: none of the questions is a field the API names.
    fields: [],
    // The whole profile, without the questions left unanswered (an empty list is not sent).
    send: (profile) => {
      const beautyProfile: BeautyProfile = {};
      for (const [question, answer] of Object.entries(profile))
        if (answer !== undefined && !(Array.isArray(answer) && answer.length === 0))
          Object.assign(beautyProfile, { [question]: answer });
      return api.call('updateAccount', { body: { beautyProfile } });
    },
    done: (answer) => {
      queryClient.setQueryData(queryKeys.account(), answer);
      announce(savedWords(answer));
    },
  });
  const saved = sent ? savedWords(sent.result) : undefined;

  const single = <Q extends 'skinType' | 'skinTone' | 'hairType'>(
    question: Q,
    values: readonly NonNullable<BeautyProfile[Q]>[],
    label: (value: NonNullable<BeautyProfile[Q]>) => string,
  ) => (
    <ChoiceGroup
      legend={t(`beauty.questions.${question}`)}
      name={question}
      type="radio"
      options={[
        ...values.map((value) => ({ value, label: label(value) })),
        { value: '', label: t('beauty.notSaid') },
      ]}
      chosen={profile[question] ? [profile[question]] : []}
      onChange={(chosen) => set(question, (chosen[0] || undefined) as BeautyProfile[Q])}
    />
  );

  return (
    <>
      <p>{t('beauty.lead')}</p>
      <form ref={form} className="account-form" noValidate onSubmit={submit} aria-busy={sending}>
        <FormMessage id="beauty-message" messageRef={message} text={problem.form} />
        {saved ? <FormMessage id="beauty-saved" tone="done" text={saved} /> : null}
        {single('skinType', SKIN_TYPES, (value) => t(`beauty.skinTypes.${value}`))}
        {single('skinTone', SKIN_TONES, (value) => t(`beauty.skinTones.${value}`))}
        <ChoiceGroup
          legend={t('beauty.questions.skinConcerns')}
          name="skinConcerns"
          type="checkbox"
          options={SKIN_CONCERNS.map((value) => ({
            value,
            label: t(`beauty.skinConcerns.${value}`),
          }))}
          chosen={profile.skinConcerns ?? []}
          onChange={(chosen) => set('skinConcerns', chosen as BeautyProfile['skinConcerns'])}
        />
        {single('hairType', HAIR_TYPES, (value) => t(`beauty.hairTypes.${value}`))}
        <ChoiceGroup
          legend={t('beauty.questions.hairConcerns')}
          name="hairConcerns"
          type="checkbox"
          options={HAIR_CONCERNS.map((value) => ({
            value,
            label: t(`beauty.hairConcerns.${value}`),
          }))}
          chosen={profile.hairConcerns ?? []}
          onChange={(chosen) => set('hairConcerns', chosen as BeautyProfile['hairConcerns'])}
        />
        <p className="form-actions">
          <button type="submit" className="button">
            {t('beauty.submit')}
          </button>
        </p>
      </form>
    </>
  );
}
