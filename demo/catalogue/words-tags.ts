/**
 * Tags, episode subtitles, labels and campaign texts for the demo catalogue.
 */
export type GenreCode = 1111 | 1112 | 1113 | 1120 | 1122 | 1123 | 9002;

export const GENRE_TAGS: Readonly<Record<GenreCode, readonly string[]>> = {
  1111: ['学園', '友情', 'アクション', '熱血', '王道', '少年'],
  1112: ['恋愛', '学園', '胸キュン', '幼なじみ', '三角関係', '青春', '溺愛', '同居', '初恋', 'ラブコメ'],
  1113: ['社会人', 'ヒューマンドラマ', '大人向け', '青年'],
  1120: ['恋愛', '社会人', '大人の恋', 'お仕事'],
  1122: ['溺愛', 'オフィスラブ', '契約結婚', '御曹司', '執着', '身分差', '年の差', '再会愛', 'シンデレラ', 'ハイスペック'],
  1123: ['BL', '幼なじみ', '年下攻め', '社会人', '学園', '同居', '両片想い', '再会', 'ピュア', '大人の恋'],
  9002: ['雑誌', '週刊誌', '月刊誌', '読み切り', '新連載', '巻頭カラー'],
};

/** Tags for the themes of the title templates (genres with one theme have none). */
export const THEME_TAGS: Readonly<Record<string, readonly string[]>> = {
  fantasy: ['ファンタジー', '異世界', '転生', '冒険', 'ダンジョン', '魔法'],
  battle: ['バトル', '能力バトル', 'ダークファンタジー', '異能'],
  sports: ['スポーツ', '部活', '青春', 'ライバル'],
  crime: ['サスペンス', '裏社会', 'ミステリー', 'ギャンブル'],
  gourmet: ['グルメ', '料理', '日常', '飯テロ'],
  period: ['時代劇', '歴史', '剣術'],
  horror: ['ホラー', 'ミステリー', 'オカルト', 'サスペンス'],
  drama: ['お仕事', '医療', '人生', 'ヒューマンドラマ'],
  office: ['オフィスラブ', '年の差', '再出発', '年下男子'],
  shop: ['グルメ', '日常', '癒し', 'お店'],
};

/** Tags any genre may carry. */
export const COMMON_TAGS: readonly string[] = ['日常', 'コメディ', 'シリアス', '感動', '話題作', '泣ける', '癒し', '名作'];

/** Tags given only when the title fits them. */
export const COMPLETED_TAG = '完結済み';
export const ADAPTED_TAG = '映像化';

/** Extra tags for vertical-scroll works. */
export const VERTICAL_TAGS: readonly string[] = ['タテヨミ', 'フルカラー'];

/** Episode subtitles are either one phrase or 「A の B」. */
export const EPISODE_PHRASES: readonly string[] = [
  '始まりの朝', '約束', '再会', '決意', '雨の日に', 'ひとりじゃない', '嵐の前', '告白', '真実',
  '裏切り', '選ばれし者', '帰り道', '夜明け前', 'さよならの代わりに', '一歩', '反撃開始', '覚醒',
  '旅立ち', '秘密', '涙のわけ', 'すれ違い', '運命の日', '誓い', 'ただいま', '新しい朝', '宣戦布告',
  '迷子の心', '二人の距離', '決戦前夜', '届かない声', '最後の鍵', '夏祭り', '初雪', '交差点',
];

/** [text, reading], also used for 「〜星の行方〜」 subtitles telling titles apart. */
export const EPISODE_HEADS: readonly (readonly [string, string])[] = [
  ['星', 'ほし'], ['炎', 'ほのお'], ['嘘', 'うそ'], ['夢', 'ゆめ'], ['影', 'かげ'], ['風', 'かぜ'], ['月', 'つき'], ['桜', 'さくら'],
  ['雨', 'あめ'], ['光', 'ひかり'], ['鏡', 'かがみ'], ['約束', 'やくそく'], ['記憶', 'きおく'], ['王', 'おう'], ['少女', 'しょうじょ'],
  ['少年', 'しょうねん'], ['獣', 'けもの'], ['刃', 'やいば'], ['花', 'はな'], ['海', 'うみ'], ['空', 'そら'], ['夜', 'よる'], ['時', 'とき'],
  ['心', 'こころ'],
];

export const EPISODE_TAILS: readonly (readonly [string, string])[] = [
  ['行方', 'ゆくえ'], ['声', 'こえ'], ['在りか', 'ありか'], ['記憶', 'きおく'], ['向こう側', 'むこうがわ'], ['囁き', 'ささやき'], ['果て', 'はて'],
  ['代償', 'だいしょう'], ['残響', 'ざんきょう'], ['番人', 'ばんにん'], ['欠片', 'かけら'], ['祈り', 'いのり'], ['迷宮', 'めいきゅう'], ['正体', 'しょうたい'],
  ['涙', 'なみだ'], ['扉', 'とびら'], ['約束', 'やくそく'], ['軌跡', 'きせき'], ['物語', 'ものがたり'], ['魔法', 'まほう'],
];

export const LABELS: readonly (readonly [text: string, color: string, weight: number])[] = [
  ['オリジナル', '#e4007f', 5],
  ['独占先行', '#ff6f00', 4],
  ['映像化', '#3b82f6', 3],
  ['アニメ化', '#8b5cf6', 2],
  ['先行配信', '#10b981', 3],
  ['ドラマ化', '#0ea5e9', 1],
  ['受賞作', '#d97706', 1],
];

/** {n} is replaced by a small number, {p} by a percentage. */
export const CAMPAIGN_TEXTS: readonly string[] = [
  '期間限定 {n}話無料',
  '期間限定 {n}巻まで無料',
  '全巻{p}%OFF',
  'コイン{p}%還元',
  'アニメ化記念 {n}話無料',
  '最新刊配信記念キャンペーン',
  '完結記念 まとめ買い{p}%OFF',
];

export const CAMPAIGN_COLORS: readonly number[] = [0xff4f4f, 0xff8a00, 0x3b82f6, 0x16a34a, 0xe4007f, 0x8b5cf6, 0xf59e0b];
