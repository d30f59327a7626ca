import { encode } from "uqr";

// The QR code of a transfer link, drawn as one SVG path. This module (and uqr) is loaded only
// when a visitor opens "Send to your phone".

export function QrCode({ text, label }: { text: string; label: string }) {
  let code: ReturnType<typeof encode>;
  try {
    // Low error correction holds the most (2,953 bytes); boostEcc raises it when there is room.
    code = encode(text, { ecc: "L", boostEcc: true, border: 0 });
  } catch {
    return <p className="text-sm font-medium">This link does not fit in a QR code: copy it.</p>;
  }
  const { data, size } = code;
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    // A white quiet zone around the code in both themes: scanners need light around dark.
    <div className="mx-auto w-full max-w-80 rounded-lg bg-white p-4">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="block aspect-square w-full"
      >
        <path d={path} fill="#000" />
      </svg>
    </div>
  );
}
