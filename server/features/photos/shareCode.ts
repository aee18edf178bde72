import { randomInt } from 'node:crypto';
import { SHARE_CODE_LENGTH } from '../../../contract/photoConstants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A share code from the CSPRNG: 8 characters A–Z0–9, each drawn without bias (36^8 ≈ 2.8 × 10^12 codes). */
export function newShareCode(): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
