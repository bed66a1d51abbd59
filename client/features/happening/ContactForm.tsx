import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { BookingQuestionList, Reservation } from '../../api/booking-contract';
import { bookingCalls, bookingQueries } from '../../api/booking-queries';
import { ApiRequestError } from '../../api/client';
import { useSite } from '../../app/site-context';
import { FormMessage, SelectField, TextField } from '../../components/fields';
import { useForm, type FieldErrors } from '../../components/use-form';
import { answerProblemMessage, checkAnswers } from '../../lib/booking-answers';
import { checkContact, contactProblemMessage } from '../../lib/booking-contact';
import type { Translate } from '../../lib/i18n';
import { accountQuery } from './use-visitor';
import { bookingRefusal } from './booking-refusal';
import type { PickedSlot } from './SlotPicker';

interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  answers: Record<string, string>;
}

const labelled = (t: Translate, label: string, required: boolean) =>
  t(required ? 'booking.form.labelRequired' : 'booking.form.labelOptional', { label });

/**
 * The booking's contact and answers, then Confirm (POST reservation-service/create with the
 * hold). Prefilled from the account (GET account) once it answers; checked by the booking's
 * own rules (client/lib/booking-contact.ts, booking-answers.ts), in the page's words, the first
 * problem focused. No maxLength: the limit is said in words (the spec's message), not cut
 * silently. One Idempotency-Key per booking the member means: kept while a try got no
 * answer (the same press again is the same booking), renewed once the API answered.
 */
export function ContactForm(props: {
  activityId: number;
  slot: PickedSlot;
  holdId: number;
  onBooked: (reservation: Reservation) => void;
  /** The slot is gone (409 NO_SLOTS): back to the times, reloaded. */
  onNoSlots: () => void;
  /** The sign-in ended meanwhile (401): sign in again, back to this slot. */
  onSignedOut: () => void;
}) {
  const site = useSite();
  const { t, api, country } = site;
  const questions = useQuery(bookingQueries.questions(api, site, props.activityId));
  const account = useQuery(accountQuery(api));
  const key = useRef<string | undefined>(undefined);
  const list: BookingQuestionList['items'] = questions.data?.items ?? [];
  const fields = ['fullName', 'email', 'phone', ...list.map((q) => `answers.${q.code}`)];

  const { values, setValues, set, input, problem, submit, sending, form, message } = useForm<
    ContactValues,
    Reservation
  >({
    initial: { fullName: '', email: '', phone: '', answers: {} },
    fields,
    check: (values) => {
      const errors: FieldErrors = {};
      for (const problem of checkContact(country, values).problems)
        errors[problem.field] ??= contactProblemMessage(problem, t);
      for (const problem of checkAnswers(list, values.answers).problems)
        errors[`answers.${problem.code}`] = answerProblemMessage(problem, t);
      return errors;
    },
    send: async (values) => {
      key.current ??= crypto.randomUUID();
      try {
        const answer = await bookingCalls.create(api, key.current, {
          activityId: props.activityId,
          storeId: props.slot.storeId,
          start: props.slot.start,
          artistId: props.slot.artistId,
          contact: checkContact(country, values).values,
          answers: checkAnswers(list, values.answers).answers,
          holdId: props.holdId,
        });
        return answer.reservation;
      } catch (error) {
        if (error instanceof ApiRequestError) key.current = undefined;
        throw error;
      }
    },
    refusal: (error) => bookingRefusal(error, t, fields),
    done: (reservation) => props.onBooked(reservation),
  });
  const { onNoSlots, onSignedOut } = props;
  useEffect(() => {
    if (problem.code === 'NO_SLOTS') onNoSlots();
    if (problem.code === 'SIGN_IN_REQUIRED') onSignedOut();
  }, [problem, onNoSlots, onSignedOut]);

  // The account's name, e-mail and mobile fill the fields the member has not typed in yet.
  const member = account.data;
  useEffect(() => {
    if (!member) return;
    setValues((current) => ({
      ...current,
      fullName: current.fullName || `${member.firstName} ${member.lastName}`.trim(),
      email: current.email || member.email,
      phone: current.phone || (member.mobile ?? ''),
    }));
  }, [member, setValues]);

  const answer = (code: string) => (event: { target: { value: string } }) =>
    set('answers', { ...values.answers, [code]: event.target.value });

  return (
    <form
      ref={form}
      className="booking-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={sending}
    >
      <FormMessage id="booking-message" messageRef={message} text={problem.form} />
      <fieldset>
        <legend>{t('booking.flow.detailsTitle')}</legend>
        <TextField
          label={labelled(t, t('booking.form.fullName'), true)}
          name="fullName"
          autoComplete="name"
          value={values.fullName}
          onChange={input('fullName')}
          error={problem.fields.fullName}
        />
        <TextField
          label={labelled(t, t('booking.form.email'), true)}
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={input('email')}
          error={problem.fields.email}
        />
        <TextField
          label={labelled(t, t('booking.form.phone'), true)}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={input('phone')}
          error={problem.fields.phone}
        />
      </fieldset>
      {list.length ? (
        <fieldset>
          <legend>{t('booking.flow.questions')}</legend>
          {list.map((question) =>
            question.kind === 'choice' ? (
              <SelectField
                key={question.code}
                label={labelled(t, question.label, question.required)}
                name={`answers.${question.code}`}
                value={values.answers[question.code] ?? ''}
                placeholder={t('booking.flow.choose')}
                options={question.options}
                onChange={answer(question.code)}
                error={problem.fields[`answers.${question.code}`]}
              />
            ) : (
              <TextField
                key={question.code}
                label={labelled(t, question.label, question.required)}
                name={`answers.${question.code}`}
                value={values.answers[question.code] ?? ''}
                onChange={answer(question.code)}
                error={problem.fields[`answers.${question.code}`]}
              />
            ),
          )}
        </fieldset>
      ) : null}
      <p className="form-actions">
        <button type="submit" className="button">
          {t('booking.flow.confirm')}
        </button>
      </p>
    </form>
  );
}
