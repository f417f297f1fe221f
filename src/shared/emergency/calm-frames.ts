import { anywhere, words, wordStarts } from './phrase-pattern.ts';
import { CALM_CUE_PATTERNS } from './calm-cues.ts';
import { normaliseForMatching } from './normalise-for-matching.ts';

/**
 * Two frames that calm a text the rules would otherwise read as an emergency (blind-16's false
 * alarms, in many languages):
 *
 * - A story told in the present tense of storytelling, opened by a past time marker and closed by
 *   how it ended: "last summer I'm at a bbq and my uncle grabs his chest ... he got a stent and is
 *   fine now. What helps after a stent?". Everything up to the recovery is the story; what follows
 *   is read as usual, so "last year he had a heart attack and recovered, but now his chest hurts
 *   again and he is sweating" still warns. A marker of now or again inside the story ("right now",
 *   "again", "this morning") means it is not one.
 * - An animal as the patient: a pet named and no person (a dog that ate chocolate, a cat and rat
 *   poison). A bite with no vet named is not calmed (the dog may have bitten a person).
 *
 * Texts are folded (`normaliseForMatching`) by the caller. Every pattern is an alternation of
 * literal words (linear time).
 */

/** How far into the text the story's past marker may start: it opens the story. */
export const STORY_OPENER_MAX_CHARS = 48;

const STORY_OPENERS: readonly RegExp[] = [
  ...CALM_CUE_PATTERNS.past,
  words(
    'last (christmas|easter|new year)',
    'one time',
    'years back',
    'a few years back',
    '(el|este) (verano|invierno|otoño) pasado',
    'la (navidad|primavera|semana) pasada',
    "l'(ete|hiver|automne) dernier",
    'le printemps dernier',
    '(letzten|letztes|im letzten) (sommer|winter|herbst|fruhling|fruehling|jahr|weihnachten)',
    'damals',
    "(l'estate|l'inverno|l'autunno|la primavera) scors(a|o)",
    '(no|o) (verao|inverno|outono|natal) passado',
    '(прошлым|прошлой) (летом|зимой|осенью|весной)',
    'pichhle (saal|mahine|hafte)',
    'पिछली (गर्मी|सर्दी|दिवाली)',
    'gato (bochor|bochhor|mash|mas)',
    'গত (মাসে|শীতে|গরমে|পুজোয়)',
    'गेल्या (महिन्यात|दिवाळीत|उन्हाळ्यात)',
    'magchya (varshi|varshee)',
    'मागच्या वर्षी',
    'pona (varusham|varsham)',
    'poyina (samvatsaram|samvatsaramu|year)',
    'el (sana|sena) elli (fatet|fat)',
    'l3am (li|lli) (fat|dwaz)',
    'l3am li fat',
    'السنة اللي فاتت',
    'v proshlom godu',
    'proshlym letom',
    'chnam mun',
  ),
  // A year: "back in 2019", "en 2020", "2019年", "2019ல".
  /(?<![0-9a-z])(?:back in|in|en|im jahr|nel|em|в) (?:19|20)\d\d(?![0-9])/,
  /(?<![0-9])(?:19|20)\d\d ?(?:年|년|ல|లో|সালে|में|मध्ये)/,
  wordStarts('지난 (여름|겨울|가을|봄|해)', 'போன வருஷம்', 'పోయిన ఏడాది'),
  anywhere(
    '那年',
    '有一次',
    '去年',
    '前年',
    '以前',
    '年前',
    '去年の',
    '昔',
    '以前',
    'ឆ្នាំមុន',
    'ឆ្នាំទៅ',
  ),
];

const RECOVERY: readonly RegExp[] = [
  words(
    '(is|was|s|are|were|all|totally|completely) (fine|ok|okay|good|alright|all right)( now)?',
    '(fine|ok|okay|good|well|better|alright) (now|since|since then|after that|afterwards)',
    '(fully |totally )?recover*',
    'made (a full|a complete|a good) recovery',
    'got (a|two|three) stents?',
    'had (a|two) stents? put in',
    'pulled through',
    'survived',
    'back to normal',
    'nothing since',
    'never happened again',
    'turned out (fine|ok|okay|to be nothing)',
    'they (saved|revived) (him|her)',
    '(esta|estaba|quedo|quedó|sigue) (bien|perfecto|perfectamente)',
    '(se|ya se) recupero',
    'se salvo',
    'todo bien',
    'le pusieron (un|dos) stents?',
    'volvio a la normalidad',
    '(va|allait|est) (bien|mieux)( maintenant| depuis)?',
    "(s'en est|s'en est bien) sorti*",
    "(a|a bien|s'est) (recupere|retabli|remis)",
    'tout va bien',
    '(on lui a|ils lui ont) (pose|mis) (un|deux) stents?',
    '(geht|ging) (es|s) (ihm|ihr|mir|uns)? ?(wieder )?(gut|besser)',
    '(ist|war) wieder (gesund|fit|ok|okay|da)',
    '(hat|habe) sich (gut |komplett |wieder )?erholt',
    '(hat|bekam) (einen|zwei) stents?',
    'alles gut',
    'uberlebt',
    'ueberlebt',
    '(sta|stava) (bene|meglio)',
    '(si e|si è) (ripres|rimess)*',
    'tutto bene',
    'gli hanno messo (uno|due) stent',
    '(esta|ficou|ficava) (bem|otimo|ótimo)',
    '(se )?recuperou',
    'tudo bem',
    'colocou (um|dois) stents?',
    '(сейчас|теперь) (все|всё)? ?(в порядке|нормально|хорошо)',
    'поправил*',
    'выздоровел*',
    'восстановил*',
    'откачал*',
    'обошлось',
    'поставили стент*',
    'теперь (он|она)? ?(в порядке|норм)',
    'seychas (vse|vsyo) (normalno|horosho|v poryadke)',
    'popravil*',
    '(ab|aab|abhi) (theek|thik|thek|theek thak|bilkul theek|thik thak|achha|acche|acchi) (hai|hain|hu|hun|ho gaye|ho gayi)?',
    'अब (ठीक|बिल्कुल ठीक|अच्छे|अच्छी)',
    'ठीक हो (गए|गई|गया)',
    'theek ho (gaye|gayi|gaya)',
    'thik ho (gaye|gayi|gaya)',
    'bach (gaye|gayi|gaya)',
    'बच (गए|गई|गया)',
    'stent (lag|dal) (gaya|gaye|diya)',
    '(ekhon|akhon|ekhn) (bhalo|valo|thik|sustho)',
    'thik hoye (jay|gelo|geche|gechilo)',
    'সুস্থ হয়ে',
    'এখন (ভালো|ঠিক|সুস্থ)',
    'ঠিক হয়ে (যায়|গেল|গেছে)',
    'sera ho*',
    '(ata|aata|aatta) (bara|thik|theek|chhan)',
    'bare (zale|jhale|zhale)',
    'आता (बरे|ठीक|छान)',
    'बरे (झाले|झाली|आहेत|आहे)',
    'ippo (nalla|nallaa|nallapadiya|ok|okay|paravala)',
    'sari (aayiduchu|ayiduchu|aagiduchu)',
    'ippudu (bagane|baagane|bagunnaru|baagunnaru|ok|okay|fine)',
    'kolukunnaru',
    'kolukunnadu',
    'ko(l|ll)ukundi',
    'الحمد لله (بخير|تمام|احسن)',
    '(صار|صارت|هو|هي|الحين|الان|هلا|دلوقتي|دابا) (بخير|تمام|احسن|كويس|مزيان)',
    'تعافى',
    'تعافت',
    'ركبوا (له|لها) دعامه',
    '(daba|dlwa2ti|delwa2ty|dlwa2t|halla|hala2|elhin|7aliyan) (mzyan|mezyan|bikhir|bkhir|tamam|kwayes|kwayyes|a7san)',
    'ta3afa',
    'l7amdulillah (bikhir|tamam|a7san)',
    'hamdullah (bikhir|tamam|labas)',
    'labas 3lih',
    'ilov chea',
    'chea (hoeuy|haey|huy)',
  ),
  wordStarts(
    '지금은 (괜찮|건강|멀쩡|잘)',
    '회복',
    '괜찮아졌',
    '스텐트',
    'இப்போ (நல்லா|சரியா|பரவாயில்ல)',
    'குணமாகி',
    'சரியாகிடுச்சு',
    'சரியாயிடுச்சு',
    'ఇప్పుడు (బాగానే|బాగున్నారు|బాగుంది|బాగున్నాడు)',
    'కోలుకున్నా',
    'కోలుకుంది',
  ),
  anywhere(
    '现在(挺好|很好|没事|好了|恢复)',
    '恢复(得|了|过来)',
    '康复',
    '没事了',
    '救回来',
    '抢救过来',
    '放了支架',
    '装了支架',
    '(今は|いまは)(元気|大丈夫|問題ない|もう平気)',
    '回復し',
    '助かった',
    '無事',
    'すてんと',
    'ឥឡូវ(ជា|ធូរ|ស្រួល)',
    'ជាសះស្បើយ',
    'បាត់ហើយ',
    'ស្តង់',
  ),
];

/** Now or again inside the story: it is not over. */
const NOT_OVER: readonly RegExp[] = [
  words(
    'right now',
    'again',
    'this (morning|evening|afternoon)',
    'today',
    'tonight',
    'just now',
    '(an|one|two) hours? ago',
    'minutes ago',
    'ahora mismo',
    'otra vez',
    'de nuevo',
    'esta (manana|tarde|noche)',
    'hoy',
    'hace (un rato|una hora|minutos)',
    'en ce moment',
    'a nouveau',
    'encore une fois',
    'de nouveau',
    "(ce matin|ce soir|aujourd'hui|cet apres-midi)",
    'il y a (une heure|dix minutes|quelques minutes)',
    'gerade',
    'jetzt gerade',
    'wieder',
    'erneut',
    '(heute|heute morgen|heute abend|vorhin)',
    'vor (einer stunde|zehn minuten|ein paar minuten)',
    'adesso',
    'proprio ora',
    'di nuovo',
    'ancora una volta',
    '(oggi|stamattina|stasera|poco fa)',
    'agora mesmo',
    'de novo',
    'outra vez',
    '(hoje|hoje de manha|esta noite|agora ha pouco)',
    'прямо сейчас',
    'снова',
    'опять',
    'сегодня',
    'только что',
    'час назад',
    'abhi abhi',
    'phir se',
    'aaj',
    'आज',
    'फिर से',
    'अभी',
    'abar',
    'aaj',
    'আজ',
    'আবার',
    'এখনই',
    'punha',
    'aaj',
    'आज',
    'पुन्हा',
    'आत्ता',
    'marupadiyum',
    'innikku',
    'malli',
    'eeroju',
    'ivala',
    'tani',
    'marra',
    'من جديد',
    'مرة ثانية',
    'اليوم',
    'هلا',
    'الحين',
    'lyoum',
    'elyom',
    'el naharda',
    'l2an',
    'daba',
    'dlwa2ti',
    'сейчас опять',
  ),
  wordStarts('지금 ', '다시', '또', '오늘', '방금', 'இன்னைக்கு', 'மறுபடியும்', 'ఈరోజు', 'మళ్ళీ', 'మళ్లీ'),
  anywhere(
    '又',
    '再次',
    '今天',
    '刚才',
    '现在又',
    'また',
    '今日',
    'さっき',
    '今また',
    'ម្តងទៀត',
    'ថ្ងៃនេះ',
    'អម្បាញ់មិញ',
  ),
];

const globalOf = (pattern: RegExp): RegExp => new RegExp(pattern.source, `${pattern.flags}g`);
const RECOVERY_GLOBAL = RECOVERY.map(globalOf);

/** The first match of any of `patterns` at or after `from`, as [start, end], or undefined. */
function firstMatch(
  patterns: readonly RegExp[],
  text: string,
  from: number,
): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (const pattern of patterns) {
    pattern.lastIndex = from;
    const found = pattern.exec(text);
    if (found && (!best || found.index < best[0]))
      best = [found.index, found.index + found[0].length];
  }
  return best;
}

/** How far apart two recovery phrases may be and still tell one recovery. */
const RECOVERY_GAP_CHARS = 12;

/**
 * Where a story told about the past and closed by how it ended stops in the folded text (the end
 * of its recovery), or -1 when the text is not such a story.
 */
export function closedStoryEnd(folded: string): number {
  const head = folded.slice(0, STORY_OPENER_MAX_CHARS + 30);
  let opener: number | undefined;
  for (const pattern of STORY_OPENERS) {
    const found = pattern.exec(head);
    if (
      found &&
      found.index <= STORY_OPENER_MAX_CHARS &&
      (opener === undefined || found.index < opener)
    )
      opener = found.index;
  }
  if (opener === undefined) return -1;
  const recovery = firstMatch(RECOVERY_GLOBAL, folded, opener);
  if (!recovery) return -1;
  const story = folded.slice(opener, recovery[0]);
  if (NOT_OVER.some((pattern) => pattern.test(story))) return -1;
  // "he got a stent and is fine now": the recovery goes on while its phrases follow each other.
  let end = recovery[1];
  let next = firstMatch(RECOVERY_GLOBAL, folded, end);
  while (next && next[0] - end <= RECOVERY_GAP_CHARS) {
    end = next[1];
    next = firstMatch(RECOVERY_GLOBAL, folded, end);
  }
  return end;
}

const PET: readonly RegExp[] = [
  words(
    '(my|our|the) pets?',
    '(dog|dogs|doggy|doggo|puppy|pup|cat|cats|kitty|kitten|hamster|rabbit|bunny|parrot|budgie|guinea pig|ferret|horse|pony)',
    '(perro|perra|perrito|perrita|gatito|gatita|mascota|conejo|cachorrito)',
    '(el|mi|un|su|tu|nuestro|o|meu|um|seu|nosso|del|do) (gato|gatito)',
    '(la|mi|una|su|tu|nuestra|a|minha|uma|sua|nossa) (gata|gatita|gatinha)',
    '(chien|chienne|chiot|chaton|lapin|mon chat|le chat|notre chat|ma chatte|la chatte)',
    '(hund|hundin|welpe|katze|kater|katzchen|kaetzchen|haustier|kaninchen|meerschweinchen)',
    '(il mio cane|il cane|mio cane|cagnolino|cagnolina|cucciolo|gatto|gatta|gattino|coniglio)',
    '(cachorro|cachorra|cachorrinho|cao|cadela|gatinho|coelho|bichinho)',
    '(собака|собаку|собаки|собаке|пес|пса|щенок|щенка|кошка|кошку|кошке|кот|кота|котенок|котенка|питомец|питомца)',
    '(sobaka|sobaku|koshka|koshku|shchenok|kotenok)',
    '(kalb|kelb|kalbi|kelbi|el kalb|lkelb|9etta|qetta|9ottati|bissa)',
    '(कुत्ता|कुत्ते|कुत्तिया|बिल्ली|पिल्ला|पिल्ले)',
    '(kutta|kutte|kuttiya|billi|pilla|pille|kukur|biral|beral|kutra|kutri|kutryala|manjar|manjarila|naai|naay|poonai|punai|kukka|kukkaki|kukkaku|pilli)',
    '(কুকুর|কুকুরটা|বিড়াল|বিড়ালটা|বেড়াল)',
    '(कुत्रा|कुत्र्याने|कुत्र्याला|मांजर|मांजरीने|मांजरीला)',
  ),
  // Round 8 (blind-17): farm animals as the patient (a cow with a bloated belly, a buffalo that
  // breathes hard, a camel off its food).
  words(
    '(cow|cows|buffalo|bull|ox|goat|goats|sheep|lamb|camel|livestock|cattle)',
    '(vaca|vacas|ternero|toro|cabra|oveja|vache|veau|chevre|brebis|mouton|kuh|kalb|ziege|schaf|rind|mucca|vitello|capra|pecora|bezerro|ovelha)',
    '(корова|корову|коровы|теленок|коза|козу|овца|бык|быка)',
    '(korova|korovy|koza)',
    '(गाय|भैंस|बकरी|बैल|बछड़ा|म्हैस|बैलाला)',
    '(gaay|gaai|gai ko|bhains|bhais|bakri|bachhda|goru|gorur|gorutake|chagol|mhais|bailala|maadu|maatu|aavu|gede|mekha|mekka)',
    '(গরু|গরুর|গরুটা|ছাগল|বাছুর)',
    '(बैल|गाईला|गायीला)',
  ),
  wordStarts(
    '강아지',
    '반려견',
    '반려묘',
    '고양이',
    '애완',
    '햄스터',
    'நாய்',
    'பூனை',
    'కుక్క',
    'పిల్లి',
  ),
  wordStarts('மாடு', 'பசு', 'ఆవు', 'గేదె', 'మేక', '우리 소', '젖소', '송아지'),
  anywhere(
    'كلب',
    'بقره',
    'بقرتي',
    'بقرتنا',
    'ناقه',
    'ناقتي',
    'الغنم',
    '(家的牛|我家牛|奶牛|母牛|小牛|公牛|黄牛|水牛|山羊|绵羊)',
    '(うちの牛|牛が|子牛|ヤギ|羊が)',
    '(គោ|ក្របី|ពពែ)',
    'قطه',
    'قطتي',
    'جرو',
    '狗',
    '猫',
    '宠物',
    '兔子',
    '仓鼠',
    '犬',
    'いぬ',
    'ねこ',
    'わんこ',
    'わんちゃん',
    'ぺっと',
    'うさぎ',
    'ឆ្កែ',
    'ឆ្មា',
  ),
];

const VET: readonly RegExp[] = [
  words(
    '(vet|vets|veterinarian|veterinary|animal hospital)',
    '(veterinario|veterinaria|veterinaire|veto|tierarzt|tierarztin|tierklinik|veterinario)',
    'ветеринар*',
    'ветклиник*',
    '(vetu|vet ko|vet ke|vet ki|vet ke paas|vet kade|vet kitte|vet daggara|vet ki teesukellala|bitari|baytari|beitary)',
    '(पशु चिकित्सक|जानवरों के डॉक्टर|पशुवैद्य|पशु डॉक्टर)',
    '(পশু চিকিৎসক|পশু ডাক্তার)',
  ),
  wordStarts('동물병원', '수의사', 'கால்நடை', 'పశు వైద్య'),
  anywhere('بيطري', 'بيطار', '兽医', '宠物医院', '獣医', '動物病院', 'ពេទ្យសត្វ'),
];

/** A person as the patient: family, someone, me. */
const PERSON_NAMED: readonly RegExp[] = [
  words(
    '(family|everyone|everybody|all of us|we|us|neighbour|neighbor|little one|famille|tout le monde|nous|voisin|voisine|petit|petite|familia|todos|nosotros|vecino|vecina|familie|alle|wir|nachbar|nachbarin|kleine|kleiner|famiglia|tutti|noi|vicino|vicina|piccolo|piccola|familia|todos|nos|vizinho|vizinha|pequeno|pequena)',
    '(son|daughter|child|kid|kids|baby|toddler|husband|wife|mum|mom|mother|dad|father|brother|sister|grandma|grandpa|granny|grandmother|grandfather|friend|boyfriend|girlfriend|man|woman|boy|girl|person|someone|somebody|me|myself)',
    'my (hand|arm|leg|finger|face|foot|ankle|neck|child|son|daughter)',
    "i'?m (bleeding|swelling|dizzy)",
    '(hijo|hija|nino|nina|bebe|esposo|esposa|marido|mama|papa|madre|padre|hermano|hermana|abuelo|abuela|amigo|amiga|alguien|hombre|senor|senora|me mordio|mi mano|mi pierna)',
    "(fils|fille|enfant|bebe|mari|femme|maman|papa|mere|pere|frere|soeur|grand-pere|grand-mere|ami|amie|quelqu'un|homme|m'a mordu|ma main|ma jambe)",
    '(sohn|tochter|kind|baby|mann|frau|mama|papa|mutter|vater|bruder|schwester|oma|opa|freund|freundin|jemand|mich|mir|meine hand|mein bein)',
    '(figlio|figlia|bambino|bambina|neonato|marito|moglie|mamma|papa|madre|padre|fratello|sorella|nonno|nonna|amico|amica|qualcuno|uomo|donna|mi ha morso|la mia mano)',
    '(filho|filha|crianca|bebe|marido|esposa|mulher|mae|pai|irmao|irma|avo|amigo|amiga|alguem|homem|menino|menina|me mordeu|minha mao)',
    '(сын|сына|дочь|дочка|ребенок|ребенка|малыш|муж|жена|мама|папа|мать|отец|брат|сестра|бабушка|дедушка|друг|подруга|кто-то|мужчина|женщина|меня|мне)',
    '(syn|doch|rebenok|muzh|zhena|mama|papa|brat|sestra|babushka|dedushka|menya|mne)',
    '(ابني|بنتي|ابنتي|طفل|طفلي|ولدي|زوجي|زوجتي|امي|ابوي|ابي|اخوي|اخي|اختي|جدي|جدتي|صاحبي|صديقي|شخص|رجل)',
    '(ibni|bnti|binti|weldi|wldi|zawji|mrati|mama|baba|khouya|khoya|akhoya|o5ti|ukhti|jedda|jeddi|rajel|wa7ed)',
    '(बेटा|बेटी|बच्चा|बच्चे|बच्ची|पति|पत्नी|माँ|मां|मम्मी|पापा|पिता|भाई|बहन|दादा|दादी|नाना|नानी|दोस्त|कोई|आदमी|औरत|मुझे)',
    '(beta|beti|bachcha|bacha|bachche|bachi|pati|patni|meri maa|maa ko|mummy|papa|bhai|behen|dadi|dada|nani|nana|dost|koi|aadmi|mujhe)',
    '(ছেলে|মেয়ে|বাচ্চা|শিশু|স্বামী|স্ত্রী|মা|বাবা|ভাই|বোন|দাদু|দিদা|বন্ধু|কেউ|আমাকে)',
    '(chhele|chele|meye|bachcha|baccha|baba|bhai|bon|bondhu|keu|amake|amar hat)',
    '(मुलगा|मुलगी|बाळ|नवरा|बायको|आई|बाबा|भाऊ|बहीण|आजोबा|आजी|मित्र|कोणी|मला)',
    '(mulga|mulgi|bal|navra|bayko|aai|baba|bhau|bahin|ajoba|aaji|mitra|koni|mala)',
    '(magan|magal|kuzhandhai|kolandhai|purushan|manaivi|amma|appa|anna|thambi|akka|thangachi|paati|thatha|friend|yaaro|ennai)',
    '(koduku|kuturu|pillodu|biddaa|bidda|bharta|bhaarya|amma|nanna|anna|tammudu|akka|chelli|thatha|ammamma|evaro|nannu)',
    '(kon|kon srey|kon proh|bdey|propon|mai|mak|ov|pa|bong|paoun|yeay|ta|mith)',
  ),
  wordStarts(
    'семь',
    'все ',
    'мы ',
    'сосед',
    'сын',
    'доч',
    'ребен',
    'ребён',
    'малыш',
    'муж',
    'жен',
    'мам',
    'пап',
    'брат',
    'сестр',
    'бабушк',
    'дедушк',
    'бете',
    'बेट',
    'बच्च',
    'पति',
    'पत्नी',
    'बीवी',
    'परिवार',
    'घरवाल',
    'पड़ोस',
    'दीदी',
    'ছেলে',
    'মেয়ে',
    'বাচ্চ',
    'স্বামী',
    'বউ',
    'পরিবার',
    'প্রতিবেশী',
    'দিদি',
    'মুল',
    'बाळ',
    'नवर',
    'बायको',
    'कुटुंब',
    'शेजार',
    'ताई',
    'வீட்டுக்காரர',
    'குடும்ப',
    'அக்கா',
    'பக்கத்து வீட்டு',
    'ఆయన',
    'పాప',
    'బాబు',
    'కుటుంబ',
    'పక్కింటి',
    'అక్క',
    'biwi',
    'bivi',
    'bou ',
    'bouer',
    'ghar (wale|ke)',
    'pariwar',
    'padosi',
    'didi',
    'tai ',
    '가족',
    '언니',
    '누나',
    '옆집',

    '딸',
    '아이',
    '아기',
    '남편',
    '아내',
    '엄마',
    '아빠',
    '할머니',
    '할아버지',
    '친구',
    '누가',
    '사람',
    'மகன்',
    'மகள்',
    'குழந்தை',
    'கணவர்',
    'மனைவி',
    'அம்மா',
    'அப்பா',
    'பாட்டி',
    'தாத்தா',
    'யாரோ',
    'என்னை',
    'కొడుకు',
    'కూతురు',
    'పిల్లాడు',
    'బిడ్డ',
    'భర్త',
    'భార్య',
    'అమ్మ',
    'నాన్న',
    'తాత',
    'ఎవరో',
    'నన్ను',
  ),
  anywhere(
    '儿子',
    '女儿',
    '孩子',
    '宝宝',
    '老公',
    '老婆',
    '妈',
    '爸',
    '爷爷',
    '奶奶',
    '朋友',
    '有人',
    '男人',
    '女人',
    '我被',
    '全家',
    '家人',
    '邻居',
    '我姐',
    '姐姐',
    '妹妹',
    '家族',
    '妹',
    '姉',
    '近所',
    'العيله',
    'العائله',
    'الجيران',
    'جارتي',
    'جاري',
    'اختي',
    'كلنا',
    'គ្រួសារ',
    'អ្នកជិតខាង',
    'បងស្រី',
    '息子',
    '娘',
    '子供',
    '子ども',
    '赤ちゃん',
    '夫',
    '妻',
    '母',
    '父',
    '祖母',
    '祖父',
    'おばあちゃん',
    'おじいちゃん',
    '友達',
    '誰か',
    '私が',
    'កូនខ្ញុំ',
    'កូនប្រុស',
    'កូនស្រី',
    'ប្តី',
    'ប្រពន្ធ',
    'ម្តាយ',
    'ឪពុក',
    'ម៉ែ',
    'យាយ',
    'ជីដូន',
    'ជីតា',
    'មិត្ត',
    'ក្មេង',
    'ទារក',
    'ខ្ញុំត្រូវ',
  ),
];

const BITE: readonly RegExp[] = [
  words(
    '(bit|bite|bitten|mauled|attacked)',
    '(mordio|mordido|mordu|mordue|gebissen|morso|morsa|morsicato|mordeu|mordida)',
    'укусил*',
    'покусал*',
    '(ukusil|kaat liya|kaata|kamrechhe|kamdaalo|chavla|kadichidu|kadichiduchu|kaatesindi|karichindi|3addo|3adou|3a99o)',
    '(काट लिया|काटा|চাবলা|কামড়|चावला|चावले)',
  ),
  wordStarts('물렸', '물었', 'கடிச்சு', 'கடித்த', 'కరిచ'),
  anywhere('عض', '咬', '噛', 'かまれ', 'ខាំ'),
];

/** The text names a pet as the patient and no person: a question for a vet, not an ambulance. */
export function animalAsPatient(folded: string): boolean {
  if (!PET.some((pattern) => pattern.test(folded))) return false;
  if (PERSON_NAMED.some((pattern) => pattern.test(folded))) return false;
  return (
    VET.some((pattern) => pattern.test(folded)) || !BITE.some((pattern) => pattern.test(folded))
  );
}

/** At most this many characters are read, as for the calm cues. */
const FRAME_TEXT_MAX_CHARS = 2_000;

export type CalmFrame = 'story' | 'animal';

/** The frames a text is told in, as classifier features beside the calm cues. */
export function calmFrames(text: string): CalmFrame[] {
  const folded = normaliseForMatching(text.slice(0, FRAME_TEXT_MAX_CHARS));
  const frames: CalmFrame[] = [];
  if (closedStoryEnd(folded) >= 0) frames.push('story');
  if (animalAsPatient(folded)) frames.push('animal');
  return frames;
}

/**
 * What the rules read of a folded text: nothing when an animal is the patient, only what follows
 * the story when it is a closed story, else all of it.
 */
export function ruleReadingOf(folded: string): string {
  const text = folded.slice(0, FRAME_TEXT_MAX_CHARS);
  if (animalAsPatient(text)) return '';
  const end = closedStoryEnd(text);
  return end >= 0 ? folded.slice(end) : folded;
}

/**
 * The sentences to score apart from the whole message: those of a closed story are part of the
 * story (the whole message is still scored), those after its recovery are read as usual.
 */
export function sentencesOutsideStory(text: string, sentences: readonly string[]): string[] {
  if (sentences.length === 0) return [];
  const folded = normaliseForMatching(text.slice(0, FRAME_TEXT_MAX_CHARS));
  const end = closedStoryEnd(folded);
  if (end < 0) return [...sentences];
  return sentences.filter((sentence) => {
    const own = normaliseForMatching(sentence);
    const at = folded.indexOf(own);
    return at < 0 || at + own.length > end;
  });
}
