import { useTranslation } from 'react-i18next';
import type { GroupSettings } from '../../core/domain/group/group-settings';
import type { TutorialAnswer } from '../../core/domain/group/group-tutorial';
import { tutorialAnswers } from '../../core/domain/group/group-tutorial';
import { localize } from '../../core/domain/locale/localized-text';
import { Button } from '../design/button';
import { Dialog } from '../design/dialog';

const LABELS: Record<TutorialAnswer, string> = { yes: 'tuto_yes', no: 'tuto_no', next: 'tuto_next', finish: 'tuto_finish' };

/**
 * browsing 4: the multi-establishment tutorial, one step at a time. Closing it (Escape, the close
 * button) dismisses it for good, like "yes" on step 0: the visitor chose not to read it.
 */
export function GroupTutorialDialog({ group, step, onAnswer, onDismiss }: {
  readonly group: GroupSettings;
  readonly step: number;
  readonly onAnswer: (answer: TutorialAnswer) => void;
  readonly onDismiss: () => void;
}) {
  const { t, i18n } = useTranslation();
  const answers = tutorialAnswers({ kind: 'step', index: step }, group.tuto_steps.length);
  const stepText = group.tuto_steps[step];
  return (
    <Dialog
      title={localize(group.tuto_title, i18n.language) || t('how_it_works')}
      closeLabel={t('close')}
      onClose={onDismiss}
      footer={
        <div className="group-tutorial__answers">
          {answers.map((answer) => (
            <Button key={answer} block onClick={() => onAnswer(answer)} variant={answer === 'no' ? 'secondary' : 'primary'}>
              {t(LABELS[answer])}
            </Button>
          ))}
        </div>
      }
    >
      <p className="group-tutorial__step">{stepText === undefined ? '' : localize(stepText, i18n.language)}</p>
      <p className="group-tutorial__progress">{t('tuto_step_of', { step: step + 1, count: group.tuto_steps.length })}</p>
    </Dialog>
  );
}
