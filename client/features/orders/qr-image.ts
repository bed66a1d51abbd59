/**
 * The QR code as a PNG file, for a shopper paying on the phone that shows it: the bank app
 * then reads it from the photo gallery ("scan from image"), the one way every scheme here
 * allows. The PNG is drawn from the worker's own SVG (worker/payments/qr-svg.ts): the same
 * modules, quiet zone included, so it carries exactly the payload on the page (no second QR
 * encoder in the browser; README "The order pages").
 */

/** What the saved file is called: the order it pays, so a gallery of them stays readable. */
export function qrFileName(orderNumber: string): string {
  return `order-${orderNumber}-qr.png`;
}

/** Device pixels per module: a 33-module code with its quiet zone comes out about 410 px wide. */
const PIXELS_PER_MODULE = 10;

/** The side of the SVG's square viewBox, in modules. */
export function qrModules(svg: string): number {
  const match = /viewBox="0 0 (\d+) \1"/.exec(svg);
  if (!match) throw new Error('The QR SVG has no square viewBox');
  return Number(match[1]);
}

/** The worker's QR SVG rasterised to PNG, module edges kept sharp. */
export async function qrPng(svg: string): Promise<Blob> {
  const side = qrModules(svg) * PIXELS_PER_MODULE;
  const image = new Image(side, side);
  // A data: URL (the CSP allows data: images), so nothing is fetched and the canvas stays clean.
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.imageSmoothingEnabled = false;
  context.drawImage(image, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The QR PNG could not be made'))),
      'image/png',
    ),
  );
}

/** Hands `blob` to the browser as a download named `name`. */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the browser has taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
