import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { BOOKING_TEXT_LIMITS } from '../../core/domain/booking/booking';
import { personChoices } from '../../core/domain/booking/booking-persons';
import { slotLabel } from '../../core/domain/booking/booking-slots';
import type { ShownSlot } from '../../core/domain/booking/booking-slots';
import { Checkbox } from '../design/choice-input';
import { Stepper } from '../design/stepper';
import { TextField } from '../design/text-field';
import type { BookingFormViewModel } from './booking-form-view-model';

type Wizard = { readonly wizard: BookingFormViewModel };

function FieldError({ message }: { readonly message: string | undefined }) {
  const { t } = useTranslation();
  return message ? (
    <p className="field__error" role="alert">
      {t(message)}
    </p>
  ) : null;
}

/** accounts 2 and 9: buttons 1 to 9, '+' at 10 revealing a stepper (10 to nbPersonMax, 100 by default). */
export const PersonsStep = observer(function PersonsStep({ wizard }: Wizard) {
  const { t } = useTranslation();
  if (!wizard.booking) return null;
  const nbPerson = wizard.form.nbPerson;
  return (
    <>
      <div className="booking-persons" role="group" aria-label={t('booking_persons_title')}>
        {personChoices(wizard.booking).map((choice) => {
          const pressed = choice.kind === 'more' ? wizard.usesStepper : nbPerson === choice.value;
          return (
            <button
              key={choice.kind === 'more' ? 'more' : choice.value}
              type="button"
              className="booking-persons__choice"
              aria-pressed={pressed}
              aria-label={choice.kind === 'more' ? t('booking_ten_or_more') : t('booking_persons_count', { count: choice.value })}
              onClick={() => wizard.choosePersons(choice.kind === 'more' && wizard.usesStepper ? (nbPerson ?? choice.value) : choice.value)}
            >
              {choice.kind === 'more' ? '+' : choice.value}
            </button>
          );
        })}
      </div>
      {wizard.usesStepper && nbPerson !== null && (
        <div className="booking-persons__stepper">
          <Stepper
            value={nbPerson}
            label={t('booking_persons_title')}
            decreaseLabel={t('booking_fewer_persons')}
            increaseLabel={t('booking_more_persons')}
            onDecrease={() => wizard.setStepper(nbPerson - 1)}
            onIncrease={() => wizard.setStepper(nbPerson + 1)}
            canDecrease={nbPerson > 10}
            canIncrease={nbPerson < wizard.stepperMax}
          />
        </div>
      )}
      <FieldError message={wizard.problems.nbPerson} />
    </>
  );
});

function SlotText({ slot, nbPerson }: { readonly slot: ShownSlot; readonly nbPerson: number }) {
  const { t } = useTranslation();
  const label = slotLabel(slot, nbPerson);
  return (
    <>
      <span className="booking-slot__time">{slot.endTime ? `${slot.startTime} – ${slot.endTime}` : slot.startTime}</span>
      {label && <span className={`booking-slot__note booking-slot__note--${label.key === 'full' ? 'full' : 'few'}`}>{label.key === 'full' ? t('full') : t(label.key, { nb: label.nb })}</span>}
    </>
  );
}

/** accounts 2, 5 and 9: the day's slots by start time; full or begun ones cannot be chosen. */
export const TimeStep = observer(function TimeStep({ wizard }: Wizard) {
  const { t } = useTranslation();
  const slots = wizard.slots;
  if (slots.length === 0) return <p className="notice">{t('no_schedule_available_this_day')}</p>;
  return (
    <>
      <ul className="booking-slots" aria-label={t('booking_time_title')}>
        {slots.map((slot) => (
          <li key={slot.id}>
            <button
              type="button"
              className="booking-slot"
              aria-pressed={wizard.form.slot === slot.startTime}
              disabled={!wizard.canChooseSlot(slot)}
              onClick={() => wizard.chooseSlot(slot)}
            >
              <SlotText slot={slot} nbPerson={wizard.form.nbPerson ?? 1} />
            </button>
          </li>
        ))}
      </ul>
      <FieldError message={wizard.problems.timeSlot} />
    </>
  );
});

/** accounts 2 and 5: name, e-mail, comment, opt-in; room number (room directory, optional); phone (linker). */
export const InformationsStep = observer(function InformationsStep({ wizard }: Wizard) {
  const { t } = useTranslation();
  const problem = (field: keyof typeof wizard.problems) => (wizard.problems[field] ? t(wizard.problems[field]!) : null);
  return (
    <div className="booking-informations">
      <TextField label={t('booking_name')} value={wizard.form.name} onChange={(event) => wizard.setText('name', event.target.value)} error={problem('name')} autoComplete="name" maxLength={BOOKING_TEXT_LIMITS.name} required />
      <TextField label={t('email_address')} type="email" value={wizard.form.email} onChange={(event) => wizard.setText('email', event.target.value)} error={problem('email')} autoComplete="email" maxLength={BOOKING_TEXT_LIMITS.email} required />
      {wizard.context === 'linker' && (
        <TextField label={t('booking_phone')} type="tel" value={wizard.form.phone} onChange={(event) => wizard.setText('phone', event.target.value)} error={problem('phone')} autoComplete="tel" maxLength={BOOKING_TEXT_LIMITS.phone} hint={t('optional')} />
      )}
      {wizard.context === 'room-directory' && (
        <TextField label={t('booking_room_number')} value={wizard.form.roomNumber} onChange={(event) => wizard.setText('roomNumber', event.target.value)} error={problem('roomNumber')} maxLength={BOOKING_TEXT_LIMITS.roomNumber} hint={t('optional')} />
      )}
      <TextField
        multiline
        label={t('booking_comment')}
        value={wizard.form.comment}
        onChange={(event) => wizard.setText('comment', event.target.value)}
        error={problem('comment')}
        maxLength={BOOKING_TEXT_LIMITS.comment}
        hint={t('optional')}
        counter={`${wizard.form.comment.length} / ${BOOKING_TEXT_LIMITS.comment}`}
        rows={3}
      />
      <Checkbox label={t('booking_optin')} checked={wizard.form.optin} onChange={(event) => wizard.setOptin(event.target.checked)} />
    </div>
  );
});
