import { centsToDecimal, type Cents } from "../../utils/money";

/**
 * EPC QR code ("GiroCode", EPC069-12 v2.1): a SEPA credit transfer that banking apps fill
 * in from a scan. Lines are separated by LF; the payload has no trailing newline, is at
 * most 331 bytes and is encoded with error correction level M.
 */
export interface EpcTransfer {
  bic: string;
  /** Beneficiary name, at most 70 characters. */
  name: string;
  iban: string;
  amountCents: Cents;
  /** Unstructured remittance text (Verwendungszweck), at most 140 characters. */
  remittanceText: string;
}

export const EPC_MAX_BYTES = 331;
export const EPC_ERROR_CORRECTION = "M" as const;

export function buildEpcPayload(transfer: EpcTransfer): string {
  if (!Number.isInteger(transfer.amountCents) || transfer.amountCents < 1 || transfer.amountCents > 99_999_999_999) {
    throw new RangeError(`Betrag außerhalb des GiroCode-Bereichs: ${transfer.amountCents}`);
  }
  const lines = [
    "BCD",
    "002",
    "1", // character set 1 = UTF-8
    "SCT",
    transfer.bic.replace(/\s+/g, "").toUpperCase(),
    transfer.name.trim().slice(0, 70),
    transfer.iban.replace(/\s+/g, "").toUpperCase(),
    `EUR${centsToDecimal(transfer.amountCents)}`,
    "", // purpose code
    "", // structured creditor reference (we use the unstructured text instead)
    transfer.remittanceText.trim().slice(0, 140),
  ];
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  // Multi-byte characters can push a full-length name and text over the byte limit: shorten the text.
  while (bytes(lines.join("\n")) > EPC_MAX_BYTES) lines[10] = lines[10]!.slice(0, -1);
  return lines.join("\n");
}

/** "DE02120300000000202051" → "DE02 1203 0000 0000 2020 51" */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, "")
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, "$1 ");
}
