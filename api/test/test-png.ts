/** Reads a PNG's signature and size (its IHDR chunk), so tests check real image bytes. */
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngDimensions(data: Buffer): { width: number; height: number } {
  if (!data.subarray(0, 8).equals(SIGNATURE) || data.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}
