import { AdultSetting } from '#modules/accounts/client.ts';
import { Hono } from 'hono';
import { z } from 'zod';
import { ApiError } from '#platform/http/api-error.ts';
import { validate } from '#platform/http/validate.ts';
import { LOGIN_REQUIRED_MESSAGE, memberOf, requireMember, type ViewerVariables } from '#modules/accounts/index.ts';
import { PAYMENT_DIVS, TICKET_DIVS, walletMessages } from './client.ts';
import type { WalletService } from './wallet-service.ts';

const fieldMessages = {
  title: '作品コードが正しくありません。',
  volume: '巻番号が正しくありません。',
  story: '話番号が正しくありません。',
  ticketDiv: '読み方の指定が正しくありません。',
  paymentDiv: '購入単位の指定が正しくありません。',
  amount: '金額の指定が正しくありません。',
} as const;

const titleCode = z.string({ error: fieldMessages.title }).trim().max(16, { error: fieldMessages.title }).regex(/^[A-Za-z0-9_-]+$/, { error: fieldMessages.title });
const serial = (error: string) => z.number({ error }).int({ error }).min(1, { error }).max(1_000_000, { error });
const amount = z.number({ error: fieldMessages.amount }).int({ error: fieldMessages.amount }).min(0, { error: fieldMessages.amount }).max(10_000_000, { error: fieldMessages.amount });

export const checkInput = z.object({ title: titleCode, volume: serial(fieldMessages.volume), story: serial(fieldMessages.story) });

/** The check result sent back in snake_case; only the story, the chosen way and the shown figures are read. */
export const consumeInput = z.object({
  title_code: titleCode,
  volume_serial_number: serial(fieldMessages.volume),
  story_number: serial(fieldMessages.story),
  ticket_div: z.enum(TICKET_DIVS, { error: fieldMessages.ticketDiv }),
  payment_div: z.enum(PAYMENT_DIVS, { error: fieldMessages.paymentDiv }).default('story'),
  price: amount.optional(),
  consume_coin: amount.optional(),
  consume_point: amount.optional(),
});

const CHECK_PATH = '/api/v3/ticket_and_coin/check/';
const CONSUME_PATH = '/payment/api/v1/ticket_and_coin/consume/';

/** The reading flow's check and consume calls (spec §7). */
export function walletRouter(wallet: WalletService) {
  const router = new Hono<{ Variables: ViewerVariables }>()
    .post(CHECK_PATH, validate('json', checkInput), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const input = c.req.valid('json');
      const user = c.get('viewer')?.user ?? null;
      const userId = user?.userId ?? null;
      const data = await wallet.check(userId, { titleCode: input.title, volumeSerialNumber: input.volume, storyNumber: input.story }, undefined, {
        adultAllowed: user?.userValidAdult === AdultSetting.Enabled,
      });
      // Signed out, only free stories can be read: anything else needs the login modal.
      if (userId === null && !data.can_read) throw new ApiError(401, { content: LOGIN_REQUIRED_MESSAGE, label: 'modal', level: 'warning' });
      return c.json({ success: true, message: { content: '', label: 'string', level: 'info' }, data });
    })
    .post(CONSUME_PATH, requireMember(), validate('json', consumeInput), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const input = c.req.valid('json');
      const member = memberOf(c);
      let outcome;
      try {
        outcome = await wallet.consume(member.userId, {
          titleCode: input.title_code,
          volumeSerialNumber: input.volume_serial_number,
          storyNumber: input.story_number,
          ticketDiv: input.ticket_div,
          paymentDiv: input.payment_div,
          price: input.price,
          consumeCoin: input.consume_coin,
          consumePoint: input.consume_point,
        }, undefined, { adultAllowed: member.userValidAdult === AdultSetting.Enabled });
      } catch (error) {
        // A lock wait cut short or a serialization failure: the member may simply retry.
        const code = (error as { code?: string }).code;
        if (code === '55P03' || code === '40001' || code === '40P01') throw new ApiError(503, { content: walletMessages.busy, label: 'modal', level: 'warning' });
        throw error;
      }
      return c.json({ success: true, message: { content: outcome.content, label: 'string', level: 'info' } });
    });

  return router;
}
