import {
  VIEWER_NAME_TOO_LONG,
  VIEWER_PIN_FORMAT,
  validateViewerPinEntry,
  validateViewerProfileForm,
} from './viewer-form';

describe('viewer profile form rules', () => {
  it('needs a name of at most 20 characters and a 4-digit PIN when one is given', () => {
    expect(validateViewerProfileForm({ name: 'Kids', pin: '' })).toEqual({});
    expect(validateViewerProfileForm({ name: '  ', pin: '' })).toEqual({ name: 'profile.nameRequired' });
    expect(validateViewerProfileForm({ name: 'x'.repeat(21), pin: '1234' })).toEqual({
      name: 'profile.nameTooLong',
    });
    expect(validateViewerProfileForm({ name: 'Kids', pin: '12a4' })).toEqual({ pin: 'profile.pinFormat' });
    expect(validateViewerProfileForm({ name: 'Kids', pin: '123' })).toEqual({ pin: 'profile.pinFormat' });
  });

  it('says the bounds in English for the API', () => {
    expect(VIEWER_NAME_TOO_LONG).toBe('A profile name has at most 20 characters');
    expect(VIEWER_PIN_FORMAT).toBe('A PIN is 4 digits');
  });
});

describe('the PIN prompt of a protected profile', () => {
  it('takes exactly four digits', () => {
    expect(validateViewerPinEntry({ pin: '0427' })).toEqual({});
    for (const pin of ['', '123', '12345', '12a4', ' 1234'])
      expect(validateViewerPinEntry({ pin })).toEqual({ pin: 'profile.pinFormat' });
  });
});
