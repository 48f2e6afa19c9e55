import QRCode from "qrcode";
import { buildEpcPayload, EPC_ERROR_CORRECTION, type EpcTransfer } from "./epc-qr";

const qrOptions = { errorCorrectionLevel: EPC_ERROR_CORRECTION, margin: 4 } as const;

/** The GiroCode as an SVG document (order success page). */
export function renderGiroCodeSvg(transfer: EpcTransfer): Promise<string> {
  return QRCode.toString(buildEpcPayload(transfer), { ...qrOptions, type: "svg" });
}

/** The GiroCode as a PNG (inline image of the confirmation mail; mail clients do not show SVG). */
export function renderGiroCodePng(transfer: EpcTransfer): Promise<Buffer> {
  return QRCode.toBuffer(buildEpcPayload(transfer), { ...qrOptions, type: "png", width: 240 });
}
