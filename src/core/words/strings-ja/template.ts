// Japanese for the template helpers' group (src/core/words/strings-template.ts): relative times, comment
// counts, social links, form answers. The server half alone loads it (src/server/translations.ts):
// it is never sent to shoppers' browsers.
import type { Translation } from '../string-groups.ts';

const jaTemplate: Translation<'template'> = {
  timeSinceLessThanMinute: '1分以内',
  timeSinceMinute: '約1分前',
  timeSinceMinutes: '約{n}分前',
  timeSinceHour: '約1時間前',
  timeSinceHours: '約{n}時間前',
  timeSinceDay: '約1日前',
  timeSinceDays: '約{n}日前',
  timeSinceWeek: '約1週間前',
  timeSinceWeeks: '約{n}週間前',
  timeSinceMonth: '約1か月前',
  timeSinceMonths: '約{n}か月前',
  timeSinceYear: '約1年前',
  timeSinceYears: '約{n}年前',
  invalidDate: '無効な日付',
  commentsNone: 'コメントはありません',
  commentsOne: 'コメント1件',
  commentsMany: 'コメント{count}件',
  hslHueOutOfBounds: '色相が範囲外です。',
  hslSaturationOutOfBounds: '彩度が範囲外です。',
  hslLightnessOutOfBounds: '明度が範囲外です。',
  hslAlphaOutOfBounds: 'アルファ値が範囲外です。',
  hslMissingValue: 'H/S/Lの値が不足しています。',
  invalidImageSource: "ソースパラメーターが無効です。'originalSize'を指定してください",
  addToCalendar: 'カレンダーに追加',
  shareOn: '{network}でシェア',
  shareByEmail: 'メールでシェア',
  followOn: '{network}で{userName}をフォロー',
  like: 'いいね',
  likeCountOne: 'いいね1件',
  likeCountMany: 'いいね{count}件',
  readMore: '続きを読む',
  cartLinkText: 'カート',
  videoFallback: '{providerName}で見る',
  blogTitle: 'ブログ',
  eventsTitle: 'イベント',
  followUs: 'フォローする',
};

export default jaTemplate;
