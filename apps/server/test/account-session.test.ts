import { expect, it } from 'vitest';
import { accountSuite } from './support/accounts.ts';
import { apiFor, testClock } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

const denied = { Message: 'Authorization has been denied for this request.' };
const sevenDays = 7 * 24 * 60 * 60_000;

describeEachEngine('account API: profile, sessions and sign-out', (engine) => {
  const suite = accountSuite(engine, { firstname: 'Kabir', lastname: 'Singh', mobilePrefix: '96000', password: 'Phulkari24' });
  const { newCustomer, signIn } = suite;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}, app = suite.api) =>
    app.raw(path, { method: 'POST', body: JSON.stringify(body), headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const cookie = (s: { token: string; xsrf: string }) => ({ cookie: `user_token=${s.token}; XSRF-TOKEN=${s.xsrf}` });

  it('User_profile with a bearer token: data[0] in the spec\'s names plus ours', async () => {
    const customer = await newCustomer();
    const session = await signIn(customer.email, customer.password);
    const response = await post('/api/User_profile', {}, bearer(session.token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'true',
      data: [{
        user_name: 'Kabir Singh', emailid: customer.email, mobileno: customer.mobileno, firstname: 'Kabir', lastname: 'Singh',
        email_verified: false, mobile_verified: false,
      }],
    });
    expect(await suite.api.signedIn(session.token).getProfile()).toEqual({
      userName: 'Kabir Singh', firstName: 'Kabir', lastName: 'Singh', email: customer.email, mobile: customer.mobileno,
      emailVerified: false, mobileVerified: false,
    });
  });

  it('User_profile with the cookie needs X-XSRF-TOKEN equal to the cookie, and refuses cross-site requests', async () => {
    const customer = await newCustomer();
    const session = await signIn(customer.mobileno, customer.password);
    const missing = await post('/api/User_profile', {}, cookie(session));
    expect(missing.status).toBe(403);
    expect((await missing.json()).status).toBe('false');
    const wrong = await post('/api/User_profile', {}, { ...cookie(session), 'x-xsrf-token': `${session.xsrf.slice(1)}A` });
    expect(wrong.status).toBe(403);
    const right = await post('/api/User_profile', {}, { ...cookie(session), 'x-xsrf-token': session.xsrf, 'sec-fetch-site': 'same-origin' });
    expect(right.status).toBe(200);
    expect((await right.json()).data[0].emailid).toBe(customer.email);
    const crossSite = await post('/api/User_profile', {}, { ...cookie(session), 'x-xsrf-token': session.xsrf, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ status: 'false', message: 'Cross-site requests are not allowed.' });
  });

  it('no token, an unknown token, or another store\'s token: the exact 401 denial', async () => {
    const customer = await newCustomer();
    const session = await signIn(customer.email, customer.password);
    const attempts = [
      await post('/api/User_profile', {}),
      await post('/api/User_profile', {}, bearer('not-a-real-token')),
      await post('/api/User_profile', {}, { ...bearer(session.token), host: 'other.example' }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(denied);
    }
  });

  it('a token expires after 7 days: the exact 401 denial', async () => {
    const clock = testClock();
    const timed = apiFor(suite.test.db, 'localhost', clock);
    const customer = await newCustomer();
    const session = await signIn(customer.email, customer.password, timed);
    clock.advance(sevenDays - 60_000);
    expect((await post('/api/User_profile', {}, bearer(session.token), timed)).status).toBe(200);
    clock.advance(61_000);
    const expired = await post('/api/User_profile', {}, bearer(session.token), timed);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual(denied);
  });

  it('Logout revokes this session only and clears every session cookie', async () => {
    const customer = await newCustomer();
    const phone = await signIn(customer.email, customer.password);
    const laptop = await signIn(customer.email, customer.password);
    const response = await post('/api/Logout', {}, bearer(phone.token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'true', message: 'You are logged out' });
    const cleared = response.headers.getSetCookie();
    for (const name of ['user_token', 'XSRF-TOKEN', 'user_name', 'email', 'mobile']) {
      expect(cleared.find((line) => line.startsWith(`${name}=;`)), name).toMatch(/Max-Age=0/i);
    }
    const revoked = await post('/api/User_profile', {}, bearer(phone.token));
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual(denied);
    expect(await (await post('/api/Logout', {}, bearer(phone.token))).json()).toEqual(denied);
    expect((await suite.api.signedIn(laptop.token).getProfile()).email).toBe(customer.email);
  });

  it('Logout through the typed client, and with the cookie only when the XSRF token is echoed', async () => {
    const customer = await newCustomer();
    const viaClient = await signIn(customer.email, customer.password);
    expect((await suite.api.signedIn(viaClient.token).signOut()).setCookies.some((line) => /^user_token=;.*Max-Age=0/i.test(line))).toBe(true);
    const viaCookie = await signIn(customer.email, customer.password);
    expect((await post('/api/Logout', {}, cookie(viaCookie))).status).toBe(403);
    expect((await post('/api/User_profile', {}, bearer(viaCookie.token))).status).toBe(200);
    expect((await post('/api/Logout', {}, { ...cookie(viaCookie), 'x-xsrf-token': viaCookie.xsrf })).status).toBe(200);
    expect((await post('/api/User_profile', {}, bearer(viaCookie.token))).status).toBe(401);
  });

  it('update_Customer_profile changes names and e-mail; a new e-mail is no longer verified', async () => {
    const customer = await newCustomer();
    const session = await signIn(customer.email, customer.password);
    await suite.test.db.updateTable('customers').set({ email_verified_at: '2026-01-01T00:00:00.000Z' }).where('email', '=', customer.email).execute();
    const me = suite.api.signedIn(session.token);

    const updated = await me.updateProfile({ firstname: ' Kabira ', lastname: 'Sinha', email: customer.email });
    expect(updated.message).toBe('Your profile has been updated.');
    // The header greets by these cookies: they follow the change.
    expect(updated.setCookies.some((line) => line.startsWith('user_name=Kabira%20Sinha;'))).toBe(true);
    expect(await me.getProfile()).toMatchObject({ userName: 'Kabira Sinha', firstName: 'Kabira', lastName: 'Sinha', emailVerified: true });

    const newEmail = `Kabira.${customer.mobileno}@Example.IN`;
    const response = await post('/api/update_Customer_profile', { firstname: 'Kabira', lastname: 'Sinha', email: newEmail }, bearer(session.token));
    expect(await response.json()).toEqual({ status: 'true', message: 'Your profile has been updated.' });
    expect(await me.getProfile()).toMatchObject({ email: newEmail.toLowerCase(), emailVerified: false });
    expect((await suite.api.client.signIn(newEmail, customer.password)).accessToken).toBeTruthy();
    await expect(suite.api.client.signIn(customer.email, customer.password)).rejects.toMatchObject({ status: 400 });
  });

  it('update_Customer_profile refuses an e-mail another customer has (any case), bad input, and no token; nothing changes', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const session = await signIn(customer.email, customer.password);
    const taken = await post('/api/update_Customer_profile', { firstname: 'New', lastname: 'Name', email: other.email.toUpperCase() }, bearer(session.token));
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({ status: 'false', message: 'An account with this e-mail already exists.' });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstname: 'New', lastname: 'Name', email: 'not-an-email' }, 'Please enter a valid e-mail address.'],
      [{ firstname: '', lastname: 'Name', email: customer.email }, 'First name is required.'],
      [{ firstname: 'New', email: customer.email }, 'Last name is required.'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/api/update_Customer_profile', body, bearer(session.token));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 'false', message });
    }
    const anonymous = await post('/api/update_Customer_profile', { firstname: 'New', lastname: 'Name', email: customer.email });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual(denied);
    expect(await suite.api.signedIn(session.token).getProfile()).toMatchObject({ firstName: 'Kabir', lastName: 'Singh', email: customer.email });
  });
});
