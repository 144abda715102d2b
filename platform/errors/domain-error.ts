/**
 * A refusal in a domain's own terms: a code (`'insufficient-coins'`) and the details needed to word
 * it, with no HTTP in it. Each module subclasses it once (`WalletError`) with its union of codes; the
 * module's router layer maps every code to the API's status, label and Japanese message (decision 030).
 */
export class DomainError<Code extends string = string, Details extends object = object> extends Error {
  readonly code: Code;
  readonly details: Details | undefined;

  constructor(code: Code, details?: Details, options?: ErrorOptions) {
    super(code, options);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}
