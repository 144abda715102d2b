import type { PayoutMethod, PayoutStatus } from './payout-rules.ts';

/** A request as its owner and staff see it: never the account number, only its masked form. */
export type PayoutView = {
  id: number;
  method: PayoutMethod;
  amount: number;
  fee: number;
  net: number;
  status: PayoutStatus;
  statusLabel: string;
  returnReason: string | null;
  bankName: string | null;
  branchName: string | null;
  accountType: string | null;
  accountMasked: string;
  holderKana: string | null;
  dotmoneyAccount: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A 全銀 export batch as staff see it; `transferDate` is the file's transfer day (JST, YYYY-MM-DD), `totalAmount` what it transfers. */
export type ExportBatchView = { id: number; createdAt: string; createdBy: number; transferCount: number; totalAmount: number; transferDate: string };
