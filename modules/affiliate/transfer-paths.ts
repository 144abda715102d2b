/**
 * The 全銀協 file's addresses, shared by the router and /staff/transfer/ (issue 29 item 5).
 * `POST` TRANSFER_EXPORT_PATH makes a new batch of the approved bank transfers no batch lists yet and
 * answers its file (GET there answers 405: a download never exports anything); TRANSFER_BATCHES_PATH
 * lists the batches; `GET` transferBatchPath(id) downloads a batch's file again, unchanged.
 */
export const TRANSFER_EXPORT_PATH = '/api/staff/v1/transfer/export/';
export const TRANSFER_BATCHES_PATH = '/api/staff/v1/transfer/batches/';
export const transferBatchPath = (id: number) => `${TRANSFER_BATCHES_PATH}${id}/`;
