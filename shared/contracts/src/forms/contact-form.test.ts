import { sanitizeContactForm, validateContactForm } from './contact-form';

const good = {
  name: 'Ravi',
  email: 'ravi@example.com',
  subject: 'Billing',
  message: 'Please help me with my bill.',
};

describe('validateContactForm', () => {
  it('accepts a good message', () => {
    expect(validateContactForm(good)).toEqual({});
  });

  it('uses the spec messages', () => {
    expect(validateContactForm({ name: 'R', email: '', subject: 'Hi', message: 'Too short' })).toEqual({
      name: 'contact.nameTooShort',
      email: 'email.required',
      subject: 'contact.subjectTooShort',
      message: 'contact.messageTooShort',
    });
  });

  it('checks the basic address shape', () => {
    expect(validateContactForm({ ...good, email: 'ravi@example' })).toEqual({
      email: 'email.invalid',
    });
    expect(validateContactForm({ ...good, email: 'ravi at example.com' }).email).toBe('email.invalid');
  });

  it('measures lengths after trimming and removing angle brackets', () => {
    expect(validateContactForm({ ...good, name: ' <R> ' }).name).toBe('contact.nameTooShort');
    expect(validateContactForm({ ...good, subject: '  Hello  ' })).toEqual({});
    expect(validateContactForm({ ...good, message: '<<<<123456789>>>>' }).message).toBe(
      'contact.messageTooShort',
    );
    expect(validateContactForm({ ...good, message: '1234567890' })).toEqual({});
  });
});

describe('sanitizeContactForm', () => {
  it('trims every field and removes angle brackets', () => {
    expect(
      sanitizeContactForm({ name: ' <b>Ravi</b> ', email: ' r@x.in ', subject: ' Hi ', message: ' a<b ' }),
    ).toEqual({ name: 'bRavi/b', email: 'r@x.in', subject: 'Hi', message: 'ab' });
  });
});
