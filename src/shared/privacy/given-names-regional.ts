/*
 * Given names of Europe's smaller language areas and of the German-speaking Alps, which the two
 * larger lists missed: Swiss German and Austrian (short and Alemannic forms: 'Reto', 'Urs',
 * 'Beat', 'Ueli'), Basque ('Iñaki', 'Xabier', 'Itziar'), Catalan ('Jordi', 'Montserrat' is in the
 * first list, 'Roser'), Galician ('Xoán', 'Uxía'), Sardinian ('Gavino', 'Bachisio'),
 * Corsican ('Ghjuvanni', 'Santu'), Breton ('Gwenaël', 'Youenn'), Frisian ('Sjoerd', 'Tjitske'),
 * Romansh ('Gion', 'Mengia'), and Ladin and Tyrolean forms. Each is a given name people carry
 * today; forms that are also common words of the six languages are left out ('pau', 'pere',
 * 'duri', 'lois', 'malo', 'fiz', 'roi', 'nil', 'ate'), and 'beat' and 'reto' are word names.
 */

/** 450 regional given names, lower case. */
export const REGIONAL_GIVEN_NAMES: readonly string[] = `
reto urs beat ueli ruedi köbi koebi housi hansruedi hanspeter hansueli fränzi vreni vreneli
heidi trudi rösli roesli annelies anneliese kathrin käthi margrit marlies ursula fadri
gian gion giachen giachem flurin mengia ursina seraina ladina curdin chasper
luregn tumasch lorenz balz bänz baenz sämi saemi mäxu noldi pirmin fridolin meinrad severin
gallus othmar ottmar notker wendelin beda leodegar kuno jost andri corsin silvan cyrill
yannick nando livio mauro dario nevio elia ramona corina seline aline nadine flavia
andrea dominique jolanda regula verena rahel esther brigitte yvonne sandrine fabienne
sepp seppi hias hiasl wastl vinzenz florian leopold ferdl poldi resi zenzi loisl gustl
traudl burgl kathi liesl lisi mirl annemarie hansjörg hansjoerg peppi toni tonio gerold
iñaki inaki xabier xabi iker unai aitor asier gorka ander eneko jon josu mikel koldo joseba
ibai oier urko imanol endika gaizka julen ekaitz haritz beñat benat aritz kepa patxi
peio manex txomin gotzon iñigo inigo igor markel eñaut unax aimar oihan
itziar ainhoa amaia amaya edurne nerea leire maialen garazi miren arantxa arantza
begoña begona izaskun nekane oihane idoia irati uxue naiara garbiñe garbine maite ainara
alaitz haizea irune olatz zuriñe zurine ziortza eider lorea aiora nahia usue elixabete
jordi joan josep xavier xavi arnau oriol biel bernat gerard guillem jaume
lluís lluis marçal marcal ferran eudald narcís narcis quim martí marti isaac
genís genis àlex aleix albert adrià dídac didac ignasi joel jofre lleonard
llorenç llorenc miquel quirze sergi vicenç vicenc
montse meritxell núria nuria laia mireia roser neus carme glòria mercè merce anna
aina júlia julia berta gemma assumpta queralt txell ariadna clàudia claudia
aitana elisenda estel ivet jana judit maria mariona paula sílvia silvia teresa
xoán xoan xosé xose xulio xurxo xacobe xaime xián xian brais anxo antón uxío breixo
iago alexandre bieito duarte martiño martino alberte xesús xesus brandán
uxía uxia iria noa sabela antía antia xiana xoana icía icia aldara xulia cibrán cibran
rosalía uxenia maruxa lúa alba xenxo olalla eloína
gavino bachisio baingio giommaria giovanni-maria efisio sisinnio salvatorangelo
tonino peppino tore totoni pietrino giuannesu annedda mariangela bonaria gavina
giuseppa vittoria nicolina efisia itria raimonda
ghjuvanni ghjuvan santu petru paoli pasquale paulu ghjacumu ghjaseppu anghjulu
dumenicu matteu orsu francescu lisandru carulu dumè battì nunziu
ghjulia marianna catalina maria-ghjuvanna ghjuvanna anghjula nunzia
gwenaël gwenael youenn yann yannig loïc loic ronan tanguy goulven brieuc
corentin gaël gael erwann morvan riwal kilian tudual yvon yves alan glenn
nolwenn morgane gwenn gwenaëlle gwenaelle annaig anaïg anaig katell klervi
aziliz azenor bleuenn enora gaëlle gaelle maëlys nolwen tifenn solenn
sjoerd sietse tjeerd tjalling jelle wybren hylke oene wiebe sybren
douwe gerrit hessel jouke lolke meindert rients sipke tsjalle wietse
tjitske sjoukje baukje geeske hiltsje jeltsje aukje grietje minke tetje
froukje sytske antsje doutsje wytske
`
  .split(/\s+/)
  .filter(Boolean);
