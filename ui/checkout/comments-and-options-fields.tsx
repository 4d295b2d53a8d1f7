import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localize } from '../../core/domain/locale/localized-text';
import { COMMENT_FORM_MAX_LENGTH } from '../../core/domain/checkout/checkout-form';
import type { CheckoutInputOption, CheckoutQuestion } from '../../core/domain/checkout/checkout-questions';
import { CUTLERY_CHOICES } from '../../core/domain/checkout/checkout-extras';
import { Checkbox, Radio } from '../design/choice-input';
import { TextField } from '../design/text-field';
import { TipFields } from './tip-fields';
import { ChopsticksField, SaucesField } from './chopsticks-and-sauces-fields';
import type { CheckoutViewModel } from './checkout-view-model';

type Props = { readonly checkout: CheckoutViewModel };

/** checkout 5: a question, one answer (radio) or several (checkbox), its problem under it. */
const QuestionField = observer(function QuestionField({ checkout, question }: Props & { readonly question: CheckoutQuestion }) {
  const { t, i18n } = useTranslation();
  const chosen = checkout.commentsAndOptions.answers[question.id] ?? [];
  const problem = checkout.problemOf(`question-${question.id}`);
  const errorId = useId();
  const Choice = question.multiple ? Checkbox : Radio;
  return (
    <fieldset className="checkout-fieldset" aria-describedby={problem ? errorId : undefined} data-testid={`question-${question.id}`} data-checkout-field={`question-${question.id}`}>
      <legend className="checkout-question__title">
        {localize(question.name, i18n.language)} <span className="checkout-question__hint">{question.mandatory ? t('required') : t('optional')}</span>
      </legend>
      <div className="checkout-section__choices">
        {question.answers.map((answer) => (
          <Choice
            key={answer.id}
            name={`question-${question.id}`}
            label={localize(answer.name, i18n.language)}
            checked={chosen.includes(answer.id)}
            onChange={(event) => checkout.commentsAndOptions.answerQuestion(question.id, answer.id, event.target.checked)}
          />
        ))}
      </div>
      {problem && (
        <p id={errorId} className="field__error">
          {t(problem.key)}
        </p>
      )}
    </fieldset>
  );
});

/** checkout 3: a checkout option as a radio group, a select or checkboxes. */
const CheckoutOptionField = observer(function CheckoutOptionField({ checkout, option }: Props & { readonly option: CheckoutInputOption }) {
  const { t, i18n } = useTranslation();
  const chosen = checkout.commentsAndOptions.checkoutOptions[option.id] ?? [];
  const problem = checkout.problemOf(`option-${option.id}`);
  const id = useId();
  const name = localize(option.name, i18n.language);
  const hint = option.mandatory ? t('required') : t('optional');
  if (option.type === 'select') {
    return (
      <div className={['field', problem && 'field--invalid'].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={id}>
          {name} <span className="checkout-question__hint">{hint}</span>
        </label>
        <select
          id={id}
          className="field__control"
          value={chosen[0] ?? ''}
          data-checkout-field={`option-${option.id}`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => checkout.commentsAndOptions.chooseCheckoutOption(option.id, event.target.value, true)}
        >
          <option value="">{t('choose')}</option>
          {option.items.map((item) => (
            <option key={item.value} value={item.value}>
              {localize(item.name, i18n.language)}
            </option>
          ))}
        </select>
        {problem && (
          <span id={`${id}-error`} className="field__error">
            {t(problem.key)}
          </span>
        )}
      </div>
    );
  }
  const Choice = option.type === 'checkbox' ? Checkbox : Radio;
  return (
    <fieldset className="checkout-fieldset" aria-describedby={problem ? `${id}-error` : undefined} data-testid={`checkout-option-${option.id}`} data-checkout-field={`option-${option.id}`}>
      <legend className="checkout-question__title">
        {name} <span className="checkout-question__hint">{hint}</span>
      </legend>
      <div className="checkout-section__choices">
        {option.items.map((item) => (
          <Choice
            key={item.value}
            name={`checkout-option-${option.id}`}
            label={localize(item.name, i18n.language)}
            checked={chosen.includes(item.value)}
            onChange={(event) => checkout.commentsAndOptions.chooseCheckoutOption(option.id, item.value, event.target.checked)}
          />
        ))}
      </div>
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {t(problem.key)}
        </p>
      )}
    </fieldset>
  );
});

/** checkout 5 and 9: the number of guests (0 to 20), mandatory when cutlery is asked. */
const CutleryField = observer(function CutleryField({ checkout }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const problem = checkout.problemOf('cutlery');
  const counts = Array.from({ length: CUTLERY_CHOICES.max - CUTLERY_CHOICES.min + 1 }, (_, index) => CUTLERY_CHOICES.min + index);
  return (
    <div className={['field', problem && 'field--invalid'].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {t('cutlery_count')}
      </label>
      <select
        id={id}
        className="field__control"
        value={checkout.commentsAndOptions.nbCutlery ?? ''}
        data-checkout-field="cutlery"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => checkout.commentsAndOptions.setCutlery(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('choose')}</option>
        {counts.map((count) => (
          <option key={count} value={count}>
            {count === 0 ? t('no_cutlery') : t('cutlery_for', { count })}
          </option>
        ))}
      </select>
      {problem && (
        <span id={`${id}-error`} className="field__error">
          {t(problem.key)}
        </span>
      )}
    </div>
  );
});

/** checkout 2: comments_and_options: questions, checkout options, cutlery, chopsticks, sauces, comment and tips. */
export const CommentsAndOptionsFields = observer(function CommentsAndOptionsFields({ checkout }: Props) {
  const { t } = useTranslation();
  const commentProblem = checkout.problemOf('comment');
  const step = checkout.commentsAndOptions;
  const hasOptions = step.questions.length > 0 || step.checkoutInputOptions.length > 0 || step.asksCutlery || step.asksChopsticks || step.sauceChoices.length > 0;
  return (
    <>
      {hasOptions && (
        <section className="checkout-section" aria-labelledby="checkout-options">
          <h2 id="checkout-options" className="checkout-section__title">
            {t('questions_and_options')}
          </h2>
          {checkout.commentsAndOptions.questions.map((question) => (
            <QuestionField key={question.id} checkout={checkout} question={question} />
          ))}
          {checkout.commentsAndOptions.checkoutInputOptions.map((option) => (
            <CheckoutOptionField key={option.id} checkout={checkout} option={option} />
          ))}
          {step.asksCutlery && <CutleryField checkout={checkout} />}
          {step.asksChopsticks && <ChopsticksField checkout={checkout} />}
          {step.sauceChoices.length > 0 && <SaucesField checkout={checkout} />}
        </section>
      )}
      {checkout.commentsAndOptions.asksComment && (
        <section className="checkout-section" aria-labelledby="checkout-comment">
          <h2 id="checkout-comment" className="checkout-section__title">
            {t('comment_title')}
          </h2>
          <TextField
            multiline
            label={t('order_comment')}
            data-checkout-field="comment"
            hint={t('optional')}
            value={checkout.commentsAndOptions.comment}
            maxLength={COMMENT_FORM_MAX_LENGTH}
            rows={3}
            error={commentProblem ? t(commentProblem.key) : null}
            counter={t('characters_count', { count: checkout.commentsAndOptions.commentLength, max: COMMENT_FORM_MAX_LENGTH })}
            onChange={(event) => checkout.commentsAndOptions.setComment(event.target.value)}
          />
        </section>
      )}
      {checkout.commentsAndOptions.takesTips && <TipFields checkout={checkout} />}
    </>
  );
});
