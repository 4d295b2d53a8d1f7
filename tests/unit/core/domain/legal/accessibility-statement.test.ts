import { describe, expect, it } from 'vitest';
import { accessibilityStatement } from '../../../../../core/domain/legal/accessibility-statement';

describe('issue 20 item 7: the accessibility statement of an establishment', () => {
  it('names the establishment, says partially conformant to WCAG 2.2 AA, and gives its own contact', () => {
    const statement = accessibilityStatement({ restaurant_name: 'Le Comptoir des Halles', contact_email: ' bonjour@comptoir.example ', phone: '+33142360000' });
    expect(statement).toMatchObject({ establishment: 'Le Comptoir des Halles', conformance: 'partially_conformant', standard: 'WCAG 2.2 AA', contact: { email: 'bonjour@comptoir.example', phone: '+33142360000' } });
    expect(statement.sections[0]).toBe('status');
    expect(statement.sections).toContain('limits');
    expect(statement.sections).toContain('contact');
  });

  it('a contact the settings do not give is absent, not an empty link', () => {
    expect(accessibilityStatement({ restaurant_name: 'La Buvette', phone: '  ' }).contact).toEqual({ email: null, phone: null });
  });
});
