// Generated product illustrations, so the demo shop has local images and no binary assets.
import type { Art } from '../../mocks/fixtures/catalog.ts';

const shapes: Record<Art, (ink: string, light: string) => string> = {
  tee: (ink) =>
    `<path d="M120 110 170 85h60l50 25 35 55-40 20-15-20v150H140V165l-15 20-40-20z" fill="${ink}"/><path d="M175 85q25 30 50 0" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`,
  mug: (ink, light) =>
    `<rect x="120" y="120" width="130" height="160" rx="18" fill="${ink}"/><path d="M250 160h22a30 30 0 0 1 0 60h-22" fill="none" stroke="${ink}" stroke-width="16"/><ellipse cx="185" cy="122" rx="65" ry="10" fill="${light}"/>`,
  candle: (ink) =>
    `<rect x="160" y="130" width="30" height="170" rx="6" fill="${ink}"/><rect x="210" y="130" width="30" height="170" rx="6" fill="${ink}"/><path d="M175 128q-12-22 0-40 12 18 0 40zM225 128q-12-22 0-40 12 18 0 40z" fill="#f5b642"/>`,
  book: (ink, light) =>
    `<rect x="130" y="95" width="150" height="210" rx="8" fill="${ink}"/><rect x="140" y="95" width="12" height="210" fill="${light}" opacity=".6"/><rect x="175" y="140" width="80" height="10" rx="5" fill="#fff" opacity=".6"/>`,
  throw: (ink, light) =>
    `<path d="M110 120h180v170H110z" fill="${ink}"/><path d="M110 150h180M110 190h180M110 230h180M110 270h180" stroke="${light}" stroke-width="8"/><path d="M120 290v20M140 290v20M160 290v20M180 290v20M200 290v20M220 290v20M240 290v20M260 290v20M280 290v20" stroke="${ink}" stroke-width="4"/>`,
  planter: (ink) =>
    `<path d="M135 190h130l-18 110h-94z" fill="${ink}"/><path d="M200 190c-5-40-40-55-60-60 20 30 30 45 60 60zm0 0c5-45 35-70 65-75-15 35-35 60-65 75z" fill="#4c8b4a"/>`,
  card: (ink, light) =>
    `<rect x="105" y="135" width="190" height="125" rx="14" fill="${ink}"/><circle cx="150" cy="197" r="22" fill="${light}"/><rect x="185" y="185" width="85" height="10" rx="5" fill="#fff" opacity=".7"/><rect x="185" y="205" width="55" height="10" rx="5" fill="#fff" opacity=".5"/>`,
  bag: (ink) =>
    `<path d="M125 150h150l-10 150H135z" fill="${ink}"/><path d="M165 150v-20a35 35 0 0 1 70 0v20" fill="none" stroke="${ink}" stroke-width="10"/>`,
  bottle: (ink, light) =>
    `<path d="M180 90h40v45q30 15 30 50v105a15 15 0 0 1-15 15h-70a15 15 0 0 1-15-15V185q0-35 30-50z" fill="${ink}"/><rect x="165" y="200" width="70" height="55" rx="6" fill="${light}"/>`,
  board: (ink, light) =>
    `<rect x="115" y="150" width="170" height="110" rx="30" fill="${ink}"/><rect x="285" y="190" width="45" height="30" rx="12" fill="${ink}"/><circle cx="310" cy="205" r="6" fill="${light}"/>`,
  print: (ink, light) =>
    `<rect x="120" y="90" width="160" height="220" fill="#fff" stroke="#d8d2c6" stroke-width="6"/><path d="M135 270l45-70 30 40 25-30 35 60z" fill="${ink}"/><circle cx="240" cy="140" r="18" fill="${light}"/>`,
  bowl: (ink, light) =>
    `<path d="M105 180h190a95 95 0 0 1-190 0z" fill="${ink}"/><ellipse cx="200" cy="180" rx="95" ry="16" fill="${light}"/>`,
};

export function productArt(art: Art, hue: number, label: string): string {
  const ink = `hsl(${hue} 38% 42%)`;
  const light = `hsl(${hue} 45% 78%)`;
  const background = `hsl(${hue} 30% 94%)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-label="${label.replace(/[<&"]/g, '')}"><rect width="400" height="400" fill="${background}"/>${shapes[art](ink, light)}</svg>`;
}
