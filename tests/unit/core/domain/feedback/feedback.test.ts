import { describe, expect, it } from 'vitest';
import {
  feedbackCompletion,
  feedbackProblems,
  isCommentTooLong,
  newFeedbackForm,
  normalizedReviewLink,
  originOf,
  reviewLinkOf,
  sentContact,
} from '../../../../../core/domain/feedback/feedback';

const form = (overrides: Partial<ReturnType<typeof newFeedbackForm>> = {}) => ({ ...newFeedbackForm(), ...overrides });

describe('accounts 9: feedback form', () => {
  it('the rating starts at 5, the rest empty, the query name and e-mail prefilled', () => {
    expect(newFeedbackForm({ name: ' Alice ', email: 'alice@example.com' })).toEqual({ rate: 5, comments: '', email: 'alice@example.com', name: 'Alice', optIn: false });
  });

  it('accounts 5: the comment is invalid from 500 characters', () => {
    expect(isCommentTooLong('a'.repeat(499))).toBe(false);
    expect(isCommentTooLong('a'.repeat(500))).toBe(true);
    expect(feedbackProblems(form({ comments: 'a'.repeat(500) }), 'order')).toEqual({ comments: 'feedback_comment_too_long' });
  });
});

describe('accounts 5: feedback validation', () => {
  it('a star rating is required, 1 to 5', () => {
    expect(feedbackProblems(form({ rate: null }), 'order')).toEqual({ rate: 'feedback_rate_required' });
    expect(feedbackProblems(form({ rate: 0 }), 'order').rate).toBe('feedback_rate_required');
    expect(feedbackProblems(form({ rate: 6 }), 'order').rate).toBe('feedback_rate_required');
    expect(feedbackProblems(form({ rate: 1 }), 'order')).toEqual({});
  });

  it('the e-mail is required and valid in the room and linker contexts, not on the order page', () => {
    expect(feedbackProblems(form(), 'room')).toEqual({ email: 'field_required' });
    expect(feedbackProblems(form(), 'linker')).toEqual({ email: 'field_required' });
    expect(feedbackProblems(form(), 'directory-v2')).toEqual({ email: 'field_required' });
    expect(feedbackProblems(form({ email: 'alice@@example' }), 'room')).toEqual({ email: 'email_error' });
    expect(feedbackProblems(form({ email: 'alice@example.com' }), 'room')).toEqual({});
    expect(feedbackProblems(form(), 'order')).toEqual({});
  });

  it('the order and booking pages ask neither: a bad query name or e-mail is left out, never a problem', () => {
    const fromQuery = form({ name: 'A', email: 'nope@' });
    expect(feedbackProblems(fromQuery, 'order')).toEqual({});
    expect(feedbackProblems(fromQuery, 'booking')).toEqual({});
    expect(sentContact(fromQuery, 'order')).toEqual({ name: '', email: '', comments: '' });
    expect(sentContact(form({ name: ' Alice ', email: 'Alice@Example.com', comments: ' Bien ' }), 'booking')).toEqual({ name: 'Alice', email: 'alice@example.com', comments: 'Bien' });
  });

  it('the name is optional, 2 characters at least when given', () => {
    expect(feedbackProblems(form({ email: 'a@example.com', name: 'A' }), 'room')).toEqual({ name: 'name_min_length_error' });
    expect(feedbackProblems(form({ email: 'a@example.com', name: 'Al' }), 'room')).toEqual({});
  });

  it('the payload type: room by default for the directories, linker, order', () => {
    expect([originOf('room'), originOf('directory-v2'), originOf('linker'), originOf('order')]).toEqual(['room', 'room', 'linker', 'order']);
  });
});

describe('accounts 4: feedback completion', () => {
  const link = 'https://g.page/le-comptoir/review';

  it('after an order: Home, and the review link for 4 stars or more when one exists', () => {
    expect(feedbackCompletion('order', 5, link)).toEqual({ then: 'home', reviewLink: link });
    expect(feedbackCompletion('order', 4, link)).toEqual({ then: 'home', reviewLink: link });
    expect(feedbackCompletion('order', 3, link)).toEqual({ then: 'home', reviewLink: null });
    expect(feedbackCompletion('order', 5, null)).toEqual({ then: 'home', reviewLink: null });
  });

  it('in a room or linker directory the dialog closes; in directory v2 it goes to the v2 home', () => {
    expect(feedbackCompletion('room', 5, link)).toEqual({ then: 'close-dialog', reviewLink: null });
    expect(feedbackCompletion('linker', 5, link)).toEqual({ then: 'close-dialog', reviewLink: null });
    expect(feedbackCompletion('directory-v2', 5, link)).toEqual({ then: 'directory-v2-home', reviewLink: null });
  });

  it('booking feedback always goes Home', () => {
    expect(feedbackCompletion('booking', 5, link)).toEqual({ then: 'home', reviewLink: null });
  });

  it('accounts 5, Links: https:// is added to a link without a scheme; only http(s) links open', () => {
    expect(normalizedReviewLink('g.page/le-comptoir')).toBe('https://g.page/le-comptoir');
    expect(normalizedReviewLink('http://example.com/r')).toBe('http://example.com/r');
    expect(normalizedReviewLink('javascript:alert(1)')).toBeNull();
    expect(normalizedReviewLink('/')).toBeNull();
    expect(normalizedReviewLink('  ')).toBeNull();
    expect(feedbackCompletion('order', 5, 'javascript:alert(1)').reviewLink).toBeNull();
  });

  it('accounts 3: the review link is notation_network.google', () => {
    expect(reviewLinkOf({ google: 'g.page/x', tripadvisor: 'https://t.example' })).toBe('https://g.page/x');
    expect(reviewLinkOf({ tripadvisor: 'https://t.example' })).toBeNull();
    expect(reviewLinkOf(undefined)).toBeNull();
  });
});
