import { EMAIL_REQUIRED, PASSWORD_REQUIRED } from '@premieres/contracts';
import { validationFields } from './error-handler';

describe('validationFields', () => {
  it('maps a missing field to the spec message where there is one', () => {
    const fields = validationFields([
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        params: { missingProperty: 'password' },
      },
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        params: { missingProperty: 'email' },
      },
      {
        keyword: 'required',
        instancePath: '',
        schemaPath: '#/required',
        params: { missingProperty: 'role' },
      },
    ]);
    expect(fields).toEqual({ password: PASSWORD_REQUIRED, email: EMAIL_REQUIRED, role: 'role is required' });
  });

  it('names the field of a type error by its path', () => {
    const fields = validationFields([
      {
        keyword: 'type',
        instancePath: '/email',
        schemaPath: '#/properties/email/type',
        params: {},
        message: 'must be string',
      },
    ]);
    expect(fields).toEqual({ email: 'email must be string' });
  });
});
