//! The Comprehensive Rules the engine cites: numbers, one-line summaries in our own words,
//! and the one place that turns a number into a link ([`url`], through [`link`]). The
//! summaries are English in [`rules`] (and [`crate::era_rules::era_rules`]), French and
//! German in [`TRANSLATIONS`] (keyed by the same ids, `"708.5@2013"` included); rule numbers
//! are the same in every language.
//!
//! [`summary_in`] gives a rule's summary in a language; [`display_in`] shows an older rule
//! with its era ("708.5 (2013 rules)", "708.5 (règles de 2013)", "708.5 (Regeln von
//! 2013)"), today's as its bare number in every language; [`summary`] and [`display`] are
//! the English. An impossible question's rules in an error are a
//! `messages::Arg::Rules`, shown with [`display_in`]. An older rule has no link (today's
//! hyperlinked CR may number it otherwise); today's rule cited under an older era, marked
//! `@current`, links to today's CR ([`today`]).
//!
//! Every number the engine cites is here (a test walks the whole catalogue). A test fails
//! on a rule without a French or German summary, on one that is the English or has an
//! English word left, and on a placeholder.

use crate::messages::Lang;

/// Every rule the engine may cite, with a one-line summary (our words; `docs/rules.md` explains them), as
/// one text ([`crate::pairs`]): see [`rules`].
const RULES_TEXT: &str = crate::pairs::pairs_text![
    ("105.2b", "A multicolored object is two or more of the five colors."),
    ("107.3", "{X} stands for a number chosen by the player."),
    ("107.3b", "Cast without paying its mana cost (or an alternative cost with X), a spell's X can only be 0."),
    ("113.2c", "An object may have several instances of one ability; each works on its own (each triggers separately)."),
    ("116.2m", "Unlocking a Room's door is a special action."),
    ("118.6", "An object with no mana cost has an unpayable cost: only an alternative cost, or casting it without paying its mana cost, gets round it."),
    ("201.4b", "Naming a card means naming one half of a split card, never both."),
    ("202.1", "A card's mana cost is printed in its upper right corner."),
    ("202.1b", "Some objects have no mana cost (no symbols where it would be): not a cost of {0}, an unpayable one."),
    ("202.2", "An object's colors come from the mana symbols in its cost."),
    ("202.2e", "An object with a color indicator (204) is each color it denotes."),
    ("202.3", "Mana value is the total amount of mana in a cost, regardless of color."),
    ("202.3a", "An object with no mana cost has mana value 0."),
    ("202.3d", "A split card off the stack, or a fused spell, has the combined mana value; a cast half has its own."),
    ("202.3e", "{X} counts as 0 except on the stack, where it is the chosen number."),
    ("205.2a", "The card types: artifact, battle, creature, enchantment, instant, land, sorcery …"),
    ("205.3h", "Enchantments have their own subtypes, the enchantment types: Room (since Duskmourn) is one, like Aura and Saga."),
    ("304.4", "An instant card can't enter the battlefield; it stays where it is."),
    ("305.1", "Playing a land is a special action, not casting it: a land never goes on the stack and is never a spell."),
    ("305.9", "An object that is both a land and another card type can be played only as a land; it can't be cast as a spell."),
    ("307.4", "A sorcery card can't enter the battlefield; it stays where it is."),
    ("601.2a", "To cast a spell, the player moves the card to the stack."),
    ("601.2f", "The total cost is the mana cost (or an alternative cost) plus additional costs and cost changes."),
    ("601.3", "A player can cast a spell only if a rule or effect allows casting it from its zone; normally that is the hand."),
    ("601.3e", "Effects that test what is being cast look at the half being cast, or at the fused spell."),
    ("608.2n", "An instant or sorcery spell goes to its owner's graveyard as it finishes resolving."),
    ("608.3", "A permanent spell that resolves enters the battlefield."),
    ("611.2c", "A continuous effect from a resolving spell that changes objects' characteristics affects only the objects there when it begins."),
    ("702.1b", "A granted ability such as flashback uses the mana cost of the half being cast."),
    ("702.16b", "Protection from a quality: the object can't be the target of spells with that quality (protection from multicolored: multicolored spells)."),
    ("702.85a", "Cascade stops on a card by its combined mana value and casts the half by the half's."),
    ("702.102a", "Fuse works only while the card is in its caster's own hand; then both halves may be cast as one spell."),
    ("702.102b", "A fused split spell has the combined characteristics of its halves."),
    ("702.102c", "A fused split spell's total cost includes both halves' mana costs."),
    ("702.102d", "A fused split spell resolves left half first, then right half."),
    ("702.127a", "Aftermath: the half may be cast only from a graveyard, and is exiled whenever it leaves the stack after being cast from one."),
    ("707.10", "A copy of a spell copies the half that was cast; a copy of a fused spell is fused."),
    ("709.1", "A split card has two halves on one card (Un- and playtest cards stretch this to more)."),
    ("709.2", "A split card is one card: counting, drawing or discarding it counts one."),
    ("709.3", "To cast a split card, the player picks a half before putting it on the stack."),
    ("709.3a", "Only the chosen half is checked to see whether it can be cast."),
    ("709.3b", "On the stack only the chosen half's characteristics exist."),
    ("709.3c", "A copy of a split card keeps both halves; casting the copy chooses a half again."),
    ("709.4", "In every zone but the stack, a split card's characteristics are its halves combined."),
    ("709.4a", "A split card has each half's name; naming it means naming one of them."),
    ("709.4b", "Its mana cost is the combined cost; individual symbols are still each half's."),
    ("709.4c", "It has every card type of either half and every ability of both text boxes."),
    ("709.4d", "A fused split spell on the stack also has the combined characteristics."),
    ("709.5", "Rooms: on the battlefield a locked door has no name, mana cost or rules text."),
    ("709.5a", "A Room's halves share the type line Enchantment — Room."),
    ("709.5b", "Each half of a Room exists for copying, even on the stack."),
    ("709.5c", "A door is unlocked only while it has its unlocked designation."),
    ("709.5d", "A Room enters with the cast door unlocked; entering without being cast, both are locked."),
    ("709.5e", "Unlocking a door: pay its mana cost as a special action at sorcery speed."),
    ("709.5f", "An effect may unlock a door."),
    ("709.5g", "An effect may lock a door."),
    ("709.5h", "\"When you unlock this door\" triggers whenever that door becomes unlocked."),
    ("709.5i", "\"Fully unlock\" triggers when the second door becomes unlocked."),
    ("709.5j", "A door is a half of a Room permanent."),
    ("903.4", "A card's color identity is the colors of the mana symbols in its costs and rules text, and of its color indicators."),
];

/// Every rule the engine may cite, with its one-line summary.
pub fn rules() -> &'static [(&'static str, &'static str)] {
    static TABLE: std::sync::OnceLock<Vec<(&'static str, &'static str)>> =
        std::sync::OnceLock::new();
    TABLE.get_or_init(|| crate::pairs::split(RULES_TEXT))
}

/// The summaries in French and German: rule, French, German. Every rule of [`rules`] and of
/// [`crate::era_rules::era_rules`] (by the same id, `"708.5@2013"`) is here — a test fails
/// on a missing one. The words are the app's: carte scindée, pile, valeur de mana, fusion,
/// répercussion, Pièce; Split-Karte, Stapel, Manabetrag, im Spiel, Fusion, Nachhall, Raum
/// (`messages::TEMPLATES`, `src/locales`).
pub const TRANSLATIONS: &[(&str, &str, &str)] = &[
    ("105.2b",
        "Un objet multicolore est de deux couleurs ou plus parmi les cinq.",
        "Ein mehrfarbiges Objekt hat zwei oder mehr der fünf Farben."),
    ("107.3",
        "{X} représente un nombre choisi par le joueur.",
        "{X} steht für eine Zahl, die der Spieler wählt."),
    ("107.3b",
        "Lancé sans payer son coût de mana (ni un coût alternatif comprenant X), un sort ne peut avoir que 0 pour X.",
        "Wird ein Zauberspruch gewirkt, ohne seine Manakosten (oder alternative Kosten mit X) zu bezahlen, kann X nur 0 sein."),
    ("113.2c",
        "Un objet peut avoir plusieurs exemplaires d'une même capacité ; chacun fonctionne séparément (chacun se déclenche à part).",
        "Ein Objekt kann eine Fähigkeit mehrfach haben; jede Instanz wirkt für sich (jede wird einzeln ausgelöst)."),
    ("116.2m",
        "Déverrouiller une porte d'une Pièce est une action spéciale.",
        "Eine Tür eines Raums aufzuschließen ist eine Sonderaktion."),
    ("118.6",
        "Un objet sans coût de mana a un coût impossible à payer : seul un coût alternatif, ou le lancer sans payer son coût de mana, permet de le lancer.",
        "Ein Objekt ohne Manakosten hat unbezahlbare Kosten: nur alternative Kosten oder das Wirken ohne Bezahlen seiner Manakosten machen es wirkbar."),
    ("201.4b",
        "Nommer une carte, c'est nommer une moitié d'une carte scindée, jamais les deux.",
        "Eine Karte zu nennen heißt, eine Hälfte einer Split-Karte zu nennen, nie beide."),
    ("202.1",
        "Le coût de mana d'une carte est imprimé dans son coin supérieur droit.",
        "Die Manakosten einer Karte sind in ihrer rechten oberen Ecke aufgedruckt."),
    ("202.1b",
        "Certains objets n'ont pas de coût de mana (aucun symbole à sa place) : ce n'est pas un coût de {0}, mais un coût impossible à payer.",
        "Manche Objekte haben keine Manakosten (keine Symbole an ihrer Stelle): nicht Kosten von {0}, sondern unbezahlbare Kosten."),
    ("202.2",
        "Les couleurs d'un objet viennent des symboles de mana de son coût.",
        "Die Farben eines Objekts ergeben sich aus den Manasymbolen in seinen Kosten."),
    ("202.2e",
        "Un objet qui a un indicateur de couleur (204) est de chaque couleur qu'il indique.",
        "Ein Objekt mit einem Farbanzeiger (204) hat jede Farbe, die dieser anzeigt."),
    ("202.3",
        "La valeur de mana est la quantité totale de mana d'un coût, quelle que soit sa couleur.",
        "Der Manabetrag ist die Gesamtmenge an Mana in den Kosten, unabhängig von der Farbe."),
    ("202.3a",
        "Un objet sans coût de mana a une valeur de mana de 0.",
        "Ein Objekt ohne Manakosten hat den Manabetrag 0."),
    ("202.3d",
        "Une carte scindée hors de la pile, ou un sort fusionné, a la valeur de mana combinée ; une moitié lancée a la sienne.",
        "Eine Split-Karte außerhalb des Stapels oder ein fusionierter Zauberspruch hat den kombinierten Manabetrag; eine gewirkte Hälfte hat ihren eigenen."),
    ("202.3e",
        "{X} vaut 0, sauf sur la pile, où il vaut le nombre choisi.",
        "{X} zählt als 0, außer auf dem Stapel, wo es die gewählte Zahl ist."),
    ("205.2a",
        "Les types de carte : artefact, bataille, créature, enchantement, éphémère, terrain, rituel …",
        "Die Kartentypen: Artefakt, Kampf, Kreatur, Verzauberung, Spontanzauber, Land, Hexerei …"),
    ("205.3h",
        "Les enchantements ont leurs propres sous-types, les types d'enchantement : Pièce (depuis Duskmourn) en est un, comme Aura et Saga.",
        "Verzauberungen haben eigene Untertypen, die Verzauberungstypen: Raum (seit Duskmourn) ist einer, wie Aura und Saga."),
    ("304.4",
        "Une carte d'éphémère ne peut pas arriver sur le champ de bataille ; elle reste où elle est.",
        "Eine Spontanzauberkarte kann nicht ins Spiel kommen; sie bleibt, wo sie ist."),
    ("305.1",
        "Jouer un terrain est une action spéciale, non le lancer : un terrain ne va jamais sur la pile et n'est jamais un sort.",
        "Ein Land zu spielen ist eine Sonderaktion, kein Wirken: Ein Land kommt nie auf den Stapel und ist nie ein Zauberspruch."),
    ("305.9",
        "Un objet qui est à la fois un terrain et d'un autre type de carte ne peut être joué que comme terrain ; il ne peut pas être lancé comme sort.",
        "Ein Objekt, das ein Land und zugleich von einem anderen Kartentyp ist, kann nur als Land gespielt werden; es kann nicht als Zauberspruch gewirkt werden."),
    ("307.4",
        "Une carte de rituel ne peut pas arriver sur le champ de bataille ; elle reste où elle est.",
        "Eine Hexereikarte kann nicht ins Spiel kommen; sie bleibt, wo sie ist."),
    ("601.2a",
        "Pour lancer un sort, le joueur déplace la carte sur la pile.",
        "Um einen Zauberspruch zu wirken, bewegt der Spieler die Karte auf den Stapel."),
    ("601.2f",
        "Le coût total est le coût de mana (ou un coût alternatif), plus les coûts supplémentaires et les modifications de coût.",
        "Die Gesamtkosten sind die Manakosten (oder alternative Kosten) zuzüglich Zusatzkosten und Kostenänderungen."),
    ("601.3",
        "Un joueur ne peut lancer un sort que si une règle ou un effet permet de le lancer depuis sa zone ; normalement, c'est la main.",
        "Ein Spieler kann einen Zauberspruch nur wirken, wenn eine Regel oder ein Effekt es aus seiner Zone erlaubt; normalerweise ist das die Hand."),
    ("601.3e",
        "Les effets qui vérifient ce qui est lancé regardent la moitié lancée, ou le sort fusionné.",
        "Effekte, die prüfen, was gewirkt wird, betrachten die gewirkte Hälfte oder den fusionierten Zauberspruch."),
    ("608.2n",
        "Un sort d'éphémère ou de rituel va dans le cimetière de son propriétaire quand il finit de se résoudre.",
        "Ein Spontanzauber oder eine Hexerei kommt auf den Friedhof seines Besitzers, wenn er fertig verrechnet wird."),
    ("608.3",
        "Un sort de permanent qui se résout arrive sur le champ de bataille.",
        "Ein bleibender Zauberspruch, der verrechnet wird, kommt ins Spiel."),
    ("611.2c",
        "Un effet continu d'un sort qui se résout et modifie les caractéristiques d'objets n'affecte que les objets présents quand il commence.",
        "Ein fortlaufender Effekt eines Zauberspruchs, der verrechnet wird und Eigenschaften von Objekten ändert, betrifft nur die Objekte, die bei seinem Beginn da sind."),
    ("702.1b",
        "Une capacité conférée, comme le flashback, utilise le coût de mana de la moitié lancée.",
        "Eine verliehene Fähigkeit wie Flashback verwendet die Manakosten der gewirkten Hälfte."),
    ("702.16b",
        "Protection contre une qualité : l'objet ne peut pas être la cible de sorts ayant cette qualité (protection contre le multicolore : les sorts multicolores).",
        "Schutz vor einer Eigenschaft: Das Objekt kann nicht das Ziel von Zaubersprüchen mit dieser Eigenschaft sein (Schutz vor Mehrfarbigem: mehrfarbige Zaubersprüche)."),
    ("702.85a",
        "La cascade s'arrête sur une carte d'après sa valeur de mana combinée, et lance la moitié d'après celle de la moitié.",
        "Kaskade hält bei einer Karte nach ihrem kombinierten Manabetrag an und wirkt die Hälfte nach dem Manabetrag der Hälfte."),
    ("702.102a",
        "La fusion ne fonctionne que si la carte est dans la main de son lanceur ; les deux moitiés peuvent alors être lancées comme un seul sort.",
        "Fusion wirkt nur, solange die Karte auf der eigenen Hand ihres Wirkenden ist; dann können beide Hälften als ein Zauberspruch gewirkt werden."),
    ("702.102b",
        "Un sort scindé fusionné a les caractéristiques combinées de ses moitiés.",
        "Ein fusionierter Split-Zauberspruch hat die kombinierten Eigenschaften seiner Hälften."),
    ("702.102c",
        "Le coût total d'un sort scindé fusionné inclut les coûts de mana des deux moitiés.",
        "Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten beider Hälften."),
    ("702.102d",
        "Un sort scindé fusionné se résout en commençant par la moitié gauche, puis la moitié droite.",
        "Ein fusionierter Split-Zauberspruch wird erst mit der linken, dann mit der rechten Hälfte verrechnet."),
    ("702.127a",
        "Répercussion : la moitié ne peut être lancée que depuis un cimetière ; lancée ainsi, elle est exilée chaque fois qu'elle quitte la pile.",
        "Nachhall: Die Hälfte kann nur aus einem Friedhof gewirkt werden; so gewirkt, wird sie ins Exil geschickt, wann immer sie den Stapel verlässt."),
    ("707.10",
        "La copie d'un sort copie la moitié qui a été lancée ; la copie d'un sort fusionné est fusionnée.",
        "Die Kopie eines Zauberspruchs kopiert die gewirkte Hälfte; die Kopie eines fusionierten Zauberspruchs ist fusioniert."),
    ("709.1",
        "Une carte scindée a deux moitiés sur une seule carte (les cartes Un- et de test en ont parfois plus).",
        "Eine Split-Karte hat zwei Hälften auf einer Karte (Un- und Testkarten haben teils mehr)."),
    ("709.2",
        "Une carte scindée est une seule carte : la compter, la piocher ou la défausser compte pour une.",
        "Eine Split-Karte ist eine Karte: Beim Zählen, Ziehen oder Abwerfen zählt sie als eine."),
    ("709.3",
        "Pour lancer une carte scindée, le joueur choisit une moitié avant de la mettre sur la pile.",
        "Um eine Split-Karte zu wirken, wählt der Spieler eine Hälfte, bevor er sie auf den Stapel legt."),
    ("709.3a",
        "Seule la moitié choisie est examinée pour savoir si elle peut être lancée.",
        "Nur die gewählte Hälfte wird darauf geprüft, ob sie gewirkt werden kann."),
    ("709.3b",
        "Sur la pile, seules les caractéristiques de la moitié choisie existent.",
        "Auf dem Stapel existieren nur die Eigenschaften der gewählten Hälfte."),
    ("709.3c",
        "Une copie d'une carte scindée garde les deux moitiés ; pour lancer la copie, on choisit de nouveau une moitié.",
        "Eine Kopie einer Split-Karte behält beide Hälften; wird die Kopie gewirkt, wird erneut eine Hälfte gewählt."),
    ("709.4",
        "Dans toutes les zones sauf la pile, les caractéristiques d'une carte scindée sont celles de ses moitiés combinées.",
        "In jeder Zone außer dem Stapel sind die Eigenschaften einer Split-Karte die ihrer Hälften zusammen."),
    ("709.4a",
        "Une carte scindée a le nom de chaque moitié ; la nommer, c'est nommer l'un d'eux.",
        "Eine Split-Karte hat den Namen jeder Hälfte; sie zu nennen heißt, einen davon zu nennen."),
    ("709.4b",
        "Son coût de mana est le coût combiné ; chaque symbole reste celui de sa moitié.",
        "Ihre Manakosten sind die kombinierten Kosten; jedes Symbol bleibt das seiner Hälfte."),
    ("709.4c",
        "Elle a tous les types de carte de ses moitiés et toutes les capacités des deux cadres de texte.",
        "Sie hat jeden Kartentyp beider Hälften und jede Fähigkeit beider Textfelder."),
    ("709.4d",
        "Un sort scindé fusionné sur la pile a lui aussi les caractéristiques combinées.",
        "Auch ein fusionierter Split-Zauberspruch auf dem Stapel hat die kombinierten Eigenschaften."),
    ("709.5",
        "Pièces : sur le champ de bataille, une porte verrouillée n'a ni nom, ni coût de mana, ni texte de règles.",
        "Räume: Im Spiel hat eine verschlossene Tür keinen Namen, keine Manakosten und keinen Regeltext."),
    ("709.5a",
        "Les moitiés d'une Pièce partagent la ligne de type Enchantement — Pièce.",
        "Die Hälften eines Raums teilen die Typzeile Verzauberung — Raum."),
    ("709.5b",
        "Chaque moitié d'une Pièce existe pour la copie, même sur la pile.",
        "Jede Hälfte eines Raums existiert für das Kopieren, auch auf dem Stapel."),
    ("709.5c",
        "Une porte n'est déverrouillée que tant qu'elle a sa désignation « déverrouillée ».",
        "Eine Tür ist nur aufgeschlossen, solange sie ihre „aufgeschlossen“-Bezeichnung hat."),
    ("709.5d",
        "Une Pièce arrive avec la porte lancée déverrouillée ; si elle arrive sans avoir été lancée, les deux sont verrouillées.",
        "Ein Raum kommt mit der gewirkten Tür aufgeschlossen ins Spiel; kommt er ins Spiel, ohne gewirkt worden zu sein, sind beide verschlossen."),
    ("709.5e",
        "Déverrouiller une porte : payer son coût de mana, comme action spéciale, quand on pourrait lancer un rituel.",
        "Eine Tür aufschließen: ihre Manakosten als Sonderaktion bezahlen, wann immer man eine Hexerei wirken könnte."),
    ("709.5f",
        "Un effet peut déverrouiller une porte.",
        "Ein Effekt kann eine Tür aufschließen."),
    ("709.5g",
        "Un effet peut verrouiller une porte.",
        "Ein Effekt kann eine Tür verschließen."),
    ("709.5h",
        "« Quand vous déverrouillez cette porte » se déclenche chaque fois que cette porte devient déverrouillée.",
        "„Wenn du diese Tür aufschließt“ wird jedes Mal ausgelöst, wenn diese Tür aufgeschlossen wird."),
    ("709.5i",
        "« Déverrouiller entièrement » se déclenche quand la seconde porte devient déverrouillée.",
        "„Vollständig aufschließen“ wird ausgelöst, wenn die zweite Tür aufgeschlossen wird."),
    ("709.5j",
        "Une porte est une moitié d'un permanent Pièce.",
        "Eine Tür ist eine Hälfte eines Raums im Spiel."),
    ("903.4",
        "L'identité couleur d'une carte, ce sont les couleurs des symboles de mana de ses coûts et de son texte de règles, et de ses indicateurs de couleur.",
        "Die Farbidentität einer Karte sind die Farben der Manasymbole in ihren Kosten und ihrem Regeltext und die ihrer Farbanzeiger."),
    // Older rules (`crate::era_rules::era_rules`): the past tense, "converted mana cost"
    // (coût converti de mana, umgewandelte Manakosten) as it was then.
    ("505.2@2000",
        "Hors de la pile, une carte scindée avait deux ensembles de caractéristiques ; sur la pile, seule la moitié jouée existait.",
        "Außerhalb des Stapels hatte eine Split-Karte zwei Sätze von Eigenschaften; auf dem Stapel existierte nur die gespielte Hälfte."),
    ("505.3@2000",
        "Une carte scindée dont les moitiés avaient des symboles de couleurs différentes était multicolore, sauf en tant que sort : un sort n'avait que la couleur de la moitié jouée.",
        "Eine Split-Karte, deren Hälften verschiedenfarbige Symbole hatten, war mehrfarbig, außer als Zauberspruch: Ein Zauberspruch hatte nur die Farbe der gespielten Hälfte."),
    ("505.4@2000",
        "Une carte scindée était une seule carte.",
        "Eine Split-Karte war eine einzige Karte."),
    ("505.5@2000",
        "Une caractéristique demandée à une carte scindée hors de la pile obtenait les valeurs des moitiés combinées (Assault // Battery : 1 + 4 = 5).",
        "Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels erhielt die Werte der Hälften zusammen (Assault // Battery: 1 + 4 = 5)."),
    ("505.6@2000",
        "Une question oui/non sur une carte scindée hors de la pile recevait une seule réponse : oui si l'une des moitiés correspondait à la valeur donnée.",
        "Eine Ja/Nein-Frage zu einer Split-Karte außerhalb des Stapels bekam eine Antwort: Ja, wenn eine Hälfte dem genannten Wert entsprach."),
    ("name-a-card@2000",
        "Glossaire, « Nommer une carte » : nommer une carte scindée voulait dire nommer tous ses noms.",
        "Glossar, „Eine Karte nennen“: Eine Split-Karte zu nennen hieß, alle ihre Namen zu nennen."),
    ("505.2@2006",
        "Hors de la pile, une carte scindée avait deux ensembles de caractéristiques et deux coûts convertis de mana ; sur la pile, seulement ceux de la moitié jouée.",
        "Außerhalb des Stapels hatte eine Split-Karte zwei Sätze von Eigenschaften und zwei umgewandelte Manakosten; auf dem Stapel nur die der gespielten Hälfte."),
    ("505.3@2006",
        "Une carte scindée aux moitiés de couleurs différentes était multicolore hors de la pile ; un sort n'avait que la couleur de la moitié jouée.",
        "Eine Split-Karte mit verschiedenfarbigen Hälften war außerhalb des Stapels mehrfarbig; ein Zauberspruch hatte nur die Farbe der gespielten Hälfte."),
    ("505.4@2006",
        "Une carte scindée était une seule carte.",
        "Eine Split-Karte war eine einzige Karte."),
    ("505.5@2006",
        "Une caractéristique demandée à une carte scindée hors de la pile obtenait deux réponses, une par moitié (Infernal Genesis : « 1, et 4 » — cinq jetons).",
        "Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels erhielt zwei Antworten, eine pro Hälfte (Infernal Genesis: „1 und 4“ — fünf Spielsteine)."),
    ("505.6@2006",
        "Une comparaison donnait oui si l'une des moitiés correspondait, chaque caractéristique étant comparée séparément (la couleur d'une moitié avec la valeur de mana de l'autre) ; une comparaison négative donnait le contraire.",
        "Ein Vergleich ergab Ja, wenn eine Hälfte passte, wobei jede Eigenschaft einzeln verglichen wurde (die Farbe der einen Hälfte mit dem Manabetrag der anderen); ein verneinter Vergleich ergab das Gegenteil."),
    ("name-a-card@2006",
        "Glossaire, « Nommer une carte » : il fallait nommer tous les noms d'une carte scindée.",
        "Glossar, „Eine Karte nennen“: Man musste alle Namen einer Split-Karte nennen."),
    // The Magic 2010 rules (July 2009 – April 2013): 505 renumbered 708, naming 201.3.
    ("708.2@2009",
        "Hors de la pile, une carte scindée avait deux ensembles de caractéristiques et deux coûts convertis de mana ; un sort n'avait que les caractéristiques de la moitié lancée.",
        "Außerhalb des Stapels hatte eine Split-Karte zwei Sätze von Eigenschaften und zwei umgewandelte Manakosten; ein Zauberspruch hatte nur die Eigenschaften der gewirkten Hälfte."),
    ("708.3@2009",
        "Une carte scindée aux moitiés de couleurs différentes était multicolore hors de la pile ; un sort n'avait que la couleur de la moitié lancée.",
        "Eine Split-Karte mit verschiedenfarbigen Hälften war außerhalb des Stapels mehrfarbig; ein Zauberspruch hatte nur die Farbe der gewirkten Hälfte."),
    ("708.4@2009",
        "Une carte scindée était une seule carte.",
        "Eine Split-Karte war eine einzige Karte."),
    ("708.5@2009",
        "Une caractéristique demandée à une carte scindée hors de la pile obtenait deux réponses, une par moitié.",
        "Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels erhielt zwei Antworten, eine pro Hälfte."),
    ("708.6@2009",
        "Une comparaison donnait oui si l'une des moitiés correspondait, chaque caractéristique étant comparée séparément ; une comparaison négative donnait le contraire.",
        "Ein Vergleich ergab Ja, wenn eine Hälfte passte, wobei jede Eigenschaft einzeln verglichen wurde; ein verneinter Vergleich ergab das Gegenteil."),
    ("201.3@2009",
        "Nommer une carte : une carte scindée se nommait en nommant ses deux moitiés.",
        "Eine Karte nennen: Eine Split-Karte wurde genannt, indem man beide Hälften nannte."),
    ("708.2@2013",
        "Hors de la pile, deux ensembles de caractéristiques et deux coûts convertis de mana ; un sort n'avait que ceux de la moitié lancée ; un sort fusionné, deux ensembles et UN SEUL coût converti de mana.",
        "Außerhalb des Stapels zwei Sätze von Eigenschaften und zwei umgewandelte Manakosten; ein Zauberspruch hatte nur die der gewirkten Hälfte; ein fusionierter Zauberspruch zwei Sätze und nur EINE Zahl als umgewandelte Manakosten."),
    ("708.2a@2013",
        "Pour lancer une carte scindée sans la fusion, le joueur choisissait la moitié ; seule cette moitié était évaluée.",
        "Wurde eine Split-Karte ohne Fusion gewirkt, wählte der Spieler die Hälfte; nur diese Hälfte wurde geprüft."),
    ("708.2b@2013",
        "Lancées depuis la main avec la fusion, les deux moitiés pouvaient être lancées comme un seul sort ; les deux étaient évaluées.",
        "Aus der Hand mit Fusion gewirkt, konnten beide Hälften als ein Zauberspruch gewirkt werden; beide wurden geprüft."),
    ("708.3@2013",
        "Hors de la pile, une carte scindée aux moitiés de couleurs différentes était multicolore ; un sort n'avait que les couleurs de la ou des moitiés lancées.",
        "Außerhalb des Stapels war eine Split-Karte mit verschiedenfarbigen Hälften mehrfarbig; ein Zauberspruch hatte nur die Farben der gewirkten Hälfte oder Hälften."),
    ("708.4@2013",
        "Une carte scindée était une seule carte.",
        "Eine Split-Karte war eine einzige Karte."),
    ("708.5@2013",
        "Une caractéristique demandée à une carte scindée hors de la pile, ou à un sort fusionné, obtenait deux réponses ; le coût converti de mana d'un sort fusionné, une seule.",
        "Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels oder eines fusionierten Zauberspruchs erhielt zwei Antworten; die nach den umgewandelten Manakosten eines fusionierten Zauberspruchs nur eine."),
    ("708.6@2013",
        "Une comparaison portant sur une carte scindée hors de la pile, ou sur un sort fusionné, obtenait une seule réponse : oui si l'une des moitiés répondait oui (708.6a) ; une comparaison négative donnait le contraire (708.6b).",
        "Ein Vergleich mit einer Split-Karte außerhalb des Stapels oder einem fusionierten Zauberspruch erhielt nur eine Antwort: Ja, wenn eine der Hälften Ja ergab (708.6a); ein verneinter Vergleich ergab das Gegenteil (708.6b)."),
    ("708.7@2013",
        "Nommer une carte scindée voulait dire nommer l'un de ses deux noms, pas les deux.",
        "Eine Split-Karte zu nennen hieß, einen ihrer zwei Namen zu nennen, nicht beide."),
    ("702.101a@2013",
        "La fusion ne fonctionnait que si la carte était dans la main de son lanceur : lancées depuis là, les deux moitiés pouvaient l'être comme un seul sort scindé fusionné.",
        "Fusion wirkte nur, solange die Karte auf der eigenen Hand ihres Wirkenden war: von dort gewirkt, konnten beide Hälften als ein fusionierter Split-Zauberspruch gewirkt werden."),
    ("702.101c@2013",
        "Le coût total d'un sort scindé fusionné incluait les coûts de mana des deux moitiés.",
        "Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassten die Manakosten beider Hälften."),
    ("702.101d@2013",
        "Un sort scindé fusionné se résolvait en commençant par la moitié gauche, puis la moitié droite.",
        "Ein fusionierter Split-Zauberspruch wurde erst mit der linken, dann mit der rechten Hälfte verrechnet."),
    ("706.10@2013",
        "La copie d'un sort copiait ses caractéristiques et chaque décision prise pour lui : la copie d'un sort scindé était celle de la ou des moitiés lancées.",
        "Die Kopie eines Zauberspruchs kopierte seine Eigenschaften und jede für ihn getroffene Entscheidung: Die Kopie eines Split-Zauberspruchs war die der gewirkten Hälfte oder Hälften."),
    ("702.84a@2013",
        "Cascade : exiler les cartes du dessus de la bibliothèque jusqu'à une carte non-terrain de coût converti de mana inférieur ; elle pouvait être lancée sans payer son coût de mana.",
        "Kaskade: Karten oben von der Bibliothek ins Exil schicken bis zu einer Nichtland-Karte mit niedrigeren umgewandelten Manakosten; sie konnte gewirkt werden, ohne ihre Manakosten zu bezahlen."),
    ("601.2e@2013",
        "Le coût total était le coût de mana (ou un coût alternatif), plus les coûts supplémentaires et les modifications de coût.",
        "Die Gesamtkosten waren die Manakosten (oder alternative Kosten) zuzüglich Zusatzkosten und Kostenänderungen."),
    ("702.101b@2013",
        "Fusion (numérotation de Dragon's Maze) : un sort scindé fusionné avait deux ensembles de caractéristiques et un seul coût converti de mana.",
        "Fusion (Nummerierung von Dragon's Maze): Ein fusionierter Split-Zauberspruch hatte zwei Sätze von Eigenschaften und nur eine Zahl als umgewandelte Manakosten."),
    // The Amonkhet rules as numbered in April 2017 (`crate::era_rules::NUMBERED_2017`).
    ("708.1@2017",
        "Une carte scindée avait deux moitiés sur une seule carte.",
        "Eine Split-Karte hatte zwei Hälften auf einer Karte."),
    ("708.2@2017",
        "Une carte scindée était une seule carte : la compter, la piocher ou la défausser comptait pour une.",
        "Eine Split-Karte war eine Karte: Beim Zählen, Ziehen oder Abwerfen zählte sie als eine."),
    ("708.3@2017",
        "Pour lancer une carte scindée, le joueur choisissait une moitié avant de la mettre sur la pile.",
        "Um eine Split-Karte zu wirken, wählte der Spieler eine Hälfte, bevor er sie auf den Stapel legte."),
    ("708.3a@2017",
        "Seule la moitié choisie était examinée pour savoir si elle pouvait être lancée.",
        "Nur die gewählte Hälfte wurde darauf geprüft, ob sie gewirkt werden konnte."),
    ("708.3b@2017",
        "Sur la pile, seules les caractéristiques de la moitié choisie existaient, son coût converti de mana compris.",
        "Auf dem Stapel existierten nur die Eigenschaften der gewählten Hälfte, ihre umgewandelten Manakosten eingeschlossen."),
    ("708.4@2017",
        "Dans toutes les zones sauf la pile, les caractéristiques d'une carte scindée étaient celles de ses moitiés combinées (un changement par rapport aux règles précédentes).",
        "In jeder Zone außer dem Stapel waren die Eigenschaften einer Split-Karte die ihrer Hälften zusammen (eine Änderung gegenüber den früheren Regeln)."),
    ("708.4a@2017",
        "Une carte scindée avait le nom de chaque moitié ; la nommer, c'était nommer l'un d'eux, jamais les deux.",
        "Eine Split-Karte hatte den Namen jeder Hälfte; sie zu nennen hieß, einen davon zu nennen, nie beide."),
    ("708.4b@2017",
        "Son coût de mana était le coût combiné ; ses couleurs et son coût converti de mana en découlaient.",
        "Ihre Manakosten waren die kombinierten Kosten; ihre Farben und umgewandelten Manakosten ergaben sich daraus."),
    ("708.4c@2017",
        "Elle avait tous les types de carte de ses moitiés et toutes les capacités des deux cadres de texte.",
        "Sie hatte jeden Kartentyp beider Hälften und jede Fähigkeit beider Textfelder."),
    ("708.4d@2017",
        "Un sort scindé fusionné sur la pile avait lui aussi les caractéristiques combinées.",
        "Auch ein fusionierter Split-Zauberspruch auf dem Stapel hatte die kombinierten Eigenschaften."),
    ("702.101a@2017",
        "La fusion ne fonctionnait que si la carte était dans la main de son lanceur ; les deux moitiés pouvaient alors être lancées comme un seul sort.",
        "Fusion wirkte nur, solange die Karte auf der eigenen Hand ihres Wirkenden war; dann konnten beide Hälften als ein Zauberspruch gewirkt werden."),
    ("702.101b@2017",
        "Un sort scindé fusionné avait les caractéristiques combinées de ses moitiés, un seul coût converti de mana.",
        "Ein fusionierter Split-Zauberspruch hatte die kombinierten Eigenschaften seiner Hälften, nur eine Zahl als umgewandelte Manakosten."),
    ("702.101c@2017",
        "Le coût total d'un sort scindé fusionné incluait les coûts de mana des deux moitiés.",
        "Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassten die Manakosten beider Hälften."),
    ("702.101d@2017",
        "Un sort scindé fusionné se résolvait en commençant par la moitié gauche, puis la moitié droite.",
        "Ein fusionierter Split-Zauberspruch wurde erst mit der linken, dann mit der rechten Hälfte verrechnet."),
    ("702.126a@2017",
        "Répercussion : la moitié ne pouvait être lancée que depuis un cimetière ; lancée ainsi, elle était exilée chaque fois qu'elle quittait la pile.",
        "Nachhall: Die Hälfte konnte nur aus einem Friedhof gewirkt werden; so gewirkt, wurde sie ins Exil geschickt, wann immer sie den Stapel verließ."),
    ("708.3c@2017",
        "La copie d'une carte scindée gardait ses deux moitiés ; lancer la copie faisait de nouveau choisir une moitié.",
        "Eine Kopie einer Split-Karte behielt beide Hälften; wer die Kopie wirkte, wählte wieder eine Hälfte."),
    // General rules as numbered in the CR of August 2017.
    ("202.3d@2017",
        "{X} valait 0, sauf sur la pile, où il valait le nombre choisi.",
        "{X} zählte als 0, außer auf dem Stapel, wo es die gewählte Zahl war."),
    ("112.2c@2017",
        "Un objet pouvait avoir plusieurs exemplaires d'une même capacité ; chacun fonctionnait séparément (chacun se déclenchait à part).",
        "Ein Objekt konnte eine Fähigkeit mehrfach haben; jede Instanz wirkte für sich (jede wurde einzeln ausgelöst)."),
    ("117.6@2017",
        "Un objet sans coût de mana avait un coût impossible à payer : seul un coût alternatif, ou le lancer sans payer son coût de mana, permettait de le lancer.",
        "Ein Objekt ohne Manakosten hatte unbezahlbare Kosten: nur alternative Kosten oder das Wirken ohne Bezahlen seiner Manakosten machten es wirkbar."),
    ("608.2k@2017",
        "Un sort d'éphémère ou de rituel allait dans le cimetière de son propriétaire quand il finissait de se résoudre.",
        "Ein Spontanzauber oder eine Hexerei kam auf den Friedhof seines Besitzers, wenn er fertig verrechnet wurde."),
    ("706.10@2017",
        "La copie d'un sort copiait le sort et chaque choix fait pour lui : la moitié lancée ; la copie d'un sort fusionné était fusionnée.",
        "Die Kopie eines Zauberspruchs kopierte ihn und jede für ihn getroffene Wahl: die gewirkte Hälfte; die Kopie eines fusionierten Zauberspruchs war fusioniert."),
    ("702.84a@2017",
        "Cascade : exiler les cartes du dessus de la bibliothèque jusqu'à une carte non-terrain de coût converti de mana inférieur ; elle pouvait être lancée sans payer son coût de mana.",
        "Kaskade: Karten oben von der Bibliothek ins Exil schicken bis zu einer Nichtland-Karte mit niedrigeren umgewandelten Manakosten; sie konnte gewirkt werden, ohne ihre Manakosten zu bezahlen."),
    // The Strixhaven rules (CR of 22 April 2021): split cards still 708, copying 706.10.
    ("708.1@2021-04",
        "Une carte scindée avait deux moitiés sur une seule carte.",
        "Eine Split-Karte hatte zwei Hälften auf einer Karte."),
    ("708.2@2021-04",
        "Une carte scindée était une seule carte : la compter, la piocher ou la défausser comptait pour une.",
        "Eine Split-Karte war eine Karte: Beim Zählen, Ziehen oder Abwerfen zählte sie als eine."),
    ("708.3@2021-04",
        "Pour lancer une carte scindée, le joueur choisissait une moitié avant de la mettre sur la pile.",
        "Um eine Split-Karte zu wirken, wählte der Spieler eine Hälfte, bevor er sie auf den Stapel legte."),
    ("708.3a@2021-04",
        "Seule la moitié choisie était examinée pour savoir si elle pouvait être lancée.",
        "Nur die gewählte Hälfte wurde darauf geprüft, ob sie gewirkt werden konnte."),
    ("708.3b@2021-04",
        "Sur la pile, seules les caractéristiques de la moitié choisie existaient.",
        "Auf dem Stapel existierten nur die Eigenschaften der gewählten Hälfte."),
    ("708.3c@2021-04",
        "La copie d'une carte scindée gardait ses deux moitiés ; lancer la copie faisait de nouveau choisir une moitié.",
        "Eine Kopie einer Split-Karte behielt beide Hälften; wer die Kopie wirkte, wählte wieder eine Hälfte."),
    ("708.4@2021-04",
        "Dans toutes les zones sauf la pile, les caractéristiques d'une carte scindée étaient celles de ses moitiés combinées.",
        "In jeder Zone außer dem Stapel waren die Eigenschaften einer Split-Karte die ihrer Hälften zusammen."),
    ("708.4a@2021-04",
        "Une carte scindée avait le nom de chaque moitié ; la nommer, c'était nommer l'un d'eux, jamais les deux.",
        "Eine Split-Karte hatte den Namen jeder Hälfte; sie zu nennen hieß, einen davon zu nennen, nie beide."),
    ("708.4b@2021-04",
        "Son coût de mana était le coût combiné, ses couleurs et sa valeur de mana en découlaient ; un effet qui regardait ses symboles voyait ceux de chaque moitié.",
        "Ihre Manakosten waren die kombinierten Kosten, ihre Farben und ihr Manabetrag ergaben sich daraus; ein Effekt, der ihre Symbole betrachtete, sah die jeder Hälfte."),
    ("708.4c@2021-04",
        "Elle avait tous les types de carte de ses moitiés et toutes les capacités des deux cadres de texte.",
        "Sie hatte jeden Kartentyp beider Hälften und jede Fähigkeit beider Textfelder."),
    ("708.4d@2021-04",
        "Un sort scindé fusionné sur la pile avait lui aussi les caractéristiques combinées.",
        "Auch ein fusionierter Split-Zauberspruch auf dem Stapel hatte die kombinierten Eigenschaften."),
    ("706.10@2021-04",
        "La copie d'un sort copiait le sort et chaque choix fait pour lui : la moitié lancée ; la copie d'un sort fusionné était fusionnée.",
        "Die Kopie eines Zauberspruchs kopierte ihn und jede für ihn getroffene Wahl: die gewirkte Hälfte; die Kopie eines fusionierten Zauberspruchs war fusioniert."),
    ("608.2m@2021-04",
        "Un sort d'éphémère ou de rituel allait dans le cimetière de son propriétaire quand il finissait de se résoudre.",
        "Ein Spontanzauber oder eine Hexerei kam auf den Friedhof seines Besitzers, wenn er fertig verrechnet wurde."),
    // The Forgotten Realms rules (CR of 23 July 2021).
    ("608.2m@2021",
        "Un sort d'éphémère ou de rituel allait dans le cimetière de son propriétaire quand il finissait de se résoudre.",
        "Ein Spontanzauber oder eine Hexerei kam auf den Friedhof seines Besitzers, wenn er fertig verrechnet wurde."),
];

/// The summary of a rule, if the engine knows it (today's rules, and older ones written
/// `"708.5@2013"`, see [`crate::era_rules`]), in English: the CLI's and the tests' words.
pub fn summary(rule: &str) -> Option<&'static str> {
    let rule = today(rule);
    rules()
        .iter()
        .chain(crate::era_rules::era_rules())
        .find(|(r, _)| *r == rule)
        .map(|(_, s)| *s)
}

/// The summary of a rule in `lang`: the English of [`rules`] and
/// [`crate::era_rules::era_rules`], or the French and German of [`TRANSLATIONS`]. `None` for
/// a rule the engine doesn't know — never another language's words (a test checks that
/// every known rule has all three).
pub fn summary_in(rule: &str, lang: Lang) -> Option<&'static str> {
    match lang {
        Lang::En => summary(rule),
        Lang::Fr | Lang::De => TRANSLATIONS
            .iter()
            .find(|(r, ..)| *r == today(rule))
            .map(|(_, fr, de)| if lang == Lang::Fr { *fr } else { *de }),
    }
}

/// How a rule is shown: "709.4b", or "708.5 (2013 rules)" for an older rule.
pub fn display(rule: &str) -> String {
    display_in(rule, Lang::En)
}

/// How a rule is shown in `lang`: the number alone (the same in every language), or an
/// older rule with its era: "708.5 (2013 rules)", "708.5 (règles de 2013)",
/// "708.5 (Regeln von 2013)"; the glossary entry by its name.
pub fn display_in(rule: &str, lang: Lang) -> String {
    let Some((number, era)) = rule.split_once('@') else {
        return rule.to_string();
    };
    let rules_of = match (era, lang) {
        ("current", Lang::En) => "today's rules".to_string(),
        ("current", Lang::Fr) => "règles actuelles".to_string(),
        ("current", Lang::De) => "heutige Regeln".to_string(),
        // The Strixhaven rules, April to July 2021 (era "2021-04").
        ("2021-04", Lang::En) => "April 2021 rules".to_string(),
        ("2021-04", Lang::Fr) => "règles d'avril 2021".to_string(),
        ("2021-04", Lang::De) => "Regeln von April 2021".to_string(),
        (_, Lang::En) => format!("{era} rules"),
        (_, Lang::Fr) => format!("règles de {era}"),
        (_, Lang::De) => format!("Regeln von {era}"),
    };
    match (number, lang) {
        ("name-a-card", Lang::En) => format!("Glossary: Name a card ({rules_of})"),
        ("name-a-card", Lang::Fr) => format!("Glossaire : Nommer une carte ({rules_of})"),
        ("name-a-card", Lang::De) => format!("Glossar: Eine Karte nennen ({rules_of})"),
        _ => format!("{number} ({rules_of})"),
    }
}

/// The link to a rule of today's Comprehensive Rules; `None` for an older rule (the
/// hyperlinked CR is today's, where the number may mean something else).
pub fn link(rule: &str) -> Option<String> {
    let rule = today(rule);
    if rule.contains('@') {
        None
    } else {
        Some(url(rule))
    }
}

/// Today's rule cited under an older era, marked as today's (`"702.102a@current"`, see
/// [`crate::era_rules::cite`]): its number in today's rules; any other rule as it is.
pub fn today(rule: &str) -> &str {
    rule.strip_suffix("@current").unwrap_or(rule)
}

/// The hyperlinked Comprehensive Rules page the app links to.
pub const CR_URL: &str = "https://yawgatog.com/resources/magic-rules/";

/// The anchor of a rule: the number without dots, after "R" (709.3a → "R7093a").
pub fn anchor(rule: &str) -> String {
    let digits: String = rule.chars().filter(|c| *c != '.').collect();
    format!("R{digits}")
}

/// The link to a rule: the one place that builds it.
pub fn url(rule: &str) -> String {
    format!("{CR_URL}#{}", anchor(rule))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anchors_drop_the_dots() {
        assert_eq!(anchor("709.3a"), "R7093a");
        assert_eq!(url("702.102c"), format!("{CR_URL}#R702102c"));
    }

    #[test]
    fn older_rules_have_no_link_and_say_their_era() {
        assert_eq!(link("708.5@2013"), None);
        assert_eq!(display("708.5@2013"), "708.5 (2013 rules)");
        assert!(summary("505.5@2006").is_some());
        assert_eq!(link("709.4b"), Some(url("709.4b")));
    }

    #[test]
    fn older_rules_say_their_era_in_every_language() {
        assert_eq!(display_in("708.5@2013", Lang::En), "708.5 (2013 rules)");
        assert_eq!(display_in("708.5@2013", Lang::Fr), "708.5 (règles de 2013)");
        assert_eq!(
            display_in("708.5@2013", Lang::De),
            "708.5 (Regeln von 2013)"
        );
        assert_eq!(
            display("name-a-card@2006"),
            "Glossary: Name a card (2006 rules)"
        );
        assert_eq!(
            display_in("name-a-card@2006", Lang::Fr),
            "Glossaire : Nommer une carte (règles de 2006)"
        );
        assert_eq!(
            display_in("name-a-card@2006", Lang::De),
            "Glossar: Eine Karte nennen (Regeln von 2006)"
        );
        // Today's rule numbers are the same in every language.
        for lang in Lang::ALL {
            assert_eq!(display_in("709.4b", lang), "709.4b");
        }
    }

    /// English words that must not be left in a French or German summary (lower case, whole
    /// words; card names such as "Assault // Battery" are capitalised and stay).
    const ENGLISH: &str =
        "the of and or is its it with has had that from when only each both one two \
        card cards spell half halves stack cast cost costs value door doors name naming split \
        copy color colors battlefield graveyard library hand rules unlocked locked fused player \
        enters combined";

    /// A summary that may read the same as the English, with the reason (none today).
    const SAME_AS_ENGLISH: &[(&str, Lang, &str)] = &[];

    /// Every rule the engine knows — today's and the older eras' — has a French and a German
    /// summary: complete (the same `{X}`s as the English, no placeholder), not the English,
    /// no English word left.
    #[test]
    fn every_rule_has_french_and_german_summaries() {
        let mut seen = std::collections::HashSet::new();
        for (rule, ..) in TRANSLATIONS {
            assert!(seen.insert(*rule), "{rule} translated twice");
            assert!(summary(rule).is_some(), "{rule} translated but unknown");
        }
        let braces = |t: &str| -> Vec<String> {
            t.split('{')
                .skip(1)
                .filter_map(|p| p.split_once('}').map(|(k, _)| k.to_string()))
                .collect()
        };
        let known = rules().iter().chain(crate::era_rules::era_rules());
        let mut n = 0;
        for (rule, en) in known {
            n += 1;
            assert_eq!(summary_in(rule, Lang::En), Some(*en));
            for lang in [Lang::Fr, Lang::De] {
                let Some(text) = summary_in(rule, lang) else {
                    panic!("{rule}: no {lang:?} summary (add it to rules::TRANSLATIONS)");
                };
                assert!(!text.trim().is_empty(), "{rule} ({lang:?}) is empty");
                if !SAME_AS_ENGLISH
                    .iter()
                    .any(|(r, l, _)| r == rule && *l == lang)
                {
                    assert_ne!(text, *en, "{rule}: the {lang:?} is the English");
                }
                assert_eq!(braces(text), braces(en), "{rule} ({lang:?}): {text}");
                for placeholder in ["TODO", "FIXME", "TBD", "XXX", "???", "$"] {
                    assert!(
                        !text.contains(placeholder),
                        "{rule} ({lang:?}): {placeholder:?} in {text}"
                    );
                }
                for word in text.split(|c: char| !c.is_alphabetic()) {
                    assert!(
                        word.is_empty() || !ENGLISH.split_whitespace().any(|e| e == word),
                        "{rule} ({lang:?}): English {word:?} in {text}"
                    );
                }
            }
        }
        assert_eq!(
            n,
            seen.len(),
            "a translation for a rule the engine doesn't know"
        );
        assert_eq!(summary_in("999.9", Lang::Fr), None);
    }

    #[test]
    fn summaries_are_unique_and_present() {
        let mut seen = std::collections::HashSet::new();
        for (rule, text) in rules() {
            assert!(seen.insert(*rule), "{rule} twice");
            assert!(!text.is_empty());
        }
    }
}
