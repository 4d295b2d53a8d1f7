import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../design/button';
import { ChoiceInput } from '../design/choice-input';
import { TextField } from '../design/text-field';
import { StarRating } from './star-rating';
import type { FeedbackViewModel } from './feedback-view-model';
import './feedback.css';

/** accounts 2: the text under the greeting, by context (room, linker, order, booking). */
const INTRO_KEY = {
  order: 'feedback_intro_order',
  room: 'feedback_intro_room',
  'directory-v2': 'feedback_intro_room',
  linker: 'feedback_intro_linker',
  booking: 'feedback_intro_booking',
} as const;

/**
 * accounts 2, Feedback page: a greeting, the context's explanation, the star rating, the comment, the
 * e-mail (required) and name (optional) in the room and linker contexts, the opt-in and validate.
 */
export const FeedbackForm = observer(function FeedbackForm({ feedback, greetingName, eventName }: { readonly feedback: FeedbackViewModel; readonly greetingName?: string; readonly eventName?: string }) {
  const { t } = useTranslation();
  const problem = (key: string | undefined) => (key ? t(key) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void feedback.submit();
  };
  const name = greetingName?.trim() || feedback.form.name.trim();
  return (
    <form className="feedback-form" onSubmit={submit} noValidate>
      <p className="feedback-form__greeting">{name ? t('feedback_greeting_name', { name }) : t('feedback_greeting')}</p>
      <p className="feedback-form__intro">{eventName ? t('feedback_intro_event', { event: eventName }) : t(INTRO_KEY[feedback.place])}</p>
      <StarRating value={feedback.form.rate} onChange={feedback.setRate} error={problem(feedback.problems.rate)} disabled={feedback.sending} />
      <TextField
        multiline
        label={t('feedback_comment')}
        rows={4}
        value={feedback.form.comments}
        onChange={(event) => feedback.setComments(event.target.value)}
        counter={t('characters_count', { count: feedback.commentLength, max: feedback.commentSoftLimit })}
        error={problem(feedback.problems.comments) ?? (feedback.commentTooLong ? t('feedback_comment_too_long') : null)}
        disabled={feedback.sending}
      />
      {feedback.asksContact && (
        <>
          <TextField
            label={t('email_address')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            maxLength={254}
            value={feedback.form.email}
            onChange={(event) => feedback.setEmail(event.target.value)}
            error={problem(feedback.problems.email)}
            disabled={feedback.sending}
          />
          <TextField
            label={t('feedback_name')}
            hint={t('optional')}
            autoComplete="name"
            maxLength={100}
            value={feedback.form.name}
            onChange={(event) => feedback.setName(event.target.value)}
            error={problem(feedback.problems.name)}
            disabled={feedback.sending}
          />
        </>
      )}
      <ChoiceInput
        type="checkbox"
        label={t('feedback_opt_in')}
        checked={feedback.form.optIn}
        onChange={(event) => feedback.setOptIn(event.target.checked)}
        disabled={feedback.sending}
      />
      <Button type="submit" block disabled={feedback.sending || feedback.sent} aria-busy={feedback.sending}>
        {t('feedback_validate')}
      </Button>
    </form>
  );
});
