import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
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
import { useProblemFocus } from './form-focus';
import { formProblem, NO_PROBLEM, type FormProblem } from './form-problem';

type Question = keyof BeautyProfile;

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
  const [profile, setProfile] = useState<BeautyProfile>(props.account.beautyProfile);
  const [problem, setProblem] = useState<FormProblem>(NO_PROBLEM);
  const [saved, setSaved] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const { form, message } = useProblemFocus(problem);

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
      onChange={(chosen) => change(question, chosen[0] || undefined)}
    />
  );

  const change = (question: Question, answer: unknown) => {
    setSaved(undefined);
    setProfile((current) => ({ ...current, [question]: answer }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setSaved(undefined);
    try {
      const beautyProfile: BeautyProfile = {};
      for (const [question, answer] of Object.entries(profile) as [Question, unknown][])
        if (answer !== undefined && !(Array.isArray(answer) && answer.length === 0))
          Object.assign(beautyProfile, { [question]: answer });
      const answer = await api.call('updateAccount', { body: { beautyProfile } });
      queryClient.setQueryData(queryKeys.account(), answer);
      const words = beautyProfileComplete(answer.beautyProfile)
        ? t('beauty.complete')
        : t('beauty.saved');
      setProblem(NO_PROBLEM);
      setSaved(words);
      announce(words);
    } catch (error) {
      setProblem(formProblem(error, t, []));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <p>{t('beauty.lead')}</p>
      <form ref={form} className="account-form" noValidate onSubmit={onSubmit} aria-busy={sending}>
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
          onChange={(chosen) => change('skinConcerns', chosen)}
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
          onChange={(chosen) => change('hairConcerns', chosen)}
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
