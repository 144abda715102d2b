/**
 * The commonest passwords (public top lists of leaked passwords, plus ones typical of Japanese
 * users), lower-cased. Entries shorter than the 8-character minimum are refused by length anyway;
 * they are kept so that the list can be compared with the public top lists it comes from.
 */
export const COMMON_PASSWORDS: readonly string[] = [
  // International top lists
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777', '121212',
  '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter',
  'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000', 'charlie',
  'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer',
  'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777',
  'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer',
  'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas',
  'austin', 'thunder', 'taylor', 'matrix', 'mobilemail', 'mom', 'monitor', 'monitoring', 'montana', 'moon',
  'moscow', 'password1', 'password123', 'password12', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pa$$word', 'qwerty123', 'qwerty1',
  'qwertyui', 'qwer1234', 'asdf1234', 'asdfasdf', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'zaq12wsx', '1q2w3e4r', '1q2w3e4r5t',
  '1q2w3e', 'q1w2e3r4', 'q1w2e3r4t5', 'qweasdzxc', 'qweasd', '1qazxsw2', 'abcd1234', 'abcdefg', 'abcdefgh', 'abc12345',
  'aa123456', 'a123456', 'a12345678', 'iloveyou1', 'iloveyou!', 'welcome', 'welcome1', 'welcome123', 'admin', 'admin123',
  'administrator', 'root', 'toor', 'login', 'guest', 'changeme', 'secret', 'test', 'test123', 'test1234',
  'testtest', 'default', 'letmein1', 'whatever', 'hello', 'hello123', 'hellohello', 'loveme', 'lovely', 'flower',
  'football1', 'baseball1', 'basketball', 'superman1', 'batman1', 'spiderman', 'pokemon1', 'naruto', 'onepiece', 'dragonball',
  'internet', 'samsung', 'google', 'apple', 'iphone', 'android', 'microsoft', 'windows', 'linux', 'facebook',
  'youtube', 'twitter', 'instagram', 'qwertyqwerty', '11223344', '12341234', '12344321', '123454321', '1234554321', '123123123',
  '12121212', '22222222', '33333333', '44444444', '55555555', '66666666', '77777777', '88888888', '99999999', '00000000',
  '87654321', '98765432', '0987654321', '147258369', '147852369', '159357', '1234qwer', 'qwerasdf', 'zxcv1234', 'asdf',
  'qwerty12', 'computer1', 'shadow1', 'master1', 'michael1', 'jordan23', 'charlie1', 'monkey1', 'dragon1', 'sunshine1',
  'princess1', 'trustno1!', 'starwars1', 'freedom1', 'whatever1', 'cookie', 'chocolate', 'butterfly', 'purple', 'orange',
  'banana', 'secret1', 'blink182', 'liverpool', 'arsenal', 'chelsea1', 'barcelona', 'ferrari', 'mercedes', 'corvette',
  // Typical of Japanese users
  'doraemon', 'pokemon', 'pikachu', 'sakura', 'sakura123', 'asdfghjk1', 'nihon', 'nippon', 'japan', 'japan123',
  'tokyo', 'tokyo123', 'osaka', 'kyoto', 'yokohama', 'fuji', 'fujisan', 'tanaka', 'suzuki', 'sato',
  'takahashi', 'watanabe', 'yamamoto', 'nakamura', 'kobayashi', 'hiroshi', 'takashi', 'yuki', 'yukiko', 'hikari',
  'haruka', 'sakurasaku', 'totoro', 'ghibli', 'gundam', 'evangelion', 'anpanman', 'kitty', 'hellokitty', 'sailormoon',
  'doraemon1', 'pokemon123', 'naruto123', 'onepiece1', 'conan', 'kamisama', 'arigatou', 'arigato', 'sayonara', 'konnichiwa',
  'ohayou', 'daisuki', 'aishiteru', 'kawaii', 'neko', 'nekoneko', 'inu', 'manga', 'manga123', 'anime',
  'anime123', 'otaku', 'yomiba', 'yomiba123', 'mangaka', 'sushi', 'ramen', 'tamago', 'tamagotchi', 'baseball123',
  'giants', 'tigers', 'hanshin', 'carp', 'swallows', 'dragons', 'marines', 'hawks', 'lions', 'buffaloes',
  'ichiro', 'shohei', 'ohtani', 'pass1234', 'password0', 'pasuwado', 'pasuwaado', 'passwd', 'aaaaaaaa', 'zzzzzzzz',
];
