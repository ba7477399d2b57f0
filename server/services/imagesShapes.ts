import type { Shape } from '../seed/catalogueTree.ts';

/**
 * Packshot outlines on a 1000 × 1000 canvas, standing on y = 860. Each shape gives the SVG of the
 * container (in the product colour `c`, a darker `d` for lids and sides) and the box its label sits in.
 */
export interface ShapeArt {
  svg: string;
  label: { x: number; y: number; w: number; h: number };
  /** Rounded corner of the label panel. */
  r?: number;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"/>`;

export function drawShape(shape: Shape, c: string, d: string): ShapeArt {
  switch (shape) {
    case 'jar':
      return {
        svg: rect(300, 330, 400, 530, c, 48) + rect(318, 250, 364, 96, d, 16) + rect(318, 330, 364, 14, '#00000022'),
        label: { x: 320, y: 420, w: 360, h: 340 },
        r: 12,
      };
    case 'pouch':
      return {
        svg:
          `<path d="M310 190 L690 190 L716 846 Q500 874 284 846 Z" fill="${c}"/>` +
          rect(310, 190, 380, 34, d) +
          `<path d="M318 250 L682 250" stroke="#ffffff55" stroke-width="6"/>`,
        label: { x: 332, y: 330, w: 336, h: 420 },
        r: 18,
      };
    case 'box':
      return {
        svg:
          rect(300, 250, 400, 610, c) +
          `<polygon points="700,250 760,206 760,816 700,860" fill="${d}"/><polygon points="300,250 360,206 760,206 700,250" fill="${d}" opacity="0.7"/>`,
        label: { x: 320, y: 330, w: 360, h: 440 },
        r: 8,
      };
    case 'bottle':
      return {
        svg: rect(330, 360, 340, 500, c, 54) + rect(400, 300, 200, 80, c, 10) + rect(380, 214, 240, 100, d, 14),
        label: { x: 330, y: 470, w: 340, h: 300 },
        r: 0,
      };
    case 'tub':
      return { svg: rect(262, 380, 476, 480, c, 34) + rect(248, 312, 504, 92, d, 18), label: { x: 290, y: 440, w: 420, h: 330 }, r: 14 };
    case 'bar':
      return {
        svg:
          `<path d="M170 420 l15 20 l-15 20 l15 20 l-15 20 l15 20 l-15 20 l15 20 l-15 20 l15 20 l-15 20 l15 20 l-15 20 L830 680 l-15 -20 l15 -20 l-15 -20 l15 -20 l-15 -20 l15 -20 l-15 -20 l15 -20 l-15 -20 l15 -20 l-15 -20 l15 -20 Z" fill="${c}"/>` +
          rect(185, 430, 630, 26, d),
        label: { x: 260, y: 470, w: 480, h: 190 },
        r: 16,
      };
    case 'tube':
      return {
        svg: `<path d="M372 170 L628 170 L600 760 L400 760 Z" fill="${c}"/>` + rect(372, 160, 256, 24, d, 4) + rect(410, 756, 180, 104, d, 16),
        label: { x: 398, y: 260, w: 204, h: 400 },
        r: 10,
      };
    case 'carton':
      return {
        svg:
          rect(330, 320, 340, 540, c) +
          `<polygon points="330,320 500,200 670,320" fill="${d}"/>` +
          rect(470, 160, 60, 52, d, 6) +
          `<polygon points="670,320 722,290 722,830 670,860" fill="${d}"/>`,
        label: { x: 348, y: 380, w: 304, h: 420 },
        r: 10,
      };
    case 'teabox':
      return {
        svg:
          rect(230, 380, 540, 480, c) +
          `<polygon points="770,380 820,340 820,820 770,860" fill="${d}"/><polygon points="230,380 280,340 820,340 770,380" fill="${d}" opacity="0.7"/>`,
        label: { x: 262, y: 420, w: 476, h: 380 },
        r: 10,
      };
    case 'card':
      return {
        svg: `<g transform="rotate(-6 500 530)">${rect(170, 330, 660, 410, c, 38)}${rect(170, 420, 660, 56, d)}</g>`,
        label: { x: 230, y: 500, w: 540, h: 210 },
        r: 18,
      };
    case 'tablet':
      return {
        svg: rect(300, 180, 400, 680, '#2b2b2b', 44) + rect(324, 230, 352, 560, c, 6) + `<circle cx="500" cy="826" r="16" fill="#555"/>`,
        label: { x: 344, y: 300, w: 312, h: 420 },
        r: 4,
      };
    case 'hamper':
      return {
        svg:
          rect(300, 250, 150, 260, d, 24) +
          rect(470, 200, 120, 300, c, 30) +
          rect(610, 290, 130, 220, d, 18) +
          `<path d="M200 470 L800 470 L740 860 L260 860 Z" fill="#b98a4e"/>` +
          Array.from(
            { length: 6 },
            (_, i) => `<path d="M${230 + i * 4} ${530 + i * 55} L${770 - i * 4} ${530 + i * 55}" stroke="#8a6232" stroke-width="8"/>`,
          ).join('') +
          `<path d="M220 470 Q500 120 780 470" stroke="#8a6232" stroke-width="18" fill="none"/>`,
        label: { x: 330, y: 560, w: 340, h: 190 },
        r: 16,
      };
    case 'dropper':
      return {
        svg: rect(380, 430, 240, 430, c, 40) + rect(440, 370, 120, 80, d, 8) + `<ellipse cx="500" cy="300" rx="58" ry="90" fill="#2f2f2f"/>`,
        label: { x: 380, y: 520, w: 240, h: 260 },
        r: 0,
      };
  }
}
