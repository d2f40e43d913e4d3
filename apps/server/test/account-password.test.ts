import { expect, it } from 'vitest';
import { messages } from '@haat/shared/rules';
import { accountSuite } from './support/accounts.ts';
import { describeEachEngine } from './support/engines.ts';

const denied = { Message: 'Authorization has been denied for this request.' };

describeEachEngine('account API: password change', (engine) => {
  const suite = accountSuite(engine, { firstname: 'Ira', lastname: 'Das', mobilePrefix: '95000', password: 'Madhubani1' });
  const { newCustomer, signIn } = suite;
  const change = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    suite.api.raw('/api/CustomerPasswordChange', { method: 'POST', body: JSON.stringify(body), headers });
  const profileStatus = async (token: string) =>
    (await suite.api.raw('/api/User_profile', { method: 'POST', body: '{}', headers: { authorization: `Bearer ${token}` } })).status;
  const signInStatus = async (username: string, password: string) =>
    suite.api.client.signIn(username, password).then(() => 200, (error: { status: number }) => error.status);

  it('with userid = the token: changes the password, keeps this session, revokes the others', async () => {
    const customer = await newCustomer();
    const current = await signIn(customer.email, customer.password);
    const other = await signIn(customer.mobileno, customer.password);
    const response = await change({ userid: current.token, old_password: customer.password, new_password: 'Warli2025x' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'true', message: 'Password updated successfully!' });
    expect(await profileStatus(current.token)).toBe(200);
    expect(await profileStatus(other.token)).toBe(401);
    expect(await signInStatus(customer.email, 'Warli2025x')).toBe(200);
    expect(await signInStatus(customer.email, customer.password)).toBe(400);
  });

  it('the typed client sends the token as userid', async () => {
    const customer = await newCustomer();
    const current = await signIn(customer.email, customer.password);
    expect(await suite.api.client.changePassword(current.token, customer.password, 'Warli2025x')).toBe(messages.passwordUpdated);
    expect(await signInStatus(customer.mobileno, 'Warli2025x')).toBe(200);
  });

  it('a wrong old password is a 400 and changes nothing', async () => {
    const customer = await newCustomer();
    const current = await signIn(customer.email, customer.password);
    const other = await signIn(customer.email, customer.password);
    const response = await change({ userid: current.token, old_password: 'Madhubani2', new_password: 'Warli2025x' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'false', message: 'Old password is incorrect.' });
    expect(await profileStatus(other.token)).toBe(200);
    expect(await signInStatus(customer.email, customer.password)).toBe(200);
    expect(await signInStatus(customer.email, 'Warli2025x')).toBe(400);
  });

  it('the new password follows the registration rules and may not be the old one', async () => {
    const customer = await newCustomer();
    const current = await signIn(customer.email, customer.password);
    const cases: Array<[unknown, string]> = [
      ['Warli1', 'Password must be at least 8 characters long.'],
      ['Warli2025xWarli2025', 'Password must not exceed 16 characters.'],
      ['warli2025x', 'Password must contain at least one uppercase letter.'],
      ['WARLI2025X', 'Password must contain at least one lowercase letter.'],
      ['WarliArtForm', 'Password must contain at least one number.'],
      [undefined, 'Password is required.'],
      [customer.password, 'New password must be different from the old password.'],
    ];
    for (const [newPassword, message] of cases) {
      const response = await change({ userid: current.token, old_password: customer.password, new_password: newPassword });
      expect(response.status, String(newPassword)).toBe(400);
      expect(await response.json()).toEqual({ status: 'false', message });
    }
    const noOld = await change({ userid: current.token, new_password: 'Warli2025x' });
    expect(await noOld.json()).toEqual({ status: 'false', message: 'Old password is required.' });
    expect(await signInStatus(customer.email, customer.password)).toBe(200);
  });

  it('with an empty userid the bearer header or the cookie (with its XSRF echo) says who is asking', async () => {
    const customer = await newCustomer();
    const current = await signIn(customer.email, customer.password);
    const body = { userid: '', old_password: customer.password, new_password: 'Warli2025x' };
    expect((await change(body, { authorization: `Bearer ${current.token}` })).status).toBe(200);

    const again = await signIn(customer.email, 'Warli2025x');
    const cookie = { cookie: `user_token=${again.token}; XSRF-TOKEN=${again.xsrf}` };
    const back = { old_password: 'Warli2025x', new_password: 'Kalamkari9' };
    expect((await change(back, cookie)).status).toBe(403);
    expect((await change(back, { ...cookie, 'x-xsrf-token': again.xsrf })).status).toBe(200);
    expect(await signInStatus(customer.email, 'Kalamkari9')).toBe(200);
  });

  it('no credential, or a bad userid even beside a good header: the exact 401 denial', async () => {
    const customer = await newCustomer();
    const current = await signIn(customer.email, customer.password);
    const body = { old_password: customer.password, new_password: 'Warli2025x' };
    for (const response of [
      await change({ ...body, userid: '' }),
      await change({ ...body, userid: 'made-up-token' }, { authorization: `Bearer ${current.token}` }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(denied);
    }
    expect(await signInStatus(customer.email, customer.password)).toBe(200);
  });

  it('after 5 wrong old passwords the change is refused for 15 minutes (429), even with the right one', async () => {
    const customer = await newCustomer();
    const current = await signIn(customer.email, customer.password);
    for (let i = 0; i < 5; i += 1) {
      expect((await change({ userid: current.token, old_password: `Guess${i}abcd`, new_password: 'Warli2025x' })).status).toBe(400);
    }
    const refused = await change({ userid: current.token, old_password: customer.password, new_password: 'Warli2025x' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({ status: 'false', message: 'Too many wrong old passwords. Please wait 15 minutes and try again.' });
    expect(await signInStatus(customer.email, customer.password)).toBe(200);
  });
});
