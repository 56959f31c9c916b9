// Japanese for the owner's restock console (ownerRestockStrings, src/core/words/strings-on-demand.ts):
// its own chunk, loaded by the owner entry only, on Japanese pages (src/owner/words.ts).
import type { Translation } from '../string-groups.ts';

const jaOwner: Translation<'owner'> = {
  ownerTitle: '再入荷通知のリクエスト',
  ownerGroupsCaption: '再入荷通知の登録グループ：商品、バリエーション、登録数',
  ownerProduct: '商品',
  ownerVariant: 'バリエーション',
  ownerCount: '登録数',
  ownerAnyVariant: 'バリエーション指定なし',
  ownerSelectGroup: '{product}（{variant}）を選択',
  ownerSelectAll: 'すべてのグループを選択',
  ownerViewSignUps: '登録者を表示',
  ownerSend: '通知を送信',
  ownerSendSelected: '選択したグループに送信（{count}）',
  ownerLoadingGroups: '登録グループを読み込み中…{count, plural, other {#件読み込み済み}}',
  ownerLoadedGroups: '{count, plural, other {#件の登録グループを読み込みました}}',
  ownerNoGroups: '再入荷を待っているお客様はいません。',
  ownerLoadFailed: '次のページを読み込めませんでした：{message}',
  ownerRetry: '再試行',
  ownerSignUpsTitle: '{product}（{variant}）の登録者',
  ownerSignUpsCaption: '{product}（{variant}）の再入荷を待っているお客様：{total}件中{loaded}件を表示',
  ownerEmail: 'メールアドレス',
  ownerSignedUpAt: '登録日時',
  ownerMailingList: 'メールマガジン',
  ownerYes: 'はい',
  ownerNo: 'いいえ',
  ownerClose: '閉じる',
  ownerConfirmOne:
    '{product}（{variant}）を待っている{count, plural, other {#人のお客様}}に再入荷のお知らせメールを送信しますか？',
  ownerConfirmMany:
    '{groups, plural, other {#件のグループ}}（{count, plural, other {#人のお客様}}）に再入荷のお知らせメールを送信しますか？',
  ownerConfirm: '送信',
  ownerCancel: 'キャンセル',
  ownerSending: '送信中…{total, plural, other {#件}}中{done}件',
  ownerSentSummary: '{total, plural, other {#件}}中{sent}件のグループに送信しました。',
  ownerResultSent: '送信済み',
  ownerResultFailed: '失敗：{message}',
  ownerResultPending: '待機中',
  ownerResultSending: '送信中…',
  ownerResultHeader: '結果',
  ownerActionsHeader: '操作',
  ownerNotAuthorized:
    '再入荷通知を管理するには、このサイトのオーナー（またはストアマネージャー）としてログインする必要があります。もう一度ログインして、このページを再読み込みしてください。',
};

export default jaOwner;
