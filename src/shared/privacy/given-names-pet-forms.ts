/*
 * Pet forms and everyday given names people write in lower case after a relative or a title
 * ('mi mamá lupita', 'my nan betty', 'meine tante gisi', 'dr. thibaut morvan') that the larger
 * lists missed: Spanish and Latin American diminutives, Irish and British short forms, German and
 * Austrian short forms, French, Italian and Portuguese ones. Forms that are also common words of
 * the six languages are left out ('chico', 'memo', 'tono', 'chelo').
 */

/** Pet forms and given names, lower case. */
export const PET_FORM_GIVEN_NAMES: readonly string[] = `
lupita lupe conchita chayo chuy chucho nacho paco pancho pepe quique lalo 
beto toño tencha licha nati maricarmen marisol maite charo lola rocío rocio toñi mili
ferdie fergie paddy peadar sile siobhan niamh aoife eamon eamonn seamus seán sean siobhán orla
dympna bridie mairead mairéad caoimhe saoirse oisín oisin cathal colm diarmuid donal dónal
eibhlín eibhlin máire donncha dulcie nuala úna bláithín
gisi gitti hansi gerti mitzi susi resl evi moni steffi hanni uschi anni lotti
thibaut thibault gaëtan gaetan gwendal loïc loic maël mael yann yannick anaïs anais maëlle
jojo dédé mimi nanou lulu titou
ninni pina lella nuccia mimmo totò peppe peppino ciccio gigi nando
zezé zeze zequinha tião tiao quinzinho dinho nandinho juju dudu nando guga
`
  .split(/\s+/)
  .filter(Boolean);
