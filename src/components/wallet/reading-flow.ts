/**
 * Reading an episode that may cost something (spec §4 "Reading an episode", §8):
 * 1. check; 2. can_read → the viewer; 3. ticketDiv 'payment' → the coin modal; 4. ticketConfirm →
 * the ticket confirm modal; 5. otherwise consume at once; 6. after a successful consume, the paid
 * viewer when isStore, else the free viewer.
 * Failures: a failed check goes to the generic handler; a signed-out member gets the login modal;
 * a consume answered with success false shows its message in the error modal, a network failure
 * '通信エラーが発生しました。通信環境の良い場所でやり直してください。'.
 * Effects are injected, so the flow runs the same in the page and in tests against the real API.
 */
import type { PaymentDiv, TicketCheckResult, TicketDiv } from '#modules/wallet/client.ts';
import type { InferRequestType } from 'hono/client';
import { answerOf, type ApiClient } from '../../lib/http/api-client.ts';
import { HttpStatusError, expectSuccess } from '../../lib/http/errors.ts';
import { toConsumeBody, viewerPathOf, type StoryToRead } from './reading-api.ts';

/** What the coin modal may do: buy the story (or its volume) with coins, or read with points. */
export type CoinChoice = { ticketDiv: Extract<TicketDiv, 'payment' | 'point'>; paymentDiv: PaymentDiv };

export interface ReadingFlowEffects {
  /** The typed API client (the site's, or one in front of a test server). */
  api: ApiClient;
  navigate(path: string): void;
  /** `story`: what the page knew of the story (the ticket screen state's titleName and pages). */
  openCoinModal(check: TicketCheckResult, buy: (choice: CoinChoice) => Promise<boolean>, story?: StoryToRead): void;
  openTicketConfirm(check: TicketCheckResult, confirm: () => Promise<boolean>, story?: StoryToRead): void;
  openLogin(): void;
  /** The generic handler of the error catalogue (spec §8). */
  handleError(error: unknown): void;
  /** The consume row of the error catalogue: the server's message, or the network-failure one. */
  handleConsumeError(error: unknown): void;
}

export type ReadingStep = 'viewer' | 'coin-modal' | 'ticket-confirm' | 'consumed' | 'login' | 'failed';

type ConsumeBody = InferRequestType<ApiClient['payment']['api']['v1']['ticket_and_coin']['consume']['index']['$post']>['json'];

export function createReadingFlow(fx: ReadingFlowEffects) {
  let busy = false;

  /** Consumes and, on success, goes to the viewer; on failure shows the error modal. */
  async function consume(check: TicketCheckResult, overrides: Record<string, unknown> = {}): Promise<boolean> {
    try {
      // The check's answer goes back as it came (snake_case), with the modal's choice: its shape is the server's.
      const json = toConsumeBody(check, overrides) as ConsumeBody;
      expectSuccess(await answerOf(fx.api.payment.api.v1.ticket_and_coin.consume.index.$post({ json })));
    } catch (error) {
      if (error instanceof HttpStatusError && error.status === 401) fx.openLogin();
      else fx.handleConsumeError(error);
      return false;
    }
    fx.navigate(viewerPathOf(check));
    return true;
  }

  /** Runs the six steps for one story; concurrent taps while a step is running are ignored. */
  async function read(story: StoryToRead): Promise<ReadingStep | 'busy'> {
    if (busy) return 'busy';
    busy = true;
    try {
      let check: TicketCheckResult;
      try {
        const body = expectSuccess(
          await answerOf(fx.api.api.v3.ticket_and_coin.check.index.$post({ json: { title: story.titleCode, volume: story.volumeSerialNumber, story: story.storyNumber } })),
        );
        check = body.data;
      } catch (error) {
        if (error instanceof HttpStatusError && error.status === 401) {
          fx.openLogin();
          return 'login';
        }
        fx.handleError(error);
        return 'failed';
      }
      if (check.can_read) {
        fx.navigate(viewerPathOf(check));
        return 'viewer';
      }
      if (check.ticketDiv === 'payment') {
        fx.openCoinModal(check, (choice) => consume(check, buyOverrides(check, choice)), story);
        return 'coin-modal';
      }
      if (check.ticketConfirm) {
        fx.openTicketConfirm(check, () => consume(check), story);
        return 'ticket-confirm';
      }
      return (await consume(check)) ? 'consumed' : 'failed';
    } finally {
      busy = false;
    }
  }

  return { read, consume };
}

/** The body changes for a coin-modal choice: the amount the member was shown for it. */
function buyOverrides(check: TicketCheckResult, choice: CoinChoice): Record<string, unknown> {
  if (choice.ticketDiv === 'point') return { ticket_div: 'point', payment_div: 'story', consume_coin: undefined, price: undefined };
  if (choice.paymentDiv === 'volume') return { ticket_div: 'payment', payment_div: 'volume', consume_coin: check.volumePrice, price: undefined, consume_point: undefined };
  return { ticket_div: 'payment', payment_div: 'story', consume_point: undefined };
}
