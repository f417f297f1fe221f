/*
 * Given names (and a few surnames that stand first, as Chinese, Korean and Vietnamese ones do)
 * that the first list (given-names.ts) missed, written by hand for the names people from these
 * places carry in Europe and the Americas: Irish, Scottish and Welsh; Arabic and Maghrebi;
 * Persian; Turkish; Vietnamese; Chinese romanised (two-syllable names, and the commonest
 * surnames); Korean; Japanese; Igbo, Yoruba and Hausa; Akan day names; Kikuyu, Luo and Kalenjin;
 * Amharic and Somali; Polish, Czech, Serbian, Croatian and Bosnian; Romanian; Hungarian;
 * Ukrainian and Russian romanised; Greek; Albanian; Indian (north and south), Pakistani and
 * Bangladeshi; Filipino; Indonesian and Malay; Thai; older Brazilian, Spanish, Basque, Catalan,
 * Southern Italian, German, French and Hebrew names and pet forms ('Totò', 'Pepe', 'Uschi',
 * 'Tião'); Wolof, Fula and Breton names. Names that are
 * also common words in the six languages ('sola', 'sani', 'hacer', 'park', 'jung', 'asma') are
 * left out: a name here counts only next to a cue, but a word that is both would still mislead.
 */

/** 1397 given names, lower case. */
export const WORLD_GIVEN_NAMES: readonly string[] = `
siobhan aoife niamh saoirse caoimhe orla sinead sinéad eimear grainne gráinne roisin róisín
clodagh deirdre oisin oisín cian tadhg padraig pádraig séamus eoin darragh cathal ruairi ruairí
fionn diarmuid donal dónal colm aisling ailbhe blathnaid bláthnaid caitriona caitríona dearbhla
eabha éabha fiadh muireann nuala oonagh orlaith sadhbh sorcha úna brid bríd meabh cormac cillian
ciaran ciarán conall daithi dáithí eamon eamonn éamonn fergal feargal fiachra lorcan lorcán niall
odhran odhrán peadar rónán seanan senan turlough noreen doireann mairead máiréad mairéad ailish
iain hamish morag catriona kirsty mhairi callum euan ewan lachlan alasdair alastair murdo struan
rhys dafydd gareth gethin ieuan iwan emrys bryn cerys seren eluned ffion gwenllian angharad carys
siân sian nerys bethan delyth llinos meinir tegan aled huw owain abdelkader abdelaziz abderrahmane
abderrahim abdelhak abdellah abdelmajid abdelkrim abdelhamid abdeslam abdessamad abdou abdoulaye
abdallah abdulla abdulrahman abdi abdirahman abdiaziz abdikarim aïcha aïsha zineb yasmina saïd
mustapha ilyes driss tarek othmane houria zohra fatiha fadila farida faiza hafida hayat karima
khadidja latifa loubna meriem naima naïma noura rachida saida saïda salima sanaa souad wafa zakia
yamina yamna kheira hassiba djamila ouarda nassima lamia lamya imen asmae hajar hanane ikram
chaima chaimae oumaima ghizlane siham khaled hicham hichem mourad mounir nordine noureddine
redouane ridouane yacine youssouf zakariya hamid abderazak boualem brahim djamel kamel lakhdar
larbi lahcen mohand smail smaïl azzedine fouad farid faycal fayçal sofiane anwar aziz bachir
belkacem chakib jawad jaouad marouane marwan nacer rabah riad riyad salah slimane tahar toufik
taoufik wahid yazid zoubir amal amel bouchra dounia dunya houda ikrame kawtar manal nisrine ryma
sihame yousra farhad farzaneh fereshteh golnaz hossein hosseini mahnaz mehrdad mohsen morteza
navid nasrin parisa parviz roya shirin soheila taraneh arash babak behnam bijan dariush kamran
kourosh omid payam ramin shahram siavash azadeh laleh mahsa neda niloufar sepideh shabnam ziba
huseyin gokhan ozlem oguz songul serpil gulsum nurcan nurten necla nermin filiz hülya hulya sibel
dilek derya busra tugba pınar sule aslı asli ayten fadime kadriye saadet sultan şükrü sukru halil
mahmut metin recep rıza riza tamer erdal erdoğan erdogan orhan cengiz ufuk berk yiğit yigit çağla
cagla nguyen thi thuy thuỷ hương phương hùng đức tuấn bảo bao thao thảo ngọc hanh hạnh hải khánh
trung cuong cường đạt khoa kiet kiệt nga nhung oanh quynh quỳnh tiến tuyet tuyết uyen uyên xuan
xuân yến vinh vĩnh hieu hiếu phuc phúc thinh thịnh trinh trịnh tran trần pham phạm hoang hoàng
huynh huỳnh phan dang đặng bui bùi ngo ngô duong dương truong trương dinh đinh lâm xiaohong
xiaoyan xiaoling xiaowei xiaojun jianguo jianjun jianhua jianping guoqiang guoliang zhiqiang
zhihua weiming weiwei haoran zihan yuxuan yifan jiahui jiayi xinyi yuting yutong zixuan meiling
xiulan xiuying guiying yuying yulan shuhua shufen lihua lijuan liping lixia hongmei hongyan
chunmei zhang wang liu huang zhao zhou chen yang minjun seoyeon jiwoo jihoon ji-yeon jiyeon ji-hye
jihye jimin seojun doyun haeun yu-jin yujin hyunwoo sungmin youngho mi-kyung mikyung eunji soojin
hyejin jae-hyun jaehyun dong-hyun donghyun kyung-soo kyungsoo sang-woo sangwoo seung-hyun
seunghyun choi kang yoon jang lim takeshi riku hinata yumiko kazuko sachiko michiko noriko junko
mayumi emiko shigeru yoshio sato suzuki takahashi tanaka watanabe ito yamamoto nakamura kobayashi
chukwuemeka chioma oluwadamilare folake babatunde abubakar hauwa chidinma chinonso chinwe chukwudi
ebere ekene ezinne ifeanyi ijeoma kelechi nkechi nneka obiageli onyeka uchenna uchechi adaora
adaobi amaka oluchi chidera nkem adewale adesola adetola adeyemi akinola ayotunde bolaji bolanle
dayo folasade gbenga ibukun iyabo jumoke lanre niyi olabisi oladele olatunji olufemi olusegun
oluwatobi oluwatoyin segun seun tayo toyin wunmi yemisi yinka asabe binta garba hadiza hassana
kabiru ladi lawal nafisa rabi sadiq salisu shehu zarah efua adjoa ekua kukua araba wanjiru wambui
njeri kamau otieno achieng akinyi wanjiku mwangi kiprono chebet jelagat njoroge kariuki kimani
wairimu wanjala wafula omondi onyango odhiambo ochieng atieno adhiambo awino nyambura njambi
muthoni wangari wangui gathoni waweru kipchoge kiptoo cherono jepkosgei kipkemboi mueni mwende
nduta abebe alemayehu almaz ayele belaynesh berhane bezawit dawit fikre getachew girma habtamu
hailu haile hirut kebede lemlem meron mesfin mulugeta mekdes selam selamawit solomon tadesse tekle
tesfaye tigist tsion yohannes yonas zewdu abdirashid abdirizak ayaan faadumo hodan hibaaq ifrah
khadar maryan muna nimco sagal suldaan warsame xamar malgorzata halina bożena bozena stanislaw
zbigniew tadeusz mirosław miroslaw przemysław przemyslaw lukasz elzbieta grażyna grazyna jolanta
kazimiera marzena urszula danuta genowefa lucyna wiesława wieslawa zdzisława zdzislawa bolesław
boleslaw czesław czeslaw jozef leszek mieczysław mieczyslaw sławomir slawomir waldemar wladyslaw
zdzisław zdzislaw jarosław jaroslaw witold wiesław wieslaw jiří jiri petr tomáš jaroslav miroslav
zdeněk zdenek václav vaclav ladislav františek frantisek vladimír karel věra lenka kateřina
katerina jaroslava zuzana dragan milos miloš goran zoran dragana snežana snezana jelena milica
vesna branka slobodan dragoljub dušan dusan mirjana nebojša nebojsa predrag radovan ratko stojan
vojislav zlatko željko zeljko ivana marija ljiljana ljubica radmila slavica tatjana verica zorica
biljana gordana dragica emina amra amela belma edina lejla merima senada adnan edin haris senad
ionut istvan jozsef laszlo sandor zoltan gabor béla gyula károly karoly mária erzsébet erzsebet
katalin éva zsuzsanna zsuzsa judit ágnes krisztina anikó aniko enikő eniko gizella margit piroska
oleksandr oleksiy olena tetiana tetyana yuliia iryna nataliya svitlana halyna mykola mykhailo
vasyl volodymyr yuriy yurii serhiy serhii andriy andrii taras bohdan dmytro vitaliy vitalii
aleksandr anatoly gennady galina lyudmila nadezhda lyubov zoya dimitris giannis vasilis thanasis
spyridon dimitra panagiota paraskevi arben arjan besnik bujar dritan fatmir fitim flamur gentian
ilir kastriot leka petrit shpetim valon agim blerina drita elira jeta lindita mimoza shqipe teuta
vjollca aarti deepa kavita pradeep venkatesh srinivas harpreet gurpreet manpreet jaspreet archana
bhavna chitra deepika harsha madhu neelam nirmala nisha poonam preeti rani renu ritu sangeeta
sarita savita seema shobha shweta sudha swati vandana ajay akash ankit anup arvind harish naresh
nitin pankaj prakash rajeev raman sandeep santosh shyam sanjeev umesh vikas vinod balwinder baljit
gurmeet harjit inderjit jasbir jaswinder kuldeep kulwant manjit paramjit parminder sukhwinder
surinder arumugam murugan senthil selvam saravanan subramanian balasubramanian venkat lakshmanan
ramachandran krishnan muthu vel valli kamakshi parvathi revathi saranya sathya sumathi vasanthi
faisal kashif nadeem naveed saeed shahid tahir waqar zubair asif arif azhar farooq ghulam javed
junaid rizwan sajid sohail tanveer zahid ayesha bushra fariha iqra mehwish nazia rabia saima
samina shazia sobia uzma abdur abul habib kamrul mizanur mofizul rafiqul rahim shafiq shahidul
sharmin taslima nasima rokeya jahanara maricel marites luzviminda erlinda nenita rommel jhon jomar
jun-jun dodong sri wati yanti yudi sugeng suharto sukarno hafiz syafiq azman faizal hafizah
haslinda norazlina rosnah zaiton somchai somsak sunee malee nittaya pornpimol siriporn wanida
kanya edson raimunda conceicao sebastiao cícero jurema irani iraci iracema ivanete josenilda
josineide lucineide marinalva neide rosimeire rosineide sueli terezinha valdete zilda zuleide
ademir adilson aguinaldo altair arlindo benedito cleiton cleber edivaldo edilson gilmar gilson
itamar jailson juarez lindomar manoel nivaldo reinaldo sidnei valdir wanderley eustaquia
gumersinda hermenegilda leocadia nicasia petronila sagrario sinforosa visitación ambrosio crisanto
genaro nicanor olegario pascual secundino wenceslao paco pepita pili nekane xabier inaki nuria
montse meritxell totò toto peppino peppe tonino totonno ninì lillo nuccio rosaria nunzia
crocifissa ciccio ingeborg anneliese hannelore elfriede gertraud lieselotte waltraut adelheid
edeltraut gerlinde hedwig irmtraud mechthild reinhild sieglinde trude walburga wiltrud almut
brunhilde dietlinde dörte doerte frauke hilke insa swantje eckhard egon gottfried gunter hartmut
helmuth jurgen lothar reinhard rüdiger rudiger siegfried ulrich volker wilfried winfried alfons
josette ginette colette francoise evelyne ghislaine jean-claude jean-pierre jean-marie jean-luc
jean-paul jean-michel jean-louis jean-françois jean-baptiste marie-claire marie-france marie-
thérèse marie-christine anne-marie marie-josé marie-paule pierre-yves friedhelm uschi bubi hansi
gitti heiko jupp vroni burgi gerti hanni mitzi fritzi jockel mamadou awa fatou aminata ousmane
seydou boubacar ibrahima cheikh modou lamine mariama kadiatou aissatou aïssatou fanta salif
souleymane adama oumou assane babacar alioune ndeye ndèye coumba khady astou maïwenn nolwenn
katell soizic erwan gwendal goulven maël enora rozenn tugdual gwenola yannig aoibheann eilish
eilís aoibhinn clíona cliona órla fionnuala bébhinn neasa tião zé quim tonho juca dedé nando guto
bia babi zezé tatá cacá titti lella nello uccio mimmo tonio cettina pinuccia pina pepa paca charo
merche puri loli maripili chelo nacho chema chus txema quique kike manolo rafa juanma josema jojo
dédé riri fifi loulou pierrot titou bartholomew barnaby crispin algernon cuthbert yaël avital
yonatan shmuel eliyahu mila maëlle maëlys maélys lilou loane timéo kylian nolan
beate ute basti steffi moni nanou tico chico
priyanka aishwarya sneha sumit akshay varun praveen hitesh jignesh bhavesh nilesh paresh simran
navdeep amandeep çağlar caglar ilker ilkay aiko daiki themba zanele lindiwe bongani mandla sibusiso
rubina nasreen parveen
pier gian gianpiero pierpaolo piergiorgio giancarlo gianfranco gianluigi karl-heinz hans-jürgen
walentina walentin wladimir swetlana ljudmila valentyna oleksandra bohdana
gentiana klodiana arjeta valbona fatjona mimoza blerina entela arbena rudina
wiremu aroha tawhiri rawiri anahera manaia whetu ngaire
nomsa thandeka sipho thabo lindiwe nokuthula sibusiso zanele bongani nomvula
tharshika thusyanthan tharshan kajan kavitha sivakumaran vithusha
wisly wislande guerline widlene mackenson wilner jude-ronel
shahidul rafiqul nazrul shamima taslima mizanur
`
  .split(/\s+/)
  .filter(Boolean);
