// Japanese for the overlays' group (src/core/words/strings-overlays.ts: quick view, installments, lightbox, audio): its own chunk, loaded
// only on Japanese pages that need it (src/browser/languages.ts).
import type { Translation } from '../string-groups.ts';

const jaOverlays: Translation<'overlays'> = {
  quickViewLabel: '{productName}のクイックビュー',
  installmentsInRange: 'または{installments}：',
  installmentsPayments: '{amount}×{numInstallments}回（金利手数料なし）',
  installmentsOver: '{amount}を超えるご注文でご利用いただけます：',
  installmentsUpTo: '{amount}までのご注文でご利用いただけます：',
  installmentsMoreInfo: '{provider}について詳しく見る',
  installmentsModalTitle: '{provider}',
  installmentsFallback:
    '{provider}なら{numInstallments}回の分割払い（金利手数料なし）でお支払いいただけます。商品は通常どおり発送され、お支払いは2週間ごとに引き落とされます。ご利用の可否と上限はご注文内容によって異なり、お支払い時に{provider}が確認します。',
  installmentsLoading: '読み込んでいます…',
  lightboxLabel: '画像ビューアー',
  lightboxPrevious: '前の画像',
  lightboxNext: '次の画像',
  lightboxPosition: '{count}枚中{index}枚目',
  lightboxOpen: '{title}を画像ビューアーで開く',
  lightboxThumbnails: 'サムネイル',
  lightboxShowImage: '{count}枚中{index}枚目を表示',
  audioPlay: '{title}を再生',
  quickViewDetails: '詳細をすべて見る',
};

export default jaOverlays;
