import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../../../../core/domain/account/account';
import type { UserProfile } from '../../../../core/domain/account/account';
import { fail, ok } from '../../../../core/domain/result';
import { ProfileViewModel } from '../../../../ui/account/profile-view-model';

const CLAIRE: UserProfile = { ...EMPTY_PROFILE, firstName: 'Claire', lastName: 'Martin', email: 'claire@example.com', addressStreet: '8 rue du Jour', addressZipCode: '75001', addressCity: 'Paris', addressCountry: 'France' };

function profileWith(answers: { save?: 'ok' | 'fail'; password?: 'ok' | 'not_changed' } = {}) {
  const notices: { key: string; tone: string }[] = [];
  const profile = new ProfileViewModel('le-comptoir', CLAIRE, 'FR', {
    updateProfile: async () => ({
      execute: async (input) => (answers.save === 'fail' ? fail({ kind: 'server' as const, message: 'down' }) : ok({ ...input.profile, phone: '+33711223344' })),
    }),
    changePassword: async () => ({ execute: async () => (answers.password === 'not_changed' ? fail({ kind: 'not_changed' as const }) : ok(undefined)) }),
    notify: (notice) => {
      notices.push({ key: notice.key, tone: notice.tone });
      return notices.length;
    },
  });
  return { profile, notices };
}

describe('accounts 2, 4 and 8: the profile screen', () => {
  it('the save button shows only once a field differs from the stored profile', () => {
    const { profile } = profileWith();
    expect(profile.changed).toBe(false);
    profile.form.set('firstName', 'Clara');
    expect(profile.changed).toBe(true);
    profile.form.set('firstName', 'Claire');
    expect(profile.changed).toBe(false);
  });

  it('a saved profile becomes the stored one, with profile_updated', async () => {
    const { profile, notices } = profileWith();
    profile.form.set('phone', '07 11 22 33 44');
    await profile.save();
    expect(notices).toEqual([{ key: 'profile_updated', tone: 'success' }]);
    expect(profile.form.values.phone).toBe('+33711223344');
    expect(profile.changed).toBe(false);
  });

  it('a failed save keeps what was typed and says profile_update_error', async () => {
    const { profile, notices } = profileWith({ save: 'fail' });
    profile.form.set('firstName', 'Clara');
    await profile.save();
    expect(notices).toEqual([{ key: 'profile_update_error', tone: 'error' }]);
    expect(profile.form.values.firstName).toBe('Clara');
    expect(profile.changed).toBe(true);
  });

  it('the password modal opens with its fields reset; a falsy answer is password_update_error, success password_updated', async () => {
    const refused = profileWith({ password: 'not_changed' });
    refused.profile.openPasswordDialog();
    refused.profile.passwords.set('oldPassword', 'wrong');
    refused.profile.passwords.set('newPassword', 'Nouveau-2026');
    refused.profile.passwords.set('confirmation', 'Nouveau-2026');
    await refused.profile.changePassword();
    expect(refused.notices).toEqual([{ key: 'password_update_error', tone: 'error' }]);
    expect(refused.profile.passwordDialogOpen).toBe(true);
    refused.profile.closePasswordDialog();
    refused.profile.openPasswordDialog();
    expect(refused.profile.passwords.values).toEqual({ oldPassword: '', newPassword: '', confirmation: '' });

    const { profile, notices } = profileWith();
    profile.openPasswordDialog();
    profile.passwords.set('oldPassword', 'Comptoir2026');
    profile.passwords.set('newPassword', 'Nouveau-2026');
    profile.passwords.set('confirmation', 'Nouveau-2026');
    await profile.changePassword();
    expect(notices).toEqual([{ key: 'password_updated', tone: 'success' }]);
    expect(profile.passwordDialogOpen).toBe(false);
  });
});
