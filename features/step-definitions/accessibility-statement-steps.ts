import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Then } from '@cucumber/cucumber';
import type { AccessibilityStatement } from '../../core/domain/legal/accessibility-statement';
import { accessibilityStatement } from '../../core/domain/legal/accessibility-statement';
import type { OrderingWorld } from '../support/ordering-world';

/** Issue 20 item 7: the statement the page shows, from the settings the storefront loaded (in-process or over HTTP). */
const statement = (world: OrderingWorld): AccessibilityStatement => accessibilityStatement(world.shownSettings());

Then('the accessibility statement names {string}, {string} with {string}', function (this: OrderingWorld, name: string, conformance: string, standard: string) {
  const shown = statement(this);
  assert.deepEqual({ name: shown.establishment, conformance: shown.conformance, standard: shown.standard }, { name, conformance, standard });
});

Then('the accessibility statement gives the contact {string} and {string}', function (this: OrderingWorld, email: string, phone: string) {
  assert.deepEqual(statement(this).contact, { email: email === 'none' ? null : email, phone: phone === 'none' ? null : phone });
});

// Every section has a title and a body in French and in English (ui/locales/pages), dated.
Then('the accessibility statement tells {string}, dated {string}, in French and in English', function (this: OrderingWorld, sections: string, date: string) {
  const shown = statement(this);
  assert.deepEqual(shown.sections, sections.split(', '));
  assert.equal(shown.date, date);
  for (const language of ['fr', 'en-GB']) {
    const texts = JSON.parse(readFileSync(`ui/locales/pages/${language}.json`, 'utf8')) as Record<string, string>;
    for (const key of ['accessibility_statement_title', 'a11y_intro', 'a11y_date', ...shown.sections.flatMap((section) => [`a11y_${section}_title`, `a11y_${section}_body`])]) {
      assert.ok((texts[key] ?? '').trim() !== '', `${language}: ${key}`);
    }
  }
});
