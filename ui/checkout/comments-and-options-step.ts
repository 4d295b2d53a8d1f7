import { makeAutoObservable } from 'mobx';
import type { CheckoutField, CheckoutForm } from '../../core/domain/checkout/checkout-form';
import { COMMENT_FORM_MAX_LENGTH } from '../../core/domain/checkout/checkout-form';
import { CHOPSTICKS_CHOICES, CUTLERY_CHOICES, DEFAULT_CHOPSTICKS, isTipValid, offeredSauces, parseTip } from '../../core/domain/checkout/checkout-extras';
import type { CheckoutOptionChoices, QuestionAnswers } from '../../core/domain/checkout/checkout-questions';
import type { Cents } from '../../core/domain/money/money';
import type { RestaurantSettings } from '../../core/domain/restaurant/restaurant-settings';

/**
 * checkout 2 "comments and options" step (issue 7): the restaurant's questions and checkout options,
 * cutlery, the tip and the comment, each as the restaurant asks for them (checkout 5 and 9).
 */
export class CommentsAndOptionsStep {
  answers: QuestionAnswers = {};
  checkoutOptions: CheckoutOptionChoices = {};
  nbCutlery: number | null = null;
  /** checkout 9: chopsticks 1 to 6, default 0 (none). */
  nbChopsticks: number = DEFAULT_CHOPSTICKS;
  /** checkout 3 sauceCheckList: the sauce ids ticked. */
  sauces: readonly number[] = [];
  /** The tip as typed, in major units; checkout 9: default 0. */
  tipText = '';
  comment = '';

  constructor(
    private readonly settings: RestaurantSettings,
    private readonly subtotal: () => Cents,
    private readonly clearProblem: (field: CheckoutField) => void,
  ) {
    makeAutoObservable<CommentsAndOptionsStep, 'settings' | 'subtotal' | 'clearProblem'>(this, { settings: false, subtotal: false, clearProblem: false }, { autoBind: true });
  }

  get questions() {
    return this.settings.questions;
  }

  get checkoutInputOptions() {
    return this.settings.checkout_input_options;
  }

  get asksCutlery(): boolean {
    return this.settings.ask_cutlery;
  }

  /** checkout 9 (issue 19): chopsticks, where the restaurant's setting asks them. */
  get asksChopsticks(): boolean {
    return this.settings.ask_chopsticks;
  }

  /** checkout 3 sauce.active (issue 19): the sauces offered, none unless active. */
  get sauceChoices() {
    return offeredSauces(this.settings.sauce);
  }

  get asksComment(): boolean {
    return this.settings.ask_comment_order;
  }

  get takesTips(): boolean {
    return this.settings.have_tip;
  }

  get commentLength(): number {
    return this.comment.length;
  }

  /** The tip as the rules read it: a tip that does not read as an amount is NaN, which they refuse (invalid_tip). */
  get typedTips(): number {
    return parseTip(this.tipText, this.settings.config.nb_decimal_price) ?? Number.NaN;
  }

  /** The tip as it is added to the total (issue 22.12: 0 while what is typed is out of bounds, as the field says). */
  get tips(): number {
    const tips = parseTip(this.tipText, this.settings.config.nb_decimal_price);
    return this.settings.have_tip && tips !== null && isTipValid(tips, this.subtotal()) ? tips : 0;
  }

  /** The checkout form's part: the answers, the options, cutlery, the tip as typed and the comment. */
  get form(): Pick<CheckoutForm, 'answers' | 'checkoutOptions' | 'nbCutlery' | 'nbChopsticks' | 'sauces' | 'tips' | 'comment'> {
    return {
      answers: this.answers,
      checkoutOptions: this.checkoutOptions,
      nbCutlery: this.nbCutlery,
      nbChopsticks: this.asksChopsticks ? this.nbChopsticks : DEFAULT_CHOPSTICKS,
      sauces: this.sauces,
      tips: this.typedTips,
      comment: this.comment,
    };
  }

  answerQuestion(questionId: number, answerId: number, chosen: boolean): void {
    const question = this.settings.questions.find((candidate) => candidate.id === questionId);
    if (!question) return;
    const current = this.answers[questionId] ?? [];
    const next = question.multiple ? (chosen ? [...current, answerId] : current.filter((id) => id !== answerId)) : chosen ? [answerId] : [];
    this.answers = { ...this.answers, [questionId]: next };
    this.clearProblem(`question-${questionId}`);
  }

  chooseCheckoutOption(optionId: number, value: string, chosen: boolean): void {
    const option = this.settings.checkout_input_options.find((candidate) => candidate.id === optionId);
    if (!option) return;
    const current = this.checkoutOptions[optionId] ?? [];
    const next = option.type === 'checkbox' ? (chosen ? [...current, value] : current.filter((item) => item !== value)) : chosen && value !== '' ? [value] : [];
    this.checkoutOptions = { ...this.checkoutOptions, [optionId]: next };
    this.clearProblem(`option-${optionId}`);
  }

  /** checkout 9: cutlery choices 0 to 20. */
  setCutlery(value: number | null): void {
    this.nbCutlery = value === null ? null : Math.min(CUTLERY_CHOICES.max, Math.max(CUTLERY_CHOICES.min, value));
    this.clearProblem('cutlery');
  }

  /** checkout 9: 1 to 6 chopsticks, or 0 for none. */
  setChopsticks(value: number): void {
    this.nbChopsticks = value === DEFAULT_CHOPSTICKS ? DEFAULT_CHOPSTICKS : Math.min(CHOPSTICKS_CHOICES.max, Math.max(CHOPSTICKS_CHOICES.min, Math.trunc(value)));
    this.clearProblem('chopsticks');
  }

  toggleSauce(sauceId: number, chosen: boolean): void {
    if (!this.sauceChoices.some((sauce) => sauce.id === sauceId)) return;
    this.sauces = chosen ? [...new Set([...this.sauces, sauceId])] : this.sauces.filter((id) => id !== sauceId);
    this.clearProblem('sauces');
  }

  setTipText(value: string): void {
    this.tipText = value;
    this.clearProblem('tips');
  }

  /** checkout 5: the comment field takes at most 280 characters. */
  setComment(value: string): void {
    this.comment = value.slice(0, COMMENT_FORM_MAX_LENGTH);
  }
}
