/**
 * Synopsis sentences for shounen, seinen and magazines, by theme (the theme comes with the title template).
 * A synopsis is an opening, zero to two middle sentences and a closing line. {boy}/{girl} are given names
 * and {surname} a family name, filled by the generator; the other {slots} come from the genre's lists.
 */
export type SynopsisTheme = { openings: readonly string[]; middles: readonly string[]; closings: readonly string[] };
export type GenreSynopses = { themes: Readonly<Record<string, SynopsisTheme>>; slots: Readonly<Record<string, readonly string[]>> };

export const SHOUNEN_SYNOPSES: GenreSynopses = {
  themes: {
    fantasy: {
      openings: [
        '辺境の村で暮らす少年・{boy}は、ある日{event}。',
        'トラックにはねられて目を覚ますと、{boy}は見知らぬ異世界の{place}にいた。',
        '伝説の{hero}の血を引く{boy}は、そのことを誰にも知られずに育った。',
        '勇者パーティーを追放された{boy}。手元に残ったのは、外れスキルと呼ばれる「{skill}」だけだった。',
      ],
      middles: [
        'かつて世界を滅ぼしかけた{enemy}が復活し、{boy}は仲間とともに旅立つことになる。',
        'だがその力には、誰も知らない秘密があった。',
        '幼なじみの{girl}を守るため、{boy}は禁じられた力に手を伸ばす。',
        '師匠と呼べる人との出会いが、{boy}の運命を大きく変えていく。',
      ],
      closings: ['最弱から最強へ――王道バトルファンタジー、ここに開幕！', '規格外の成り上がり冒険譚、開幕！', 'すべてを懸けた戦いが、いま始まる。'],
    },
    battle: {
      openings: [
        '人類が{enemy}に脅かされる時代、{boy}は最年少で討伐隊に選ばれる。',
        '{power}の力を持たずに生まれた{boy}は、「落ちこぼれ」と笑われる毎日を送っていた。',
        '十六歳の誕生日、{boy}の右腕に{power}の紋章が浮かび上がった。',
      ],
      middles: [
        '行く手を阻むのは、{power}を自在に操る最強の刺客たち。',
        '同じ痛みを抱えた仲間たちと出会い、{boy}は少しずつ強くなっていく。',
        '幼なじみの{girl}を守るため、{boy}は禁じられた力に手を伸ばす。',
      ],
      closings: ['熱き魂がぶつかり合う、超本格アクション！', '友情と努力の先に待つものとは！？', 'すべてを懸けた戦いが、いま始まる。'],
    },
    sports: {
      openings: [
        '廃部寸前の{sport}部に入部した{boy}は、そこで一人の天才と出会う。',
        '中学最後の試合で挫折した{boy}は、高校で再び{sport}と向き合うことを決める。',
        '身長も才能もない。それでも{boy}は、{sport}が好きだった。',
      ],
      middles: [
        '目指すは全国の頂点。個性豊かなチームメイトと、熱い夏が始まる。',
        '立ちはだかるのは、かつてのチームメイトが率いる強豪校。',
        'マネージャーの{girl}の支えを受け、{boy}は自分だけの武器を磨いていく。',
      ],
      closings: ['涙と汗の青春スポーツ物語！', '友情と努力の先に待つものとは！？', '仲間と掴む勝利の味を、その目に焼きつけろ！'],
    },
  },
  slots: {
    event: ['封印された古の剣を手にしてしまう', '空から落ちてきた少女を助ける', '謎の組織に命を狙われる', '森の奥で傷ついた竜の子を拾う'],
    power: ['魔法', '炎', '霊力', '雷', '異能'],
    place: ['王都', '魔境の森', '地下迷宮', '空に浮かぶ島', '獣人の国'],
    sport: ['バレー', 'サッカー', '野球', 'バスケ', '卓球', 'ボクシング', '陸上'],
    enemy: ['魔王', '古竜', '異形の怪物', '闇の教団', '機械兵団'],
    hero: ['勇者', '剣聖', '大賢者', '竜騎士'],
    skill: ['鑑定', '荷物持ち', '無限収納', '料理', '模倣'],
  },
};

export const SEINEN_SYNOPSES: GenreSynopses = {
  themes: {
    crime: {
      openings: [
        '{city}の裏路地で小さな{shop}を営む{surname}には、もう一つの顔がある。',
        '借金まみれの{boy}に残された道は、命を懸けた勝負に勝つことだけだった。',
        '元刑事の探偵・{surname}のもとに、失踪した娘を捜してほしいという依頼が舞い込む。',
      ],
      middles: ['事件の裏には、巨大な組織の影がちらつく。', '嘘と裏切りが渦巻く世界で、信じられるのは己の腕だけ。', '過去の因縁が、静かに牙をむき始める。'],
      closings: ['大人のためのハードボイルド・サスペンス。', '読む手が止まらない、極上のクライムサスペンス。'],
    },
    gourmet: {
      openings: [
        '深夜零時、{city}の片隅にだけ開く{shop}がある。',
        '仕事に疲れた中年サラリーマン・{surname}の唯一の楽しみは、一日の終わりのひとり飯。',
      ],
      middles: ['訪れる客はみな、誰にも言えない事情を抱えていた。', '一杯の{food}が、凍りついた心を少しずつほどいていく。'],
      closings: ['明日を生きる活力をくれる、極上のグルメドラマ。', '読めばお腹が空いてくる、ひとり飯エッセイコミック。'],
    },
    period: {
      openings: ['{era}の{town}。腕利きの{trade}・{boy}のもとに、奇妙な依頼が舞い込む。', '時は{era}。剣を捨てた男・{surname}は、小さな長屋でひっそりと暮らしていた。'],
      middles: ['義理と人情の狭間で、男は再び刀を抜く。', '時代のうねりが、名もなき人々の運命を呑み込んでいく。'],
      closings: ['骨太な人間ドラマがここにある。', '痛快時代劇エンターテインメント！'],
    },
    horror: {
      openings: [
        '山奥の村で起きた連続失踪事件。取材に訪れた記者の{surname}は、村人たちの沈黙に違和感を覚える。',
        '引っ越した先の団地で、{boy}は毎晩同じ時刻に鳴るインターホンに悩まされていた。',
      ],
      middles: ['やがて明らかになる真実は、あまりにも残酷だった。', '調べれば調べるほど、噂は現実味を帯びていく。'],
      closings: ['背筋が凍る本格ホラー、開幕。', '読む手が止まらない、戦慄のミステリー。'],
    },
    drama: {
      openings: ['定年まであと{years}年。冴えない中年{job}・{surname}の人生は、一本の電話で一変した。', '大学病院を追われた外科医・{surname}が流れ着いたのは、離島の小さな診療所だった。'],
      middles: ['仕事に誇りを持つことの意味を、{surname}はもう一度問い直す。', '不器用な大人たちの、やり直しの日々が始まる。'],
      closings: ['骨太な人間ドラマがここにある。', '働くすべての人に贈る、胸が熱くなるお仕事ドラマ。'],
    },
  },
  slots: {
    city: ['新宿', '横浜', '博多', '大阪', '札幌', '神戸'],
    shop: ['居酒屋', '古本屋', '食堂', 'バー', '質屋', 'ラーメン屋'],
    years: ['三', '五', '二'],
    job: ['サラリーマン', '刑事', '編集者', '料理人', '警備員'],
    era: ['幕末', '大正', '江戸', '戦国'],
    town: ['城下町', '宿場町', '京の都', '港町'],
    trade: ['岡っ引き', '用心棒', '浪人', '絵師', '料理人'],
    food: ['味噌汁', 'ラーメン', '焼き魚定食', 'おでん', 'カレー'],
  },
};

export const MAGAZINE_SYNOPSES: GenreSynopses = {
  themes: {
    main: {
      openings: ['{publisher}が贈る{period}マンガ誌、最新号を配信中！', '話題の連載陣が勢ぞろいする、{publisher}の{period}マンガ誌。'],
      middles: ['今号は大人気連載の巻頭カラーに加え、新連載が{count}本スタート！', '読み切り作品や特別企画も充実しています。', '人気作のアニメ化情報や、作家陣のインタビューも掲載。'],
      closings: ['電子版限定の特典イラストも収録！', '※紙版とは一部内容が異なる場合があります。', '次号もお楽しみに！'],
    },
  },
  slots: { count: ['2', '3', '4'] },
};
