import { validateViewerProfileForm } from './viewer-form';

describe('viewer profile form rules', () => {
  it('needs a name of at most 20 characters and a 4-digit PIN when one is given', () => {
    expect(validateViewerProfileForm({ name: 'Kids', pin: '' })).toEqual({});
    expect(validateViewerProfileForm({ name: '  ', pin: '' })).toEqual({ name: 'Enter a profile name' });
    expect(validateViewerProfileForm({ name: 'x'.repeat(21), pin: '1234' })).toEqual({
      name: 'A profile name has at most 20 characters',
    });
    expect(validateViewerProfileForm({ name: 'Kids', pin: '12a4' })).toEqual({ pin: 'A PIN is 4 digits' });
    expect(validateViewerProfileForm({ name: 'Kids', pin: '123' })).toEqual({ pin: 'A PIN is 4 digits' });
  });
});
