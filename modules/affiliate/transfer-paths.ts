/** `GET /api/staff/v1/transfer/export/`: the 全銀協 file of approved bank transfers, a download link on /staff/transfer/. */
export const TRANSFER_EXPORT_PATH = '/api/staff/v1/transfer/export/';
