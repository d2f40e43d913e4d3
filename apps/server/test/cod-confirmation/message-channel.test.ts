import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from '../../src/mail/mailer.ts';
import type { MessageChannel } from '../../src/mail/message-channel.ts';
import type { OutgoingSms } from '../../src/mail/sms.ts';

describe('text messages leave through a MessageChannel (decision 044)', () => {
  it('go to the outbox folder by default, as .txt and .json', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-sms-'));
    await outboxMailer({ from: 'Shop <shop@test.local>', outboxDir: dir }).sms({ to: '+919812345678', text: '123456 is your code.' });
    const files = fs.readdirSync(dir).sort();
    expect(files.map((f) => path.extname(f))).toEqual(['.json', '.txt']);
    expect(JSON.parse(fs.readFileSync(path.join(dir, files[0]!), 'utf8'))).toMatchObject({ kind: 'sms', to: '+919812345678', text: '123456 is your code.' });
  });

  it('go to a plugged-in provider instead, and its failure is the send\'s failure (so the outbox retries)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-sms-'));
    const sent: OutgoingSms[] = [];
    let down = false;
    const provider: MessageChannel = {
      name: 'test-provider',
      async send(message) {
        if (down) throw new Error('provider unavailable');
        sent.push(message);
      },
    };
    const mailer = outboxMailer({ from: 'Shop <shop@test.local>', outboxDir: dir, messages: provider });
    await mailer.sms({ to: '+919812345678', text: 'hello' });
    expect(sent).toEqual([{ to: '+919812345678', text: 'hello' }]);
    expect(fs.readdirSync(dir)).toEqual([]);
    down = true;
    await expect(mailer.sms({ to: '+919812345678', text: 'again' })).rejects.toThrow('provider unavailable');
  });
});
