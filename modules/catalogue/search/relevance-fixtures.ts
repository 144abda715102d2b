/**
 * The relevance test set: titles as a catalogue holds them, and queries typed the way people type
 * (hiragana for katakana titles, half-width katakana, full-width Latin, partial author names, long
 * vowels and small kana left out or typed full size), each with the title that must come first.
 */
export type FixtureTitle = {
  name: string;
  kana: string;
  authors: [name: string, kana: string][];
  tags: string[];
  /** Popularity rank among the fixtures (higher sells more). */
  sales: number;
  genre?: number;
  adult?: boolean;
};

export const RELEVANCE_TITLES: FixtureTitle[] = [
  { name: 'ワンピース', kana: 'ワンピース', authors: [['尾田栄一郎', 'オダエイイチロウ']], tags: ['海賊', '冒険'], sales: 90 },
  { name: 'ワン', kana: 'ワン', authors: [['犬山太郎', 'イヌヤマタロウ']], tags: ['犬'], sales: 1 },
  { name: '進撃の巨人', kana: 'シンゲキノキョジン', authors: [['諫山創', 'イサヤマハジメ']], tags: ['ダークファンタジー'], sales: 80, genre: 1113 },
  { name: 'チェンソーマン', kana: 'チェンソーマン', authors: [['藤本タツキ', 'フジモトタツキ']], tags: ['アクション'], sales: 70 },
  { name: 'SPY×FAMILY', kana: 'スパイファミリー', authors: [['遠藤達哉', 'エンドウタツヤ']], tags: ['スパイ', 'コメディ'], sales: 60 },
  { name: 'ＤＲＡＧＯＮ ＢＡＬＬ', kana: 'ドラゴンボール', authors: [['鳥山明', 'トリヤマアキラ']], tags: ['バトル'], sales: 65 },
  { name: 'きょうの猫村さん', kana: 'キョウノネコムラサン', authors: [['ほしよりこ', 'ホシヨリコ']], tags: ['猫', '日常'], sales: 5, genre: 1120 },
  { name: 'コーヒーと恋', kana: 'コーヒートコイ', authors: [['珈琲太郎', 'コーヒータロウ']], tags: ['喫茶店'], sales: 3, genre: 1112 },
  { name: 'キャプテン翼', kana: 'キャプテンツバサ', authors: [['高橋陽一', 'タカハシヨウイチ']], tags: ['サッカー'], sales: 30 },
  { name: 'ゆるキャン△', kana: 'ユルキャン', authors: [['あfろ', 'アフロ']], tags: ['キャンプ'], sales: 20, genre: 1113 },
  { name: '鬼滅の刃', kana: 'キメツノヤイバ', authors: [['吾峠呼世晴', 'ゴトウゲコヨハル']], tags: ['剣', '鬼'], sales: 85 },
  { name: 'ベルサイユのばら', kana: 'ベルサイユノバラ', authors: [['池田理代子', 'イケダリヨコ']], tags: ['歴史'], sales: 4, genre: 1112 },
  { name: '猫', kana: 'ネコ', authors: [['猫田ねこ', 'ネコタネコ']], tags: ['猫'], sales: 0 },
  { name: '機動戦士ガンダム', kana: 'キドウセンシガンダム', authors: [['矢立肇', 'ヤタテハジメ']], tags: ['ロボット', 'SF'], sales: 40 },
  { name: 'ちはやふる', kana: 'チハヤフル', authors: [['末次由紀', 'スエツグユキ']], tags: ['かるた'], sales: 15, genre: 1112 },
  { name: 'よつばと！', kana: 'ヨツバト', authors: [['あずまきよひこ', 'アズマキヨヒコ']], tags: ['日常'], sales: 25 },
  { name: 'ハイキュー!!', kana: 'ハイキュー', authors: [['古舘春一', 'フルダテハルイチ']], tags: ['バレーボール', 'スポーツ'], sales: 50 },
  { name: 'ジョジョの奇妙な冒険', kana: 'ジョジョノキミョウナボウケン', authors: [['荒木飛呂彦', 'アラキヒロヒコ']], tags: ['冒険'], sales: 45 },
  { name: 'ひみつの放課後', kana: 'ヒミツノホウカゴ', authors: [['桃色さくら', 'モモイロサクラ']], tags: ['オトナ'], sales: 99, genre: 1122, adult: true },
];

/** [query, title that must come first]. */
export const RELEVANCE_QUERIES: [string, string][] = [
  ['ワンピース', 'ワンピース'],
  ['わんぴーす', 'ワンピース'],
  ['ﾜﾝﾋﾟｰｽ', 'ワンピース'],
  ['ワンピス', 'ワンピース'],
  ['ワンピ', 'ワンピース'],
  ['ワン', 'ワン'],
  ['わん', 'ワン'],
  ['尾田', 'ワンピース'],
  ['おだえいいちろう', 'ワンピース'],
  ['栄一郎', 'ワンピース'],
  ['進撃', '進撃の巨人'],
  ['しんげき', '進撃の巨人'],
  ['巨人', '進撃の巨人'],
  ['きょじん', '進撃の巨人'],
  ['キヨジン', '進撃の巨人'],
  ['諫山', '進撃の巨人'],
  ['チェンソー', 'チェンソーマン'],
  ['ちぇんそーまん', 'チェンソーマン'],
  ['チエンソマン', 'チェンソーマン'],
  ['ﾁｪﾝｿｰﾏﾝ', 'チェンソーマン'],
  ['spy', 'SPY×FAMILY'],
  ['ＳＰＹ', 'SPY×FAMILY'],
  ['Family', 'SPY×FAMILY'],
  ['すぱいふぁみりー', 'SPY×FAMILY'],
  ['dragon ball', 'ＤＲＡＧＯＮ ＢＡＬＬ'],
  ['DragonBall', 'ＤＲＡＧＯＮ ＢＡＬＬ'],
  ['どらごんぼーる', 'ＤＲＡＧＯＮ ＢＡＬＬ'],
  ['鳥山', 'ＤＲＡＧＯＮ ＢＡＬＬ'],
  ['ねこむら', 'きょうの猫村さん'],
  ['キョウノネコムラ', 'きょうの猫村さん'],
  ['猫村', 'きょうの猫村さん'],
  ['猫', '猫'],
  ['ほしよりこ', 'きょうの猫村さん'],
  ['こーひー', 'コーヒーと恋'],
  ['コヒ', 'コーヒーと恋'],
  ['きゃぷてん', 'キャプテン翼'],
  ['キヤプテン', 'キャプテン翼'],
  ['つばさ', 'キャプテン翼'],
  ['ゆるきゃん', 'ゆるキャン△'],
  ['ユルキャン', 'ゆるキャン△'],
  ['きめつ', '鬼滅の刃'],
  ['鬼滅', '鬼滅の刃'],
  ['やいば', '鬼滅の刃'],
  ['ごとうげ', '鬼滅の刃'],
  ['べるさいゆ', 'ベルサイユのばら'],
  ['のばら', 'ベルサイユのばら'],
  ['がんだむ', '機動戦士ガンダム'],
  ['ｶﾞﾝﾀﾞﾑ', '機動戦士ガンダム'],
  ['機動', '機動戦士ガンダム'],
  ['ちはや', 'ちはやふる'],
  ['チハヤフル', 'ちはやふる'],
  ['よつば', 'よつばと！'],
  ['よつばと!', 'よつばと！'],
  ['はいきゅー', 'ハイキュー!!'],
  ['ばれーぼーる', 'ハイキュー!!'],
  ['じょじょ', 'ジョジョの奇妙な冒険'],
  ['ジヨジヨ', 'ジョジョの奇妙な冒険'],
  ['荒木飛呂彦', 'ジョジョの奇妙な冒険'],
  ['  ワンピース  ', 'ワンピース'],
  ['ワン　ピース', 'ワンピース'],
];
