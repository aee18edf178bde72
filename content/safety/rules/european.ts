import { comfort, redirect, worry, type RuleSet } from './rule';

/*
 * Spanish, French, German and Italian. The rules read the folded Latin form: lower case, accents
 * removed (papá → papa, schlägt → schlagt, ß → ss), leetspeak and spacing undone.
 */

const ES_ADULT =
  '(?:mi |el |la |un |una )?(?:papa|papi|mama|mami|padre|madre|padrastro|madrastra|tio|tia|abuelo|abuela|profe|profesor|profesora|maestro|maestra|ninera|vecino|vecina|senor|hombre|novio de mi mama|entrenador|adulto|alguien)';
const ES_HURT = '(?:pega|pegan|pego|golpea|golpean|golpeo|lastima|lastiman|hace dano|hacen dano|quema|quemo|patea|ahorca|encierra en|encerro en|maltrata|da palizas|dan palizas|pega con|toca|tocan|toco|manosea)';
const ES_PLAY = /\b(?:jugando|sin querer|almohada|cojin|ajedrez|juego|carrera|cosquillas)\b/;
const ES_SURPRISE = /\b(?:sorpresa|regalo|cumpleanos|fiesta|navidad)\b/;

const FR_ADULT =
  "(?:mon |ma |un |une |le |la )?(?:pere|papa|mere|maman|beau-pere|beau pere|belle-mere|belle mere|oncle|tonton|tante|tata|papi|papy|mamie|grand-pere|grand-mere|prof|professeur|maitresse|maitre|nounou|voisin|voisine|monsieur|homme|dame|adulte|baby-sitter|entraineur|quelqu'un)";
const FR_HURT =
  "(?:me frappe|me frappent|m'a frappe|me bat|me battent|me tape|me tapent|m'a tape|me gifle|me giflent|me fait (?:du )?mal|me fait des bleus|me brule|m'enferme|me touche|me tripote|me pince|me donne des coups|me cogne|me met des (?:claques|baffes|gifles|coups)|me donne des (?:claques|gifles|baffes)|me tire les cheveux)";
const FR_PLAY = /\b(?:oreiller|coussin|en jouant|par accident|sans faire expres|echecs|course|jeu|polochon|chatouill\w*)\b/;
const FR_SURPRISE = /\b(?:surprise|cadeau|anniversaire|fete|noel)\b/;

const DE_ADULT =
  '(?:mein |meine |der |die |ein |eine )?(?:papa|vater|mama|mutter|mutti|stiefvater|stiefmutter|onkel|tante|opa|oma|lehrer|lehrerin|trainer|babysitter|nachbar|nachbarin|mann|frau|erwachsener|jemand)';
const DE_HURT =
  '(?:schlagt mich|schlagen mich|hat mich geschlagen|haut mich|hauen mich|tritt mich|treten mich|verletzt mich|tut mir weh|fasst mich an|fasst mich|beruhrt mich|sperrt mich ein|sperrt mich in|sperren mich in|schliesst mich ein|schliesst mich in|verbrennt mich|wurgt mich|verprugelt mich|misshandelt mich)';
const DE_PLAY = /\b(?:kissen|aus versehen|beim spielen|im spiel|schach|wettrennen|spielen|kitzel\w*)\b/;
const DE_SURPRISE = /\b(?:uberraschung\w*|geschenk|geburtstag|party|weihnachten)\b/;

const IT_ADULT =
  '(?:mio |mia |il |la |lo |un |una )?(?:papa|padre|mamma|madre|patrigno|matrigna|zio|zia|nonno|nonna|maestro|maestra|prof|professore|professoressa|allenatore|babysitter|vicino|vicina|signore|uomo|adulto|qualcuno)';
const IT_HURT =
  '(?:mi picchia|mi picchiano|mi ha picchiato|mi mena|mi menano|mi da (?:le )?botte|mi prende a (?:schiaffi|calci|pugni)|mi fa male|mi tocca|mi toccano|mi ha toccato|mi chiude|mi brucia|mi colpisce|mi maltratta)';
const IT_PLAY = /\b(?:cuscino|cuscini|per gioco|per sbaglio|giocando|scacchi|gara|solletico)\b/;
const IT_SURPRISE = /\b(?:sorpresa|regalo|compleanno|festa|natale)\b/;

export const EUROPEAN: RuleSet = {
  worrying: [
    // Spanish
    worry('eating', 'es', [/\b(?:odio|asco de|me da asco|me dan asco)\b.{0,10}\bmi cuerpo\b.{0,30}\bno (?:quiero )?comer\b/, /\b(?:vomito|vomitar|me hago vomitar|me provoco el vomito|no como|dejo de comer|dejar de comer|no comer|no quiero comer)\b.{0,40}\b(?:adelgazar|flac[oa]|delgad[oa]|engordar|gord[oa]|peso)\b/]),
    worry('bullying', 'es', [
      /\bme hacen (?:bullying|acoso)\b|\bsufro (?:de )?(?:bullying|acoso)\b|\b(?:me acosan|acoso escolar)\b/,
      /\bme (?:pegan|insultan|molestan|empujan)\b.{0,40}\b(?:colegio|cole|escuela|todos los dias|siempre|clase|recreo|cada dia)\b/,
      /\b(?:en el (?:colegio|cole|recreo)|en la escuela|en clase)\b.{0,20}\bme (?:pegan|insultan|acosan|molestan|empujan)\b/,
      /\bse burlan de mi\b.{0,40}\b(?:todos los dias|siempre|cada dia)\b/,
    ]),
    worry('self_harm', 'es', [
      /\b(?:quiero|quisiera|voy a|pienso en|tengo ganas de|deseo|necesito) (?:morir(?:me)?(?! de (?:risa|hambre|sueno|ganas|aburrimiento|calor|frio|verguenza|miedo))|matarme|suicidarme|cortarme|desaparecer(?: para siempre)?|hacerme dano|estar muert[oa])\b/,
      /\bme (?:quiero|voy a) (?:morir|matar|suicidar|cortar)\b/,
      /\bno quiero (?:vivir|seguir viviendo|estar viv[oa]|existir)\b/,
      /\bme corto\b(?! el pelo| las unas| el cabello| el flequillo)/,
      /\bme hago dano\b|\bojala (?:estuviera|estar) muert[oa]\b|\bojala no hubiera nacido\b/,
    ]),
    worry('abuse', 'es', [
      new RegExp(`\\b${ES_ADULT} me ${ES_HURT}\\b`),
      /\b(?:mi hermano|mi hermana|mi primo|mi prima)\b me (?:pega|golpea|patea)\b.{0,30}\b(?:todos los dias|siempre|cada dia|mucho|fuerte)\b/,
      /\bpartes (?:privadas|intimas)\b/,
      /\bme (?:pega|pegan) con (?:el|un|una) (?:cinturon|palo|zapatilla|chancla)\b/,
    ], { unless: [ES_PLAY], despite: [/\b(?:todos los dias|siempre|cinturon|secreto|miedo)\b/] }),
    worry('grooming', 'es', [
      /\b(?:me pidio|me pide|me piden|me pidieron|quiere que le (?:mande|envie)|me dijo que le (?:mande|envie)|que le mande|que le envie)\b.{0,30}\bfotos?\b/,
      /\bfotos? (?:sin ropa|desnud[oa]s?|en ropa interior)\b/,
      /\b(?:me dijo|me dice|me pidio|me pide|dijo|dice|quiere)\b.{0,15}\bno (?:le )?(?:diga|digas|cuente|cuentes) (?:nada )?(?:a (?:mis|tus) (?:papas|padres)|a nadie|a tu mama|a mi mama|a tu papa|a mi papa)\b/,
      /\b(?:senor|hombre|adulto|alguien) (?:de|en) (?:internet|un juego|el juego|roblox|fortnite|tiktok)\b.{0,50}\b(?:fotos?|verme|conocerme|secreto|quedar|direccion)\b/,
    ], { unless: [ES_SURPRISE], despite: [/\b(?:fotos?|ropa|desnud\w*)\b/] }),
    worry('lost', 'es', [
      /\b(?:estoy|me he|me) perdid[oa]\b|\bme perdi\b/,
      /\bno (?:encuentro|puedo encontrar|veo) a (?:mi|mis) (?:mama|papa|mami|papi|madre|padre|familia|abuel[oa]|papas|padres)\b/,
    ], { unless: [/\b(?:laberinto|juego|libro|divertido|pero (?:la|lo|los) encontre|pelicula)\b/] }),
    worry('danger', 'es', [
      /\btengo miedo de (?:volver|ir|regresar) a (?:mi )?casa\b/,
      /\bno me siento segur[oa]\b/,
      /\btengo miedo de mi (?:papa|mama|padre|madre|padrastro|madrastra|tio)\b/,
      /\bun (?:senor|hombre|desconocido|extrano) me (?:sigue|esta siguiendo|persigue)\b/,
      /\b(?:senor|hombre|desconocido|extrano|senora|mujer)\b.{0,40}\b(?:subir|subiera|suba|subirme|montar|montarme|entrar) (?:a|en) su (?:coche|carro|auto|furgoneta)\b/,
    ]),
    // French
    worry('eating', 'fr', [/\b(?:vomi|vomis|vomir|me faire vomir|je me fais vomir|je mange plus|ne mange plus|arrete de manger|je ne mange pas)\b.{0,40}\b(?:maigrir|perdre du poids|mince|grossir|gros|grosse)\b/]),
    worry('bullying', 'fr', [
      /\b(?:je suis|je me fais|on me) (?:harcele|harcelee|embete|embetee|racketter|racketer)\b|\bharcelement\b/,
      /\b(?:on se moque|ils se moquent|elles se moquent) de moi\b.{0,50}\b(?:tous les jours|toujours|ecole|recre|classe)\b/,
      /\b(?:les grands|les autres|des enfants|les enfants|des grands|ils|elles)\b.{0,20}\bme (?:tapent|frappent|battent|poussent|insultent)\b/,
      /\b(?:a l'ecole|a la recre|en classe)\b.{0,30}\bon me (?:frappe|tape|bat|pousse)\b|\bon me (?:frappe|tape|bat|pousse)\b.{0,40}\b(?:tous les jours|a l'ecole|a la recre|toujours)\b/,
    ]),
    worry('self_harm', 'fr', [
      /\bje (?:veux|voudrais|vais|pense a|ai envie de|veut) (?:mourir|me tuer|me suicider|en finir|disparaitre(?: pour toujours)?|me faire du mal|me couper|me scarifier)\b/,
      /\bj'?ai envie de (?:mourir|disparaitre|me tuer|en finir)\b/,
      /\bje (?:ne )?veux plus (?:vivre|etre en vie|exister)\b|\bje (?:veux|voudrais) etre morte?\b|\bj'?en ai marre de vivre\b/,
      /\bje me (?:scarifie|coupe|mutile|fais du mal)\b(?! les (?:cheveux|ongles))/,
    ]),
    worry('abuse', 'fr', [
      new RegExp(`\\b${FR_ADULT} ${FR_HURT}\\b`),
      /\b(?:parties intimes|parties privees)\b|\bme touche (?:les |mes )?(?:fesses|zizi|zezette)\b/,
    ], { unless: [FR_PLAY], despite: [/\b(?:tous les jours|tous les soirs|ceinture|secret|peur|a bu|toujours)\b/] }),
    worry('grooming', 'fr', [
      /\b(?:veut|demande|m'a demande|a demande|me demande)\b.{0,40}\b(?:photos?|selfies?)\b/,
      /\b(?:m'a dit|me dit|m'a demande|me demande|veut que je|dit de)\b.{0,30}\b(?:(?:le |la |les )?(?:dise|dire|dis) (?:rien )?a personne|garder le secret|(?:dise|dire) rien a (?:tes|mes) parents)\b/,
      /\bphotos? (?:de moi )?(?:toute? nue?s?|sans vetements|en culotte|en slip)\b/,
      /\b(?:quelqu'un|un monsieur|un homme|une dame|un inconnu|un garcon|un grand)\b.{0,30}\b(?:internet|fortnite|roblox|minecraft|tiktok|jeu|snap|insta|discord)\b.{0,40}\b(?:adresse|photos?|rencontrer|voir|secret|ecole)\b/,
    ], { unless: [FR_SURPRISE], despite: [/\b(?:photos?|nue?|monsieur|internet|homme)\b/] }),
    worry('lost', 'fr', [
      /\bje (?:suis|me suis) perdue?\b/,
      /\bje (?:ne )?(?:trouve|retrouve|vois) (?:plus |pas |plus )?(?:ma maman|mon papa|ma mere|mon pere|mes parents|ma mamie|mon papi)\b/,
    ], { unless: [/\b(?:livre|jeu|labyrinthe|film)\b/] }),
    worry('danger', 'fr', [
      /\bj'?ai peur de rentrer (?:a la maison|chez moi)\b|\bj'?ai peur de mon (?:pere|papa|beau-pere|oncle)\b|\bje ne me sens pas en securite\b/,
      /\bun (?:monsieur|homme|inconnu) me suit\b/,
    ]),
    // German
    worry('eating', 'de', [/\b(?:kotze|kotzen|erbreche|ubergebe mich|esse nichts|esse nicht mehr|hungere|hungern)\b.{0,40}\b(?:abnehmen|abzunehmen|dunn|dunner|dick|schlank|gewicht)\b/, /\b(?:kotze|erbreche|ubergebe mich)\b.{0,20}\babsichtlich\b|\babsichtlich\b.{0,20}\b(?:kotzen|erbrechen|ubergeben)\b/]),
    worry('bullying', 'de', [
      /\bgemobbt\b|\bmobben mich\b|\bmobbing\b/,
      /\b(?:die anderen|kinder|jungs|madchen|alle|mitschuler\w*)\b.{0,30}\b(?:schlagen|hauen|treten|schubsen|hanseln|beleidigen|mobben|verprugeln) mich\b/,
    ]),
    worry('self_harm', 'de', [
      /\bich (?:will|mochte|werde|wurde gern|mochte gern|will einfach) (?:mich )?(?:sterben|umbringen|toten|nicht mehr leben|nicht mehr da sein|verschwinden|tot sein)\b/,
      /\bich bring(?:e)? mich um\b|\bich (?:ritze|schneide|verletze) mich\b|\bmich (?:ritzen|umbringen)\b/,
      /\bich wunschte,? ich ware tot\b|\bich will nicht mehr leben\b|\b(?:mir|mich) das leben nehmen\b/,
      /\b(?:ich|und) (?:will|mochte|werde) mich (?:selbst )?(?:verletzen|ritzen|schneiden)\b|\bmir (?:selbst )?weh ?tun\b/,
      /\bsuizid|\bselbstmord/,
    ]),
    worry('abuse', 'de', [new RegExp(`\\b${DE_ADULT} ${DE_HURT}\\b`)], { unless: [DE_PLAY], despite: [/\b(?:jeden tag|immer|gurtel|geheim|angst)\b/] }),
    worry('grooming', 'de', [
      /\b(?:nacktbilder|nacktfotos|nackt ?fotos|nackte bilder|nackte fotos)\b/,
      /\b(?:fremde[rn]?|mann|erwachsene[rn]?|jemand|typ)\b.{0,40}\b(?:fotos?|bilder)\b.{0,40}\b(?:schick\w*|senden|geheim\w*)\b/,
      /\b(?:schick|schicke|schicken|senden|sende)\b.{0,40}\b(?:fotos?|bilder)\b.{0,40}\b(?:geheim|niemand|eltern)\b/,
      /\b(?:darf es niemandem sagen|ist unser geheimnis)\b|\b(?:hat gesagt|sagt|sagte|will)\b.{0,30}\b(?:niemandem (?:sagen|erzahlen)|geheim halten|nicht (?:meinen|deinen) eltern)\b/,
    ], { unless: [DE_SURPRISE], despite: [/\b(?:nackt\w*|fotos?|bilder|mann)\b/] }),
    worry('lost', 'de', [
      /\bich (?:habe|hab) mich verlaufen\b|\bich bin verloren(?:gegangen)?\b/,
      /\bich finde (?:meine mama|meinen papa|meine mutter|meinen vater|meine eltern|meine oma|meinen opa) nicht\b/,
      /\bich weiss nicht,? wo ich bin\b/,
    ], { unless: [/\b(?:im spiel|spiel|labyrinth|buch|film)\b/] }),
    worry('sadness', 'de', [/\bich hasse mich\b|\bniemand (?:mag|liebt) mich\b|\bich bin (?:immer|jeden tag) traurig\b/]),
    worry('danger', 'de', [/\b(?:mann|frau|fremde[rn]?|jemand)\b.{0,40}\b(?:in sein|in ihr|ins) auto\b/, /\bich habe angst,? nach hause zu gehen\b|\bangst vor meinem (?:vater|papa|stiefvater|onkel)\b|\bich fuhle mich nicht sicher\b/]),
    // Italian
    worry('eating', 'it', [/\b(?:vomito|vomitare|non mangio|smetto di mangiare|non voglio mangiare)\b.{0,40}\b(?:dimagrire|magr[oa]|ingrassare|grass[oa]|peso)\b/]),
    worry('bullying', 'it', [
      /\bbullizzat[oaie]\b|\bmi fanno (?:il )?bullismo\b|\bbullismo\b/,
      /\bmi prendono in giro\b.{0,40}\b(?:ogni giorno|sempre|a scuola|tutti i giorni)\b/,
      /\bmi vogliono (?:picchiare|menare|uccidere|fare del male)\b|\bvogliono picchiarmi\b/,
      /\ba scuola\b.{0,30}\bmi (?:picchiano|prendono in giro|insultano|spingono)\b/,
    ]),
    worry('self_harm', 'it', [
      /\b(?:voglio|vorrei|sto per|penso di|ho voglia di) (?:morire|uccidermi|ammazzarmi|suicidarmi|farmi del male|tagliarmi|sparire per sempre)\b/,
      /\bnon voglio (?:piu )?vivere(?: piu)?\b/,
      /\b(?:voglio|vorrei) essere mort[oa]\b|\bfarla finita\b/,
      /\bmi taglio\b(?! i capelli| le unghie)|\bmi faccio del male\b/,
    ]),
    worry('abuse', 'it', [new RegExp(`\\b${IT_ADULT} ${IT_HURT}\\b`), /\bparti intime\b/], { unless: [IT_PLAY], despite: [/\b(?:ogni giorno|tutti i giorni|sempre|cintura|segreto|paura)\b/] }),
    worry('grooming', 'it', [
      /\b(?:chiesto|chiede|vuole|chiesta)\b.{0,30}\bfoto\b.{0,40}\b(?:nessuno|segreto|vestiti|nud[oaie]|genitori)\b/,
      /\bfoto (?:senza vestiti|nud[oaie])\b/,
      /\b(?:su|in) (?:internet|tiktok|roblox|fortnite|minecraft|chat|instagram|snapchat|discord|whatsapp|youtube)\b.{0,40}\b(?:vuole|chiede|mi ha chiesto)\b.{0,30}\b(?:vedermi|incontrarmi|foto|indirizzo|segreto|da sol[oa])\b/,
      /\b(?:mi ha detto|mi dice|ha detto|dice|vuole)\b.{0,20}\b(?:non (?:dirlo|lo dire|dire niente) a nessuno|non dirlo ai (?:tuoi|miei) genitori)\b/,
    ], { unless: [IT_SURPRISE], despite: [/\b(?:foto|vestiti|nud[oaie]|signore|uomo)\b/] }),
    worry('lost', 'it', [
      /\bmi sono pers[oa]\b|\bsono pers[oa]\b/,
      /\bho perso (?:la mamma|il papa|mia mamma|mio papa|i miei genitori|la nonna|il nonno)\b/,
      /\bnon trovo (?:piu )?(?:la mamma|il papa|mia mamma|mio papa|mia madre|mio padre|i miei genitori|la nonna|il nonno)\b/,
    ], { unless: [/\b(?:libro|gioco|labirinto|film)\b/] }),
    worry('danger', 'it', [/\b(?:uomo|signore|signora|donna|sconosciut[oa])\b.{0,40}\bsalire (?:in|nella|sulla) (?:sua )?(?:macchina|auto)\b/, /\bho paura di (?:tornare|andare) a casa\b|\bho paura di mio (?:padre|papa|patrigno|zio)\b|\bnon mi sento al sicuro\b/]),
  ],
  comfort: [
    comfort('es', [/\bconsuelame\b|\babrazame\b|\btengo (?:mucho|muchisimo|tanto) miedo\b/]),
    comfort('fr', [/\breconforte-moi\b|\breconforte moi\b|\bconsole-moi\b|\bconsole moi\b|\bj'?ai (?:tres|trop|tellement|si) peur\b/]),
    comfort('de', [/\btroste? mich\b|\bich habe (?:so |solche |grosse |ganz viel )angst\b/]),
    comfort('it', [/\bconsolami\b|\babbracciami\b|\bho (?:tanta|molta|cosi tanta|troppa) paura\b/]),
  ],
  redirect: [
    // Spanish
    redirect('jailbreak', 'es', [/\bignora (?:tus|las) (?:reglas|instrucciones)\b/]),
    redirect('sexual', 'es', [/\b(?:sexo|sexual|sexuales|porno|pornografia|chiste verde|chistes verdes|desnud[oa]s?|tetas|pene|follar)\b/]),
    redirect('violence', 'es', [
      /\bcomo (?:se )?(?:hace|hacer|hago|fabricar|fabrico|construir|construyo|conseguir|consigo|comprar|compro|preparar|preparo)\b.{0,25}\b(?:bomba|bombas|arma|armas|pistola|veneno|explosivos?)\b/,
      /\bcomo (?:matar|asesinar|envenenar|apunalar|hacer(?:le)? dano|lastimar|herir)\b/,
      /\b(?:instrucciones|pasos) para (?:hacer|fabricar|construir) (?:una |un )?(?:bomba|arma|veneno)\b/,
    ]),
    redirect('dangerous', 'es', [/\bcomo (?:robar|hackear|quemar|incendiar|escaparme|escapar de casa)\b/]),
    redirect('drugs', 'es', [/\b(?:drogas?|cigarrillos?|marihuana|porros?|cocaina|emborrachar(?:me|se|te)?|fumar porros)\b/]),
    redirect('hate', 'es', [/\b(?:puta|puto|putas|mierda|joder|cabron|pendejo|gilipollas|verga|chingar|chingada|culero|hijo de puta|palabrotas|groserias|malas palabras)\b/]),
    // French
    redirect('jailbreak', 'fr', [/\bignore (?:tes|les) (?:regles|instructions)\b/]),
    redirect('sexual', 'fr', [/\b(?:sexe|sexuel|sexuelle|porno|pornographique|histoire cochonne|blague cochonne|histoire de cul|capote|capotes|preservatif)\b/]),
    redirect('violence', 'fr', [
      /\bcomment (?:on |je |tu )?(?:faire|fait|fais|fabriquer|fabrique|construire|construit|acheter|achete|avoir|trouver|trouve|se procurer|obtenir|preparer)\b.{0,25}\b(?:bombe|arme|pistolet|fusil|poison|explosif)\b/,
      /\bcomment (?:tuer|empoisonner|assassiner|poignarder|faire du mal|blesser)\b/,
      /\b(?:etapes|instructions) pour (?:fabriquer|faire|construire) (?:une |un )?(?:bombe|arme|poison)\b/,
    ]),
    redirect('dangerous', 'fr', [/\bcomment (?:voler|pirater|hacker|mettre le feu|fuguer)\b/]),
    redirect('drugs', 'fr', [/\b(?:drogue|drogues|cigarettes?|cannabis|cocaine|beuh|se saouler|se souler|se bourrer)\b/]),
    redirect('hate', 'fr', [/\b(?:putain|merde|connard|connasse|salope|pute|encule|nique|ta gueule|gros mots|gros mot)\b/]),
    // German
    redirect('jailbreak', 'de', [/\bignorier(?:e)? (?:deine|die) (?:regeln|anweisungen)\b/]),
    redirect('sexual', 'de', [/\b(?:porno|nackt|titten|geschlechtsverkehr|kondom|schmutzige[nr]? witz\w*)\b/]),
    redirect('violence', 'de', [
      /\bwie (?:baue|mache|kaufe|bekomme|besorge|baut|macht|kauft|bekommt|besorgt)\b.{0,25}\b(?:bombe|waffe|gift|pistole|gewehr|sprengstoff)\b/,
      /\b(?:bombe|waffe|pistole|gewehr|sprengstoff)\b.{0,20}\b(?:kaufen|bauen|bekommen|besorgen|machen)\b/,
      /\bwie\b.{0,30}\b(?:umbringt|umbringen|totet|toten|ermordet|ermorden|vergiftet|vergiften|weh tun|wehtun)\b/,
    ]),
    redirect('dangerous', 'de', [/\bwie\b.{0,20}\b(?:klaue|klauen|stehle|stehlen|hacke|hacken|einbrechen|knackt|knacken)\b/, /\bschloss knacken\b/]),
    redirect('drugs', 'de', [/\b(?:drogen|zigarette|zigaretten|kokain|kiffen|betrinken|besaufen|betrunken werden|betrunken)\b/]),
    redirect('hate', 'de', [/\b(?:scheisse|arschloch|fick|ficken|hure|fotze|wichser|schlampe|schimpfwort|schimpfworter)\b/]),
    // Italian
    redirect('jailbreak', 'it', [/\bignora (?:le tue|le) (?:regole|istruzioni)\b/]),
    redirect('sexual', 'it', [/\b(?:sesso|sessuale|porno|storia sporca|barzelletta sporca)\b/]),
    redirect('violence', 'it', [
      /\bcome (?:posso |si )?(?:fa|fare|faccio|costruire|costruisce|fabbricare|comprare|compro|avere|procurarsi|trovare|prendere)\b.{0,25}\b(?:bomba|arma|pistola|fucile|veleno|esplosivo)\b/,
      /\bcome (?:posso )?(?:uccidere|ammazzare|avvelenare|accoltellare|fare del male|ferire)\b/,
      /\bistruzioni per (?:costruire|fare|fabbricare) (?:una |un )?(?:bomba|arma|veleno)\b/,
    ]),
    redirect('dangerous', 'it', [/\bcome (?:posso |si )?(?:rubare|ruba|rubo|hackerare|dare fuoco|scappare di casa)\b/]),
    redirect('drugs', 'it', [/\b(?:droga|droghe|cocaina|canne|spinello|ubriac\w*|sigarett\w*)\b/]),
    redirect('hate', 'it', [/\b(?:cazzo|merda|stronzo|vaffanculo|puttana|troia|minchia|coglione|parolacce)\b/]),
  ],
};
