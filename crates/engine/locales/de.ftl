# Die Worte der Regel-Engine auf Deutsch: ihre Erklärungen, Fehler und die einzeiligen
# Zusammenfassungen der zitierten umfassenden Regeln. Dieselben Kennungen und Argumente wie
# en.ftl.


## Explanations and errors

empty = {""}
plain = { $text }
# Characteristics off the stack (709.4).
off-names = Außerhalb des Stapels hat eine Split-Karte die Namen aller ihrer Hälften; sie hat einen Namen, wenn eine Hälfte ihn hat.
off-cost = Außerhalb des Stapels sind die Manakosten die Kosten der Hälften zusammen: { $costs }.
off-mv = Außerhalb des Stapels ist der Manabetrag die Summe der Manabeträge ihrer Hälften: { $sum }.{ $x }
off-colors = Außerhalb des Stapels hat sie die Farben all ihrer Hälften: { $colors }.
off-types = Außerhalb des Stapels hat sie alle Kartentypen, Obertypen und Untertypen ihrer Hälften.
off-text = Außerhalb des Stapels hat sie den Regeltext jeder Hälfte.
x-zero = {" "}X zählt außerhalb des Stapels als 0.
x-chosen = {" "}X ist auf dem Stapel { $x }.
x-unannounced = {" "}Für X wurde kein Wert angesagt, also ist X gleich 0.
# Older eras, off the stack: two sets.
old-names = Nach den { $era } hatte eine Split-Karte außerhalb des Stapels einen Satz von Eigenschaften je Hälfte; dies ist der von { $names }.
old-cost = Die eigenen Manakosten von { $names }: nach den { $era } hatte jede Hälfte ihre eigenen.
old-mv = Der eigene Manabetrag von { $names }, { $mv }: nach diesen Regeln hatte die Karte einen je Hälfte.{ $x }
old-mv-combined = Der eigene Manabetrag von { $names }, { $mv }: nach diesen Regeln hatte die Karte einen Satz von Eigenschaften je Hälfte; ein Effekt, der nach dem Manabetrag der Karte fragte, erhielt die Werte der Hälften zusammen, { $sum }.{ $x }
old-colors = { $names } ist { $colors }; die ganze Karte galt als mehrfarbig, wenn ihre Hälften verschiedenfarbig waren.
old-types = Die eigene Typzeile von { $names }.
old-text = Der eigene Regeltext von { $names }.
# A spell of one half (709.3b).
half-names = Auf dem Stapel existiert nur die gewirkte Hälfte, { $names }; der Rest der Karte wird behandelt, als gäbe es ihn nicht.
half-names-room = Auf dem Stapel existieren nur die Eigenschaften der gewirkten Tür: der Name { $names }; die andere Tür existiert weiter in den kopierbaren Werten des Zauberspruchs (eine Kopie ist ein Raum mit beiden Türen).
half-cost-none = Der Zauberspruch hat nur die Manakosten von { $names }, und { $names } hat keine.
half-cost = Der Zauberspruch hat nur die Manakosten von { $names }.
half-mv = Auf dem Stapel ist der Manabetrag nur der der gewirkten Hälfte: { $mv }.{ $x }
half-colors = Auf dem Stapel hat der Zauberspruch nur die Farben der gewirkten Hälfte: { $colors }.
half-types = Der Zauberspruch hat nur die Typen von { $names }.
half-types-room = Der Zauberspruch hat nur die Typen von { $names } (die Hälften eines Raums teilen Verzauberung — Raum).
half-text = Auf dem Stapel existiert nur der Regeltext von { $names }.
half-text-room = Nur der Regeltext von { $names } ist der des Zauberspruchs; der der anderen Tür existiert weiter in seinen kopierbaren Werten.
# A fused split spell (702.102b).
fused-names = Ein fusionierter Split-Zauberspruch hat die kombinierten Eigenschaften: die Namen all seiner Hälften.
costs-none = Keine der Hälften hat Manakosten, also hat er keine.
fused-cost = Die Kosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten jeder Hälfte: { $costs }.
fused-mv = Ein fusionierter Split-Zauberspruch hat einen Manabetrag, die Summe der Manabeträge seiner Hälften: { $sum }.{ $x }
fused-colors = Ein fusionierter Split-Zauberspruch hat die Farben all seiner Hälften: { $colors }.
fused-types = Ein fusionierter Split-Zauberspruch hat die Typen all seiner Hälften.
fused-text = Der Text jeder Hälfte existiert; er wird Hälfte für Hälfte von links nach rechts abgehandelt.
oldfused-names = Vor April 2017 hatte ein fusionierter Split-Zauberspruch zwei Sätze von Eigenschaften; dies ist der von { $names }.
oldfused-cost = Die eigenen Manakosten von { $names } (einer von zwei Sätzen).
oldfused-mv = Auch damals hatte ein fusionierter Split-Zauberspruch nur EINE Zahl als umgewandelte Manakosten: die Summe, { $mv }.
oldfused-colors = { $names } ist { $colors }.
# A Room on the battlefield (709.5).
doors-none-names = Beide Türen sind verschlossen: der Raum hat keinen Namen.
doors-names = Im Spiel hat ein Raum nur die Namen seiner aufgeschlossenen Türen: { $names }.
doors-none-cost = Beide Türen sind verschlossen: der Raum hat keine Manakosten.
doors-cost = Die Manakosten eines Raums sind die seiner aufgeschlossenen Türen, zusammen.
doors-none-mv = Keine Manakosten, also Manabetrag 0.
doors-mv = Der Manabetrag der aufgeschlossenen Türen: { $sum }.
doors-none-colors = Keine Manakosten, also farblos.
doors-colors = Der Raum hat die Farben seiner aufgeschlossenen Türen: { $colors }.
doors-types = Verschlossen oder nicht, ein Raum behält seine gemeinsame Typzeile, Verzauberung — Raum.
doors-none-text = Verschlossene Türen haben keinen Regeltext.
doors-text = Nur der Regeltext der aufgeschlossenen Türen existiert: { $names }.
# Every zone.
symbols = Effekte, die einzelne Manasymbole betrachten, sehen die Symbole jeder Hälfte, nicht zusammengefasste Kosten.
symbols-half = Auf dem Stapel existiert nur die gewirkte Hälfte: die Manasymbole sind die von { $names }.
symbols-door = Nur die aufgeschlossene Tür hat Manakosten: die Manasymbole sind die von { $names }.
symbols-none = Beide Türen sind verschlossen: der Raum hat keine Manakosten, also keine Manasymbole.
identity = Die Farbidentität ist die der ganzen Karte, in jeder Zone: { $colors }, aus den Manasymbolen in all ihren Kosten und Regeltexten und etwaigen Farbanzeigern.
# Legality (601.3, 702.102a, 702.127a).
# The stack and the battlefield (a spell already cast, a permanent): nothing allows it.
cast-zone-illegal = Eine Karte kann nicht aus { $from } gewirkt werden: Keine Regel und kein Effekt erlaubt es dort.
# A land half (a custom card's): lands are played, not cast (305.1, 305.9).
land-not-cast = { $half } ist ein Land: Länder werden gespielt, nie gewirkt, und ein Land, das auch einen anderen Typ hat, wird nur als Land gespielt.
land-not-fused = { $half } ist ein Land, und Länder werden gespielt, nie gewirkt: Kein fusionierter Zauberspruch enthält es.
origin-not-zone = { $card } ist { $zone } und würde also von dort gewirkt, nicht aus { $from }: Ein Zauberspruch wird von dort gewirkt, wo seine Karte ist. Woher ein Zauberspruch gewirkt wurde, wird nur auf dem Stapel gefragt (oder bei der Tür eines Raums im Spiel).
rooms-before-2024 = Räume gab es vor Duskmourn (September 2024) nicht.
no-such-half = { $card } hat nur { $n } Hälften.
room-no-fuse = Räume haben keine Fusion: man wirkt eine Tür nach der anderen.
no-fuse = { $card } hat keine Fusion, ihre Hälften können also nicht zusammen gewirkt werden: wähle eine Hälfte.
fuse-before-2013 = Fusion kam mit Labyrinth des Drachen (April 2013); davor konnte keine Split-Karte fusioniert gewirkt werden.
fuse-not-from-hand = Fusion wirkt nur, solange die Karte auf der eigenen Hand ihres Wirkenden ist; aus { $from } kann nur eine Hälfte gewirkt werden.
fuse-ok = Aus deiner Hand können ihre Hälften zusammen als ein fusionierter Split-Zauberspruch gewirkt werden — auch ohne seine Manakosten zu bezahlen.
fuse-no-cost = Aus deiner Hand können ihre Hälften zusammen als ein fusionierter Split-Zauberspruch gewirkt werden; aber seine Gesamtkosten umfassen die Manakosten jeder Hälfte, und für { $halves } gibt es keine: Diese Kosten können nicht bezahlt werden, fusioniert kann er nur mit alternativen Kosten gewirkt werden oder ohne seine Manakosten zu bezahlen (etwa mit Omniscience).
no-cost-hand = { $half } hat keine Manakosten, und Kosten, die es nicht gibt, können nicht bezahlt werden: Sie kann nur mit alternativen Kosten gewirkt werden oder durch einen Effekt, der erlaubt, sie zu wirken, ohne ihre Manakosten zu bezahlen (etwa Omniscience).
no-cost-also = { $reason } Aber { $half } hat keine Manakosten, und Kosten, die es nicht gibt, können nicht bezahlt werden: Es braucht einen Effekt, der erlaubt, sie zu wirken, ohne ihre Manakosten zu bezahlen, oder alternative Kosten.
cascade-before-2009 = Kaskade kam erst später (Alara – Die Erneuerung, April 2009): Diese Regeln kannten sie nicht. Hätten sie sie gekannt: { $answer }
aftermath-before-2017 = Nachhall kam mit Amonkhet (April 2017).
aftermath-only-graveyard = { $half } hat Nachhall: sie kann aus keiner anderen Zone als einem Friedhof gewirkt werden, auch nicht durch einen Effekt, der es erlaubt.
aftermath-ok = Nachhall erlaubt dir, { $half } aus deinem Friedhof zu wirken; sie wird ins Exil geschickt, sobald sie den Stapel verlässt.
aftermath-opponent = Nachhall erlaubt { $half } nur aus deinem eigenen Friedhof; aus dem Friedhof eines Gegners muss ein Effekt es erlauben.
cast-from-hand = { $half } wird aus deiner Hand gewirkt; nur diese Hälfte wird geprüft (Kosten, Typ, Zeitpunkt).
cast-needs-effect = { $half } kann aus { $from } nur gewirkt werden, solange ein Effekt es erlaubt ({ $examples }).
cast-needs-effect-plain = { $half } kann aus { $from } nur gewirkt werden, solange ein Effekt es erlaubt.
# Where a spell goes, what it costs.
to-battlefield = Ein Raum ist ein bleibender Zauberspruch: wenn er verrechnet wird, kommt er mit der gewirkten Tür aufgeschlossen ins Spiel (neutralisiert, kommt er auf den Friedhof).
# A split permanent that is no Room (a custom card): the card enters whole.
to-battlefield-permanent = Ein bleibender Zauberspruch kommt beim Verrechnen ins Spiel (neutralisiert, auf den Friedhof), und dort ist er die ganze Karte, { $card }.
# A permanent half of a card with an instant or sorcery half (a custom card).
to-nowhere = Ein bleibender Zauberspruch käme ins Spiel, aber { $card } ist auch eine Spontanzauber- oder Hexereikarte, die das nicht kann: sie bleibt auf dem Stapel. Keine gedruckte Karte ist so.
to-exile = Aus einem Friedhof gewirkt, wird die Hälfte mit Nachhall ins Exil geschickt, wann immer sie den Stapel verlassen würde — verrechnet, neutralisiert oder anders.
to-graveyard = Ein Spontanzauber oder eine Hexerei kommt auf den Friedhof seines Besitzers, wenn er fertig verrechnet oder neutralisiert wird{ $caveat }.
to-graveyard-caveat = {" "}— außer der Effekt, der das Wirken erlaubte, sagt etwas anderes (Rückblende schickt ihn ins Exil)
total-fused = Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten jeder Hälfte: { $cost }.
total-half = Du bezahlst die Manakosten der gewirkten Hälfte, { $cost }, vor Kostenänderungen{ $effect }.
cost-with-x = { $printed } mit X = { $x }, also { $paid }
total-no-cost = { $half } hat keine Manakosten: Es gibt keine Kosten, die bezahlt werden könnten — sie wird nur mit alternativen Kosten oder ohne Bezahlen ihrer Manakosten gewirkt.
total-fused-no-cost = Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten jeder Hälfte, und für { $halves } gibt es keine: Die Summe kann nicht bezahlt werden — fusioniert wird er nur ohne Bezahlen seiner Manakosten gewirkt.
total-effect = {" "}(oder die Kosten, die der erlaubende Effekt nennt: Rückblende verwendet die Manakosten dieser Hälfte)
total-effect-plain = {" "}(oder die Kosten, die der erlaubende Effekt nennt)
examples-graveyard = Rückblende durch Snapcaster Mage oder Past in Flames
examples-graveyard-permanent = Muldrotha, the Gravetide, oder Lurrus of the Dream-Den bei einem Manabetrag von 2 oder weniger
examples-opponent-permanent = Sen Triplets
examples-library = Future Sight oder Bolas's Citadel
examples-exile = Kaskade, oder ein Effekt, der sie ins Exil schickt und dich sie wirken lässt
examples-opponent = Sen Triplets oder Mindclaw Shaman
examples-outside = Wish aus Abenteuer in den Vergessenen Reichen, das dich eine Karte, die du besitzt, von außerhalb des Spiels spielen lässt
examples-opponent-graveyard = Memory Plunder oder Diluvian Primordial
room-before-2024 = { $card } ist ein Raum; Räume gab es nach den Regeln vor Duskmourn (September 2024) nicht.
doors-only-battlefield = Nur ein Raum im Spiel hat verschlossene oder aufgeschlossene Türen.
stack-needs-mode = Auf dem Stapel ist { $card } ein Zauberspruch, und ein Zauberspruch ist eine gewählte Hälfte{ $fused }: wähle, wie sie gewirkt wird.
# Only a card with fuse, under rules that had it.
or-both-fused = {" "}(oder die ganze Karte, fusioniert)
x-off-stack = X hat nur einen Wert, solange der Zauberspruch auf dem Stapel ist; { $zone } ist X gleich 0.
x-with-y-or-z = { $half } hat Y oder Z in ihren Manakosten: Jede ist eine eigene Variable, unabhängig von X gewählt, und hier kann nur der Wert von X angegeben werden.
no-x = { $half } hat kein {"{X}"} in ihren Manakosten, also gibt es kein X zu wählen.
not-permanent = { $card } ist eine Spontanzauber- oder Hexereikarte: sie kann nicht im Spiel sein (käme sie ins Spiel, bleibt sie, wo sie war).
not-a-room = { $card } ist kein Raum: sie hat keine Türen zum Aufschließen.
no-such-door = { $card } hat nur { $n } Türen.
already-unlocked = { $door } ist schon aufgeschlossen.
stack-see-modes = Auf dem Stapel ist sie ein Zauberspruch: siehe jede Art, sie zu wirken.
# The words of the CLI's matrix table (`splitcard matrix --table`): its headings, its
# modes (a face's own name stays as printed) and its verdicts.
table-zone = Zone
table-mana-value = Manabetrag
table-colors = Farben
table-cast = wirken: { $mode }
table-mode-left = links
table-mode-right = rechts
table-mode-aftermath = Nachhall
table-mode-fused = fusioniert
table-yes = ja
table-yes-aftermath = ja (Nachhall)
table-needs-effect = nur mit Effekt
table-illegal = unzulässig
table-spell = MB { $mv } { $colors }
table-as-cast = (je nach Wirken)
table-cant-be-here = kann nicht hier sein
table-note = Zeile Stapel: der Zauberspruch jeder Art, aus ihrer üblichen Zone gewirkt; andere Zeilen: aus dieser Zone wirken
# Effect probes.
unit-sorceries = gezählte Hexereikarten
unit-discarded = abgeworfene Karten
unit-revealed = offenbarte Karten (X)
unit-life = verlorene Lebenspunkte
unit-tokens = Günstling-Spielsteine
unit-sorceries-one = gezählte Hexereikarte
unit-discarded-one = abgeworfene Karte
unit-revealed-one = offenbarte Karte (X)
unit-life-one = verlorener Lebenspunkt
unit-tokens-one = Günstling-Spielstein
unit-sorceries-zero = gezählte Hexereikarten
unit-discarded-zero = abgeworfene Karten
unit-revealed-zero = offenbarte Karten (X)
unit-life-zero = verlorene Lebenspunkte
unit-tokens-zero = Günstling-Spielsteine
h-number-unit = { $n } { $unit }
h-number = { $n }
h-yes = ja
h-no = nein
# Firemind's Foresight finding the card for no slot (beside "mana value 2", a slot).
h-none = keiner der Werte
h-mana-values = Manabetrag { $list }
h-names = { $names }
values-one = Manabetrag { $mv }
values-two = eine Antwort je Hälfte, { $parts }
values-halves = einen Manabetrag je Hälfte, { $parts }
the-spell = Der Zauberspruch { $names }
the-permanent = Die bleibende Karte { $card } (aufgeschlossene Türen: { $names })
the-permanent-locked = Die bleibende Karte { $card } (alle Türen verschlossen)
p-count-one = { $card } ist eine Karte, egal wie viele Hälften: { $n } { $unit }.
p-count-zero = { $card } zählt nicht: { $n } { $unit }.
p-value-one = Außerhalb des Stapels hat { $card } den kombinierten { $values }: { $total } { $unit }.
p-value-two = Nach den { $era } hatte die Karte { $values }; der Effekt galt für jede: { $total } { $unit } insgesamt.
p-value-combined = Nach den { $era } war ein Wert, nach dem bei einer Split-Karte außerhalb des Stapels gefragt wurde, die Werte ihrer Hälften zusammen, { $sum }: { $total } { $unit }.
# A Room permanent has only its unlocked doors' mana cost (709.5, 202.3a).
p-value-room = Im Spiel hat { $card } nur die Manakosten ihrer aufgeschlossenen Türen ({ $doors }): { $values }, also { $total } { $unit }.
p-value-room-locked = Alle Türen von { $card } sind verschlossen: Im Spiel hat sie keine Manakosten, ihr Manabetrag ist also 0: { $total } { $unit }.
p-values = Offenbart hat sie { $values }: sie passt zu Zaubersprüchen mit Manabetrag { $list }.
p-values-either = Offenbart hat sie { $values }; ein Vergleich ergab ja, wenn eine der Hälften passte: sie passt zu Zaubersprüchen mit Manabetrag { $list }.
p-match-yes = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }): ja.
p-match-no = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }): nein.
p-imprint-yes = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }): ja. { $effect } kopiert die Karte, nicht einen Zauberspruch: die Kopie behält alle Hälften und kann als { $castable } gewirkt werden (eine Kopie eines Zauberspruchs, wie bei Twincast, ist nur die gewirkte Hälfte).
p-match-each-yes = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: ja.
p-match-each-no = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: nein.
p-match-half-yes = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }); ja, wenn eine Hälfte allein alle Kriterien erfüllte: ja.
p-match-half-no = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }); ja, wenn eine Hälfte allein alle Kriterien erfüllte: nein.
p-match-whole-yes = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }); { $whole }: ja.
p-match-whole-no = { $what } ist { $colors } ({ $types }, Manabetrag { $mv }); { $whole }: nein.
p-protection-yes = { $what } ist { $colors }, nicht mehrfarbig{ $whole }: Er kann { $effect } als Ziel wählen, dessen Schutz vor Mehrfarbigem nur mehrfarbige Zaubersprüche abhält.
p-protection-no = { $what } ist { $colors }, also mehrfarbig{ $whole }: { $effect } hat Schutz vor Mehrfarbigem, der Zauberspruch kann ihn also nicht als Ziel wählen.
in-parens = {" "}({ $x })
# Why a split card (or a fused spell) with two sets was multicolored as a whole, or not.
whole-differ = Hälften verschiedener Farben machten das Ganze mehrfarbig
whole-each = jede Hälfte war selbst mehrfarbig, das Ganze war es also auch
whole-one = die Hälften hatten insgesamt nur eine Farbe, das Ganze war also nicht mehrfarbig
whole-colorless = die Hälften waren farblos, das Ganze war also nicht mehrfarbig
p-slots = Mit { $values } kann sie für den Manabetrag { $hit } gefunden werden.
p-slots-none = Mit { $values } passt sie zu keinem der Werte { $slots }.
p-named-has = { $card } hat den Namen { $name }: eine Split-Karte hat einen gewählten Namen, wenn einer ihrer Namen dieser Name ist.
p-named-has-all = { $card } hat den Namen { $name }: nach den { $era } hieß eine Split-Karte zu nennen, alle ihre Namen zu nennen, und das sind ihre Namen.
p-named-hasnt = { $card } hat den Namen { $name } nicht.
# A Room permanent has only its unlocked doors' names (709.5).
p-named-door-has = { $card } hat den Namen { $name }: Diese Tür ist aufgeschlossen, und im Spiel hat ein Raum die Namen seiner aufgeschlossenen Türen.
p-named-door-locked = { $name } ist eine verschlossene Tür von { $card }: Im Spiel hat ein Raum nur die Namen seiner aufgeschlossenen Türen, also hat er diesen Namen nicht.
p-named-none = Jede Art, { $card } zu wirken, ergibt einen Zauberspruch namens { $name }: keine kann gewirkt werden.
# Meddling Mage asked of a card where some ways to cast it aren't allowed anyway
# (Lead in a hand, 702.127a; a fused spell outside a hand, 702.102a).
p-named-none-here = Der gewählte Name verhindert { $stopped }, und sonst kann nichts aus { $from } gewirkt werden.
p-named-nothing-here = Von { $card } kann aus { $from } nichts gewirkt werden, welcher Name auch immer.
p-named-needs-effect = Aus { $from } kann { $halves } nur gewirkt werden, solange ein Effekt es erlaubt.
p-named-needs-effect-many = Aus { $from } können { $halves } nur gewirkt werden, solange ein Effekt es erlaubt.
p-refused = Nicht: { $refused }.
p-stopped = Verhindert: { $stopped }.
sentences = { $first } { $next }
p-named-castable = Nur Zaubersprüche mit dem gewählten Namen werden verhindert; { $castable } kann weiterhin gewirkt werden.
# Several spells (names joined with "and", or the fused spell too) agree in the plural.
p-named-castable-many = Nur Zaubersprüche mit dem gewählten Namen werden verhindert; { $castable } können weiterhin gewirkt werden.
# Only ever one half: the other one was named.
p-named-castable-not-fused = Nur Zaubersprüche mit dem gewählten Namen werden verhindert; { $castable } kann weiterhin gewirkt werden, aber nicht fusioniert: Ein fusionierter Split-Zauberspruch hat die Namen all seiner Hälften.
# Iona, Shield of Emeria: a chosen color stops spells (the spell's colors, 709.3a).
p-color-none = Jede Art, { $card } zu wirken, ergibt einen Zauberspruch der gewählten Farbe ({ $color }): keine kann gewirkt werden.
p-color-none-here = Die gewählte Farbe verhindert { $stopped }, und sonst kann nichts aus { $from } gewirkt werden.
p-color-nothing-here = Von { $card } kann aus { $from } nichts gewirkt werden, welche Farbe auch immer.
p-color-castable = Nur Zaubersprüche der gewählten Farbe ({ $color }) werden verhindert; { $castable } kann weiterhin gewirkt werden.
p-color-castable-many = Nur Zaubersprüche der gewählten Farbe ({ $color }) werden verhindert; { $castable } können weiterhin gewirkt werden.
p-color-castable-not-fused = Nur Zaubersprüche der gewählten Farbe ({ $color }) werden verhindert; { $castable } kann weiterhin gewirkt werden, aber nicht fusioniert: Ein fusionierter Split-Zauberspruch hat die Farben all seiner Hälften.
p-cost = Die Kosten sind die Manakosten der gewirkten Hälfte, { $cost }.
p-cost-combined = Die Kosten sind die Manakosten der gewirkten Hälfte, { $cost }, nicht die kombinierten Kosten der Karte ({ $whole }).
p-cost-none = Die Rückblendekosten sind die Manakosten der gewirkten Hälfte, und { $half } hat keine Manakosten: Kosten, die es nicht gibt, können nicht bezahlt werden, also kann { $half } so nicht gewirkt werden.
p-cost-card = Im Friedhof hat { $card } Rückblende { $whole }: ihre Manakosten, die ihrer Hälften zusammen. Eine Hälfte so zu wirken kostet die Manakosten dieser Hälfte: { $halves }.
p-cost-card-half = { $half } { $cost }
p-cost-card-half-none = { $half } keine (sie hat keine Manakosten, kann also so nicht gewirkt werden)
p-cost-card-none = { $card } hat keine Manakosten: ihre Rückblendekosten gibt es nicht, sie kann also so nicht gewirkt werden.
p-cost-cant = { $card } ist { $types }: { $effect } gibt Rückblende nur einer Karte vom Typ { $wanted }, sie erhält also keine.
p-permission-no = { $card } erfüllt die Bedingung nicht ({ $values }): nichts kann gewirkt werden.
p-permission = Was gewirkt werden kann: { $castable }.
castable-fused = { $halves } oder die ganze Karte als ein fusionierter Zauberspruch
castable-fused-only = die ganze Karte als ein fusionierter Zauberspruch
mode-fused = der fusionierte Zauberspruch
p-permission-none = So kann nichts gewirkt werden: { $refused }.
p-permission-some = Was gewirkt werden kann: { $castable }. Nicht: { $refused }.
# Why a mode is refused by a cast permission: the items of {refused} above.
refused-cast = { $half } (kann nicht aus { $from } gewirkt werden)
refused-land = { $half } (ein Land: Länder werden gespielt, nie gewirkt)
refused-not-yet = { $half } — { $reason }
refused-why = { $half } ({ $why })
refused-mv = { $half } (Manabetrag { $mv })
# The first criterion of a filter an object misses: what it is, and what was wanted.
fails-type = { $types }, nicht { $wanted }
fails-land = { $types }, eine Landkarte
fails-mv = Manabetrag { $mv }, nicht { $limit }
fails-colors = { $colors }, nicht { $wanted }
fails-multicolored = { $colors }, nicht mehrfarbig
limit-le = { $n } oder weniger
limit-lt = weniger als { $n }
limit-eq = { $n }
p-first-failure = { $answer } Erstes verfehltes Kriterium: { $why }.
p-slots-fails = { $card } kann für keinen der Werte { $slots } gefunden werden: { $why }.
p-permission-fails = { $card } erfüllt die Bedingung nicht ({ $why }): nichts kann gewirkt werden.
p-cascade-stops = Mit { $values } ist sie kleiner als { $value }: Kaskade hält bei ihr an; was gewirkt werden kann: { $castable }.
p-cascade-land = { $card } ist eine Landkarte ({ $types }): Kaskade schickt sie ins Exil und macht weiter, welcher Manabetrag auch immer.
p-cascade-passes = Mit { $values } ist sie nicht kleiner als { $value }: Kaskade schickt sie ins Exil und macht weiter.
p-copy-spell = Eine Kopie eines Zauberspruchs kopiert, was auf dem Stapel ist: { $names }.
p-copy-spell-x = Eine Kopie eines Zauberspruchs kopiert, was auf dem Stapel ist: { $names }, und jede dafür getroffene Wahl, auch den Wert von X: { $x }
copy-x = X ist auch für die Kopie { $x }.
copy-x-unannounced = es wurde keiner angesagt, also ist X für beide 0.
p-copy-cant = { $what } ist { $types }, nicht { $wanted }: { $effect } kann ihn nicht als Ziel wählen, es gibt also keine Kopie.
p-copy-room = Die Kopie hat beide Türen von { $card } (jede Hälfte ist kopierbar), aber „aufgeschlossen“-Bezeichnungen werden nicht kopiert und die Kopie wurde nicht als Tür gewirkt: beide Türen sind verschlossen.
p-triggers-room = Mit { $door } aufgeschlossen ins Spiel zu kommen, löst ihre „Wenn du diese Tür aufschließt“-Fähigkeit einmal aus; ein Raum ist eine Verzauberung, weder Artefakt noch Kreatur: keine zusätzliche Auslösung.
p-triggers-doubled = Mit { $door } aufgeschlossen ins Spiel zu kommen, löst ihre „Wenn du diese Tür aufschließt“-Fähigkeit aus; das bleibende Objekt ist ein Artefakt oder eine Kreatur: sie wird ein weiteres Mal ausgelöst, { $n }-mal insgesamt.
p-triggers-none = { $door } hat keine „Wenn du diese Tür aufschließt“-Fähigkeit: mit ihr aufgeschlossen ins Spiel zu kommen, löst nichts aus.
p-triggers-uncast = { $card } kam ins Spiel, ohne gewirkt worden zu sein: beide Türen sind verschlossen, keine wurde aufgeschlossen, also wird nichts ausgelöst.
# Sunforger: the card found is cast from where it was found, one half (709.3).
p-found-cast = { $effect } wirkt sie dann aus { $from }, ohne ihre Manakosten zu bezahlen, eine ihrer Hälften.
p-target-there = { $card } ist im Friedhof: sie kann dort als Ziel gewählt werden.
p-target-gone = Aus einem Friedhof gewirkt, kam die Karte gleich zu Beginn des Wirkens auf den Stapel: sie ist nicht mehr im Friedhof, um als Ziel gewählt zu werden.
p-target-cast-from = { $card } wurde aus { $from } gewirkt, nicht aus einem Friedhof: als Zauberspruch auf dem Stapel ist sie nicht im Friedhof, um als Ziel gewählt zu werden.
p-target-fused = Ein fusionierter Zauberspruch wird immer nur aus einer Hand gewirkt.
p-target-stack = { $card } ist ein Zauberspruch auf dem Stapel, keine Karte im Friedhof: sie kann dort nicht als Ziel gewählt werden.
looks-card = eine Karte { $zone }
looks-spell = einen Zauberspruch auf dem Stapel
looks-permanent = eine bleibende Karte im Spiel
looks-spell-or-permanent = einen Zauberspruch auf dem Stapel oder eine bleibende Karte im Spiel
looks-own-spell = seinen eigenen Zauberspruch auf dem Stapel
p-instances = { $names } { $times } in diesem Zug zu verrechnen, gibt jeder Kreatur, die du in dem Moment kontrollierst, die ausgelöste Fähigkeit { $instances }; jede wird einzeln ausgelöst. Zusätzliche Instanzen von Trampelschaden oder Bedrohlich sind überflüssig, und Kreaturen, die du später übernimmst, erhalten nichts.
times = { $n }-mal
times-one = einmal
instances = { $n }-mal
instances-one = einmal
looks-room = einen Raum im Spiel
p-with-x = { $answer }{ $x }
x-without-paying = Mit { $effect } wird der Zauberspruch gewirkt, ohne seine Manakosten zu bezahlen: X kann nur 0 sein, es gibt also kein X anzusagen.
x-not-a-spell = { $effect } betrachtet { $looks }, nicht einen Zauberspruch auf dem Stapel: X hat nur auf dem Stapel einen Wert und zählt überall sonst als 0.
# A cast mode (or a Room's doors) given to an effect that has no use for it.
mode-not-cast = { $effect } betrachtet { $looks }, die nicht gewirkt wird: Es wird keine Hälfte gewählt, also gilt { $flag } nicht.
mode-every-cast = { $effect } antwortet für alle Arten zugleich, { $card } zu wirken (die Antwort nennt jede, die gewirkt werden kann), also wählt { $flag } keine davon aus.
mode-whole-card = { $effect } hat { $looks } als Ziel: die ganze Karte, egal welche Hälfte gewirkt würde, also gilt { $flag } nicht.
mode-copy-room = { $effect } kopiert { $card } wie gedruckt, nicht wie sie gewirkt wurde: Die Kopie wurde nicht gewirkt, also sind ihre beiden Türen verschlossen, egal welche Tür gewirkt wurde, und { $flag } gilt nicht.
doors-entering = { $effect } betrachtet { $card }, während sie ins Spiel kommt: Sie kommt mit der gewirkten Tür aufgeschlossen ins Spiel ({ $mode }) oder mit keiner, also gilt { $flag } nicht.
doors-copy = { $effect } kopiert { $card }, aber welche Türen aufgeschlossen sind, ist eine Bezeichnung, kein kopierbarer Wert: Die Türen der Kopie sind verschlossen, egal welche Türen des Raums aufgeschlossen sind, also gilt { $flag } nicht.
p-not-here = { $effect } betrachtet { $looks }; zu { $card } { $zone } hat es nichts zu sagen.
name-one-half = Man nennt eine Hälfte einer Split-Karte, nie mehrere: wähle { $faces }.
# Meddling Mage, Cabal Therapy: "choose a nonland card name" (201.4b: that half alone).
name-land-half = { $half } ist ein Land: { $effect } wählt den Namen einer Nichtlandkarte, und ein Name mit einer Eigenschaft ist der Name einer Hälfte, die sie hat.
name-all-names = Nach den { $era } hieß eine Split-Karte zu nennen, alle ihre Namen zu nennen: nenne { $card }.
sym-generic = { $n } generisches Mana
sym-variable = { $v }, eine Zahl nach Wahl
sym-colored = { $color } Mana
sym-colorless = farbloses Mana
sym-snow = Schnee-Mana
sym-hybrid = { $a } oder { $b } Mana
sym-twobrid = zwei generische oder { $color } Mana
sym-phyrexian = { $color } Mana oder 2 Lebenspunkte
sym-hybrid-phyrexian = { $a } oder { $b } Mana oder 2 Lebenspunkte
unlock-no-cost = { $door } hat keine Manakosten, und Kosten, die es nicht gibt, können nicht bezahlt werden: Sie kann nicht als Sonderaktion aufgeschlossen werden, nur durch einen Effekt, der sie aufschließt.
unlock = { $door } aufzuschließen ist eine Sonderaktion: bezahle ihre Manakosten, { $cost }, wann immer du eine Hexerei wirken könntest.
unlock-triggers-door = { $door } aufzuschließen löst ihre „Wenn du diese Tür aufschließt“-Fähigkeit aus.
unlock-triggers-fully = { $door } ist die letzte verschlossene Tür: sie aufzuschließen schließt { $card } vollständig auf, was „Wenn du … vollständig aufschließt“-Fähigkeiten auslöst.
cast-door-locked = { $door } ist die Tür, die gewirkt wurde: Sie kam aufgeschlossen ins Spiel, verschlossen ist sie also nur, weil ein Effekt sie verschlossen hat.
fully-unlocked = Alle Türen von { $card } sind aufgeschlossen: sie ist vollständig aufgeschlossen, und keine Tür bleibt aufzuschließen.
# Errors in imported cards (`ImportError`: a JSON path, what is wrong, what was
# expected) and in the parsers under it. Literal braces, JSON keys and the English
# words a type line must use are arguments, never template text.
import-error = { $path }: { $problem } (erwartet: { $expected })
json-error = ungültiges JSON in Zeile { $line }, Spalte { $column }: { $problem }
json-too-big = das Dokument ist { $bytes } Bytes groß; höchstens { $max } werden angenommen
json-trailing-text = unerwarteter Text nach dem JSON-Wert
json-too-deep = tiefer als { $max } Ebenen verschachtelt
json-too-many-values = mehr als { $max } Werte
json-unexpected-end = das Dokument endet, wo ein Wert erwartet wurde
json-expected-value = ein Wert wurde erwartet (Objekt, Array, Zeichenkette, Zahl, true, false oder null)
json-expected-key = ein Schlüssel in Anführungszeichen wurde erwartet
json-expected-colon = „:“ wurde nach dem Schlüssel erwartet
json-expected-object-separator = „,“ oder „{"}"}“ wurde im Objekt erwartet
json-expected-array-separator = „,“ oder „]“ wurde im Array erwartet
json-bad-unicode-escape = nach \u wurden vier Hexadezimalziffern erwartet
json-unclosed-string = eine Zeichenkette wird nie geschlossen
json-unknown-escape = unbekannte Escape-Sequenz in einer Zeichenkette
json-control-character = ein Steuerzeichen in einer Zeichenkette muss als Escape-Sequenz geschrieben werden
json-bad-number = { $text } ist keine Zahl
json-null = null
json-bool = ein Wahrheitswert
json-number = eine Zahl
json-string = eine Zeichenkette
json-array = ein Array
json-object = ein Objekt
mana-error = ungültige Manakosten { $input } an Position { $position }: { $problem }
mana-empty = die Kosten sind leer; für Kosten von null schreibe { $zero }
mana-too-long = die Kosten sind länger als { $max } Zeichen
mana-expected-brace = „{ $open }“ wurde erwartet, aber { $found } gefunden; schreibe Kosten wie { $example }
mana-outside-braces = { $found } steht außerhalb geschweifter Klammern
mana-unclosed = eine geschweifte Klammer „{ $open }“ wird nie mit „{ $close }“ geschlossen
mana-empty-symbol = leeres Manasymbol { $symbol }
mana-too-large = generisches Mana { $symbol } ist zu groß
mana-unknown-symbol = unbekanntes Manasymbol { $symbol }: erwartet wird { $symbols }
mana-unknown = unbekanntes Manasymbol { $symbol }
mana-symbols = eine Zahl, { $letters }, ein Hybridsymbol wie { $hybrid } oder { $twobrid } oder ein phyrexanisches Symbol wie { $phyrexian }
type-error = ungültige Typzeile { $input }: { $problem }
type-too-long = länger als { $max } Zeichen
type-more-than-one-dash = mehr als ein Gedankenstrich
type-supertype-after-types = der Obertyp { $word } muss vor den Kartentypen stehen
type-not-a-type = { $word } ist weder ein Kartentyp noch ein Obertyp (Kartentypen, auf Englisch: { $types })
type-no-card-type = kein Kartentyp (wie { $a } oder { $b })
type-nothing-after-dash = nichts nach dem Gedankenstrich
# What is wrong (`ImportError::problem`).
ip-is = ist { $what }
ip-document-is = das Dokument ist { $what }
ip-list-without-data = ein Listenobjekt ohne { $key }
ip-no-cards = keine Karten
ip-cards = { $n } Karten
ip-twice = { $name } kommt zweimal vor
ip-missing = fehlt
ip-too-long = { $n } Zeichen lang
ip-not-split-layout = { $layout } ist kein Aufbau einer Split-Karte
ip-faces-none = keine Seiten
ip-faces-one = nur eine Seite
ip-faces = { $n } Seiten
ip-empty = leer
ip-contains = { $name } enthält { $part }
ip-face-name-twice = { $name } ist schon der Name von { $other }
ip-name-mismatch = { $name } passt nicht zu ihren Seiten
ip-aftermath-faces = eine Karte mit Nachhall, die mehr als zwei Seiten hat
ip-room-doors = ein Raum mit mehr als zwei Türen
ip-kind-mismatch = { $given }, aber die Seiten machen sie zu { $made }
# What was expected (`ImportError::expected`).
ie-document = ein Scryfall-Kartenobjekt, ein Array davon oder ein Listenobjekt
ie-card-array = ein Array von Karten
ie-data = { $key }: [Karten]
ie-at-least-one-card = mindestens eine Karte
ie-at-most-cards = höchstens { $max } Karten
ie-one-card = genau eine Karte
ie-each-card-once = jede Karte nur einmal
ie-at-most-characters = höchstens { $max } Zeichen
ie-card-object = ein Kartenobjekt
ie-face-array = ein Array von Seiten
ie-face-array-two = ein Array mit zwei oder mehr Seiten
ie-two-or-more-faces = zwei oder mehr Seiten
ie-at-most-faces = höchstens { $max } Seiten
ie-two-faces = zwei Seiten
ie-face-object = ein Seitenobjekt
ie-face-name = ein Seitenname ohne { $part }
ie-face-name-unique = ein Name, den keine andere Seite der Karte hat (eine Hälfte wird über ihren Namen gewählt)
ie-cost = Kosten wie { $a } oder { $b }
ie-type-line = eine Typzeile wie { $a } oder { $b }
ip-not-color-letters = ist kein Array von Farbbuchstaben
ie-color-indicator = ein Array von Farbbuchstaben, jeder einer von { $letters }
# The engine's errors (`EngineError::msg`). What the user typed is a `Value` argument
# (quoted the language's way); the accepted words (zones, modes, eras …) are the
# language-neutral words of links and of the command line.
err-unknown-card = keine Split-Karte heißt { $query }{ $suggest }
err-did-you-mean = ; meintest du { $names }?
err-ambiguous-card = { $query } ist der Name einer Hälfte mehrerer Karten: { $cards }; gib den vollständigen Namen an
err-bad-value = { $value } ist als { $what } nicht gültig; erwartet: { $expected }
err-missing-value = Wert fehlt ({ $what }); erwartet: { $expected }
err-impossible = { $reason } (Regel { $rules })
# What a bad value was meant to be (`error::Field`), without an article, so that no
# word of the sentence around it agrees with it.
what-zone = Zone
what-mode = Art des Wirkens
what-origin = Herkunftszone
what-doors = Wahl aufgeschlossener Türen
what-era = Regelstand
what-search-term = Suchbegriff
what-effect = Effekt
what-number = Zahl
what-name = Name
# What would be right (`EngineError::BadValue::expected`).
one-of = einer der Werte { $list }
ex-era = { $eras } oder ein Datum wie { $example } (ab { $first })
ex-era-month = ein Datum, dessen Monat zwischen { $first } und { $last } liegt
ex-era-day = ein Datum, das es gibt: { $month } hat { $days } Tage
ex-closing-quote = ein schließendes Anführungszeichen ({ $quote })
ex-whole-number = eine ganze Zahl, wie { $a } oder { $b }
ex-whole-number-to = eine ganze Zahl von 0 bis { $max }
ex-color-letters = Farbbuchstaben { $letters } oder { $c } (farblos) / { $m } (mehrfarbig)
ex-search-term = Wörter des Namens, { $syntax }, mit { $minus } zum Ausschließen
ex-number-chosen = eine Zahl ({ $flag }): Für diesen Effekt muss eine gewählt werden
ex-number-times = eine Anzahl von Verrechnungen ({ $flag }): mindestens { $min }
ex-name-chosen = ein Kartenname ({ $flag }): Für { $effect } muss einer gewählt werden
ex-name-blank = ein Kartenname, der nicht leer ist: Für { $effect } muss einer gewählt werden
ex-cast-mode-half = eine Art des Wirkens ({ $flag }): Welche Hälfte wird gewirkt?
ex-cast-mode-spell = eine Art des Wirkens ({ $flag }): Der Effekt betrachtet den Zauberspruch
# Words and phrases (messages::phrase): colors, zones, origins, card types, eras.
color-white = weiß
color-blue = blau
color-black = schwarz
color-red = rot
color-green = grün
colorless = farblos
zone-name-library = Bibliothek
zone-name-hand = Hand
zone-name-stack = Stapel
zone-name-battlefield = Spielfeld
zone-name-graveyard = Friedhof
zone-name-exile = Exil
zone-name-outside = außerhalb des Spiels
kind-split = Split-Karte
kind-fuse = Split-Karte mit Fusion
kind-aftermath = Split-Karte mit Nachhall
kind-room = Raum (Split-Verzauberung)
kind-other = inoffizielle mehrteilige Split-Karte
zone-in-library = in der Bibliothek
zone-in-hand = auf der Hand
zone-in-stack = auf dem Stapel
zone-in-battlefield = im Spiel
zone-in-graveyard = in einem Friedhof
zone-in-exile = im Exil
zone-in-outside = außerhalb des Spiels
color-mana-white = weißes
color-mana-blue = blaues
color-mana-black = schwarzes
color-mana-red = rotes
color-mana-green = grünes
# Spell and enchantment subtypes a split card's type line may show (Room is the
# catalogue's), as French and German cards print them.
subtype-Room = Raum
subtype-Adventure = Abenteuer
subtype-Arcane = Arkan
cardtype-Artifact = Artefakt
cardtype-Battle = Schlacht
cardtype-Conspiracy = Verschwörung
cardtype-Creature = Kreatur
cardtype-Dungeon = Verlies
cardtype-Enchantment = Verzauberung
cardtype-Instant = Spontanzauber
cardtype-Kindred = Stammes-
cardtype-Land = Land
cardtype-Phenomenon = Phänomen
cardtype-Plane = Ebene
cardtype-Planeswalker = Planeswalker
cardtype-Scheme = Komplott
cardtype-Sorcery = Hexerei
cardtype-Vanguard = Vanguard
era-current = heutige Regeln (Duskmourn, seit September 2024)
era-2021 = Regeln der Vergessenen Reiche (Juli 2021 – September 2024)
era-2021-04 = Strixhaven-Regeln (April 2021 – Juli 2021)
era-2017 = Amonkhet-Regeln (April 2017 – April 2021)
era-2013 = Labyrinth-des-Drachen-Regeln (April 2013 – April 2017)
era-2009 = Magic-2010-Regeln (Juli 2009 – April 2013)
era-2006 = Zwietracht-Regeln (Mai 2006 – Juli 2009)
era-2000 = Invasion-Regeln (Oktober 2000 – Mai 2006)
from-hand = deiner Hand
from-library = deiner Bibliothek
from-graveyard = deinem Friedhof
from-exile = dem Exil
from-stack = dem Stapel
from-battlefield = dem Spiel
from-outside = dem Bereich außerhalb des Spiels
from-opponent-hand = der Hand eines Gegners
from-opponent-graveyard = dem Friedhof eines Gegners
from-opponent-library = der Bibliothek eines Gegners
# What each effect probe does, in our words (probes::Effect::text).
fx-magnivore = Erhält +1/+1 für jede Hexerei-Karte in allen Friedhöfen.
fx-blightning = Fügt einem Spieler deiner Wahl 3 Schadenspunkte zu; dieser Spieler wirft zwei Karten ab.
fx-nightshade-assassin = Wenn sie ins Spiel kommt, kannst du X schwarze Karten aus deiner Hand offenbaren; eine Kreatur deiner Wahl erhält -X/-X.
fx-snapcaster-mage = Eine Spontanzauber- oder Hexerei-Karte deiner Wahl in deinem Friedhof erhält bis zum Ende des Zuges Rückblende; ihre Rückblendekosten sind gleich ihren Manakosten.
fx-past-in-flames = Jede Spontanzauber- und Hexerei-Karte in deinem Friedhof erhält bis zum Ende des Zuges Rückblende; ihre Rückblendekosten sind gleich ihren Manakosten.
fx-force-of-will = Du kannst 1 Lebenspunkt bezahlen und eine blaue Karte aus deiner Hand ins Exil schicken, anstatt ihre Manakosten zu bezahlen.
fx-glittering-wish = Du kannst eine mehrfarbige Karte, die du besitzt, von außerhalb des Spiels offenbaren und auf deine Hand nehmen.
fx-dark-confidant = Offenbare zu Beginn deines Versorgungssegments die oberste Karte deiner Bibliothek und nimm sie auf deine Hand; du verlierst Lebenspunkte in Höhe ihres Manabetrags.
fx-duskmantle-seer = Zu Beginn deines Versorgungssegments offenbart jeder Spieler die oberste Karte seiner Bibliothek, verliert Lebenspunkte in Höhe ihres Manabetrags und nimmt sie dann auf seine Hand.
fx-infernal-genesis = Zu Beginn des Versorgungssegments jedes Spielers mahlt dieser Spieler eine Karte und erzeugt für jeden Punkt ihres Manabetrags einen 1/1 Günstling-Kreaturenspielstein.
fx-counterbalance = Immer wenn ein Gegner einen Zauberspruch wirkt, kannst du die oberste Karte deiner Bibliothek offenbaren; falls du dies tust, neutralisiere jenen Zauberspruch, falls er denselben Manabetrag wie die offenbarte Karte hat.
fx-isochron-scepter = Prägung: Wenn es ins Spiel kommt, kannst du eine Spontanzauber-Karte mit Manabetrag 2 oder weniger aus deiner Hand ins Exil schicken.
fx-sunforger = Durchsuche deine Bibliothek nach einer roten oder weißen Spontanzauber-Karte mit Manabetrag 4 oder weniger und wirke sie, ohne ihre Manakosten zu bezahlen.
fx-spellseeker = Wenn Spellseeker ins Spiel kommt, kannst du deine Bibliothek nach einer Spontanzauber- oder Hexereikarte mit Manabetrag 2 oder weniger durchsuchen, sie offen vorzeigen und auf deine Hand nehmen. Mische danach.
fx-bring-to-light = Konvergenz — Durchsuche deine Bibliothek nach einer Kreatur-, Spontanzauber- oder Hexereikarte mit Manabetrag kleiner oder gleich der Anzahl an Farben des zum Wirken ausgegebenen Manas (die Zahl), schicke sie ins Exil und mische. Du kannst sie wirken, ohne ihre Manakosten zu bezahlen.
fx-fireminds-foresight = Durchsuche deine Bibliothek nach einer Spontanzauber-Karte mit Manabetrag 3, einer mit Manabetrag 2 und einer mit Manabetrag 1.
fx-meddling-mage = Bestimme beim Ins-Spiel-Kommen einen Namen einer Nichtland-Karte; Zaubersprüche mit dem bestimmten Namen können nicht gewirkt werden.
fx-iona-shield-of-emeria = Bestimme beim Ins-Spiel-Kommen eine Farbe (hier Grün); deine Gegner können keine Zaubersprüche der gewählten Farbe wirken.
fx-cabal-therapy = Bestimme einen Namen einer Nichtland-Karte; ein Spieler deiner Wahl offenbart seine Handkarten und wirft alle Karten mit diesem Namen ab.
fx-void = Bestimme eine Zahl; zerstöre jedes Artefakt und jede Kreatur mit diesem Manabetrag, dann offenbart ein Spieler deiner Wahl seine Handkarten und wirft jede Nichtland-Karte mit diesem Manabetrag ab.
fx-twincast = Kopiere einen Spontanzauber- oder Hexerei-Zauberspruch deiner Wahl; du kannst für die Kopie neue Ziele bestimmen.
fx-error = Neutralisiere einen mehrfarbigen Zauberspruch deiner Wahl.
fx-enemy-of-the-guildpact = Schutz vor Mehrfarbigem: Er kann nicht das Ziel mehrfarbiger Zaubersprüche sein.
fx-red-elemental-blast = Neutralisiere einen blauen Zauberspruch deiner Wahl (oder zerstöre eine blaue bleibende Karte deiner Wahl).
fx-pyroblast = Neutralisiere einen Zauberspruch deiner Wahl, falls er blau ist (oder zerstöre eine bleibende Karte deiner Wahl, falls sie blau ist).
fx-chalice-of-the-void = Immer wenn ein Spieler einen Zauberspruch wirkt, dessen Manabetrag gleich der Anzahl an Ladungsmarken auf ihm ist, neutralisiere jenen Zauberspruch.
fx-expansion = Kopiere einen Spontanzauber- oder Hexerei-Zauberspruch deiner Wahl mit Manabetrag 4 oder weniger.
fx-violent-outburst = Kaskade (Manabetrag 3): Schicke Karten oben von deiner Bibliothek ins Exil, bis du eine Nichtland-Karte mit geringerem Manabetrag ins Exil schickst; du kannst sie wirken, ohne ihre Manakosten zu bezahlen, falls der Manabetrag des entstehenden Zauberspruchs kleiner als 3 ist.
fx-goblin-dark-dwellers = Wenn sie ins Spiel kommen, kannst du eine Spontanzauber- oder Hexerei-Karte deiner Wahl mit Manabetrag 3 oder weniger aus deinem Friedhof wirken, ohne ihre Manakosten zu bezahlen.
fx-electrodominance = Fügt einem Ziel deiner Wahl X Schadenspunkte zu; du kannst einen Zauberspruch mit Manabetrag X oder weniger aus deiner Hand wirken, ohne seine Manakosten zu bezahlen.
fx-kari-zevs-expertise = Übernimm bis zum Ende des Zuges die Kontrolle über eine Kreatur oder ein Fahrzeug deiner Wahl, enttappe es, es erhält Eile; du kannst eine Karte mit Manabetrag 2 oder weniger aus deiner Hand wirken, ohne ihre Manakosten zu bezahlen. (Der Wortlaut aus Aether Revolt, auf den die Amonkhet-Regelung antwortet: Er prüft die Karte auf der Hand. Der heutige Oracle-Text sagt „einen Zauberspruch“ und prüft damit die gewirkte Hälfte, wie Electrodominance.)
fx-sword-of-once-and-future = Immer wenn die ausgerüstete Kreatur einem Spieler Kampfschaden zufügt, überwache 2; dann kannst du einen Spontanzauber oder eine Hexerei mit Manabetrag 2 oder weniger aus deinem Friedhof wirken, ohne seine Manakosten zu bezahlen (er wird ins Exil geschickt, statt in deinen Friedhof gelegt zu werden).
fx-omniscience = Du kannst Zaubersprüche aus deiner Hand wirken, ohne ihre Manakosten zu bezahlen.
fx-mindclaw-shaman = Wenn er ins Spiel kommt, schau dir die Handkarten eines Gegners deiner Wahl an; du kannst einen Spontanzauber oder eine Hexerei unter diesen Karten wirken, ohne seine Manakosten zu bezahlen.
fx-crook-of-condemnation = Schicke eine Karte deiner Wahl aus einem Friedhof ins Exil.
fx-panharmonicon = Falls ein Artefakt oder eine Kreatur, das bzw. die ins Spiel kommt, eine ausgelöste Fähigkeit einer bleibenden Karte, die du kontrollierst, auslöst, wird diese Fähigkeit ein zusätzliches Mal ausgelöst.
fx-driven-despair = Driven: Bis zum Ende des Zuges erhalten Kreaturen, die du kontrollierst, Trampelschaden und „Immer wenn diese Kreatur einem Spieler Kampfschaden zufügt, ziehe eine Karte.“ Despair: dasselbe mit Bedrohlich und „… wirft jener Spieler eine Karte ab.“
fx-copy-enchantment = Du kannst es als Kopie einer beliebigen Verzauberung im Spiel ins Spiel kommen lassen.
fx-feed-the-swarm = Zerstöre eine Kreatur oder Verzauberung deiner Wahl, die ein Gegner kontrolliert. Du verlierst Lebenspunkte in Höhe des Manabetrags jenes bleibenden Objekts.
fx-pithing-needle = Wähle, während es ins Spiel kommt, einen Kartennamen. Aktivierte Fähigkeiten von Quellen mit dem gewählten Namen können nicht aktiviert werden, außer es sind Manafähigkeiten.
# The messages that name the mana value, as the rules before April 2021 said it:
# "converted mana cost" (`Msg::in_era`).
off-mv-cmc = Außerhalb des Stapels sind die umgewandelten Manakosten die Summe der umgewandelten Manakosten ihrer Hälften: { $sum }.{ $x }
old-mv-cmc = Die eigenen umgewandelten Manakosten von { $names }, { $mv }: nach diesen Regeln hatte jede Hälfte der Karte ihre eigenen.{ $x }
old-mv-combined-cmc = Die eigenen umgewandelten Manakosten von { $names }, { $mv }: nach diesen Regeln hatte die Karte einen Satz von Eigenschaften je Hälfte; ein Effekt, der nach den umgewandelten Manakosten der Karte fragte, erhielt die Werte der Hälften zusammen, { $sum }.{ $x }
half-mv-cmc = Auf dem Stapel sind die umgewandelten Manakosten nur die der gewirkten Hälfte: { $mv }.{ $x }
fused-mv-cmc = Ein fusionierter Split-Zauberspruch hat nur eine Zahl als umgewandelte Manakosten, die Summe der Werte seiner Hälften: { $sum }.{ $x }
h-mana-values-cmc = umgewandelte Manakosten { $list }
values-one-cmc = umgewandelte Manakosten { $mv }
values-halves-cmc = umgewandelte Manakosten je Hälfte, { $parts }
p-value-one-cmc = Außerhalb des Stapels hat { $card } die Werte ihrer Hälften zusammen, also { $values }: { $total } { $unit }.
p-values-cmc = Offenbart hat sie { $values }: sie passt zu Zaubersprüchen mit umgewandelten Manakosten { $list }.
p-values-either-cmc = Offenbart hat sie { $values }; ein Vergleich ergab ja, wenn eine der Hälften passte: sie passt zu Zaubersprüchen mit umgewandelten Manakosten { $list }.
p-match-yes-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }): ja.
p-match-no-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }): nein.
p-imprint-yes-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }): ja. { $effect } kopiert die Karte, nicht einen Zauberspruch: die Kopie behält alle Hälften und kann als { $castable } gewirkt werden (eine Kopie eines Zauberspruchs, wie bei Twincast, ist nur die gewirkte Hälfte).
p-match-each-yes-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: ja.
p-match-each-no-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }); jedes Kriterium galt als erfüllt, wenn eine der Hälften es erfüllte: nein.
p-match-half-yes-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }); ja, wenn eine Hälfte allein alle Kriterien erfüllte: ja.
p-match-half-no-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }); ja, wenn eine Hälfte allein alle Kriterien erfüllte: nein.
p-match-whole-yes-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }); { $whole }: ja.
p-match-whole-no-cmc = { $what } ist { $colors } ({ $types }, umgewandelte Manakosten { $mv }); { $whole }: nein.
p-slots-cmc = Sie hat { $values } und kann so für die umgewandelten Manakosten { $hit } gefunden werden.
p-slots-none-cmc = Sie hat { $values } und passt so zu keinem der Werte { $slots }.
p-cascade-stops-cmc = Sie hat { $values } und ist damit kleiner als { $value }: Kaskade hält bei ihr an; was gewirkt werden kann: { $castable }.
p-cascade-land-cmc = { $card } ist eine Landkarte ({ $types }): Kaskade schickt sie ins Exil und macht weiter, welche umgewandelten Manakosten auch immer.
p-cascade-passes-cmc = Sie hat { $values } und ist damit nicht kleiner als { $value }: Kaskade schickt sie ins Exil und macht weiter.
refused-mv-cmc = { $half } (umgewandelte Manakosten { $mv })
fails-mv-cmc = umgewandelte Manakosten { $mv }, nicht { $limit }
table-mana-value-cmc = umgewandelte Manakosten
table-spell-cmc = UMK { $mv } { $colors }

# Words joined into lists, and how an older rule is shown with its era.
word-and = und
word-or = oder
word-nothing = nichts
rules-of-current = heutige Regeln
rules-of-2021-04 = Regeln von April 2021
rules-of = Regeln von { $era }
cited-older = { $number } ({ $rules })
cited-name-a-card = Glossar: Eine Karte nennen ({ $rules })

## The Comprehensive Rules cited, in our words: `rule-` and the number (dots as
## underscores); an older rule also `--` and its era.

rule-105_2b = Ein mehrfarbiges Objekt hat zwei oder mehr der fünf Farben.
rule-107_3 = {"{X}"} steht für eine Zahl, die der Spieler wählt.
rule-107_3b = Wird ein Zauberspruch gewirkt, ohne seine Manakosten (oder alternative Kosten mit X) zu bezahlen, kann X nur 0 sein.
rule-113_2c = Ein Objekt kann eine Fähigkeit mehrfach haben; jede Instanz wirkt für sich (jede wird einzeln ausgelöst).
rule-116_2m = Eine Tür eines Raums aufzuschließen ist eine Sonderaktion.
rule-118_6 = Ein Objekt ohne Manakosten hat unbezahlbare Kosten: nur alternative Kosten oder das Wirken ohne Bezahlen seiner Manakosten machen es wirkbar.
rule-201_4b = Eine Karte zu nennen heißt, eine Hälfte einer Split-Karte zu nennen, nie beide.
rule-202_1 = Die Manakosten einer Karte sind in ihrer rechten oberen Ecke aufgedruckt.
rule-202_1b = Manche Objekte haben keine Manakosten (keine Symbole an ihrer Stelle): nicht Kosten von {"{0}"}, sondern unbezahlbare Kosten.
rule-202_2 = Die Farben eines Objekts ergeben sich aus den Manasymbolen in seinen Kosten.
rule-202_2e = Ein Objekt mit einem Farbanzeiger (204) hat jede Farbe, die dieser anzeigt.
rule-202_3 = Der Manabetrag ist die Gesamtmenge an Mana in den Kosten, unabhängig von der Farbe.
rule-202_3a = Ein Objekt ohne Manakosten hat den Manabetrag 0.
rule-202_3d = Eine Split-Karte außerhalb des Stapels oder ein fusionierter Zauberspruch hat den kombinierten Manabetrag; eine gewirkte Hälfte hat ihren eigenen.
rule-202_3e = {"{X}"} zählt als 0, außer auf dem Stapel, wo es die gewählte Zahl ist.
rule-205_2a = Die Kartentypen: Artefakt, Kampf, Kreatur, Verzauberung, Spontanzauber, Land, Hexerei …
rule-205_3h = Verzauberungen haben eigene Untertypen, die Verzauberungstypen: Raum (seit Duskmourn) ist einer, wie Aura und Saga.
rule-304_4 = Eine Spontanzauberkarte kann nicht ins Spiel kommen; sie bleibt, wo sie ist.
rule-305_1 = Ein Land zu spielen ist eine Sonderaktion, kein Wirken: Ein Land kommt nie auf den Stapel und ist nie ein Zauberspruch.
rule-305_9 = Ein Objekt, das ein Land und zugleich von einem anderen Kartentyp ist, kann nur als Land gespielt werden; es kann nicht als Zauberspruch gewirkt werden.
rule-307_4 = Eine Hexereikarte kann nicht ins Spiel kommen; sie bleibt, wo sie ist.
rule-601_2a = Um einen Zauberspruch zu wirken, bewegt der Spieler die Karte auf den Stapel.
rule-601_2f = Die Gesamtkosten sind die Manakosten (oder alternative Kosten) zuzüglich Zusatzkosten und Kostenänderungen.
rule-601_3 = Ein Spieler kann einen Zauberspruch nur wirken, wenn eine Regel oder ein Effekt es aus seiner Zone erlaubt; normalerweise ist das die Hand.
rule-601_3e = Effekte, die prüfen, was gewirkt wird, betrachten die gewirkte Hälfte oder den fusionierten Zauberspruch.
rule-608_2n = Ein Spontanzauber oder eine Hexerei kommt auf den Friedhof seines Besitzers, wenn er fertig verrechnet wird.
rule-608_3 = Ein bleibender Zauberspruch, der verrechnet wird, kommt ins Spiel.
rule-611_2c = Ein fortlaufender Effekt eines Zauberspruchs, der verrechnet wird und Eigenschaften von Objekten ändert, betrifft nur die Objekte, die bei seinem Beginn da sind.
rule-702_1b = Eine verliehene Fähigkeit wie Flashback verwendet die Manakosten der gewirkten Hälfte.
rule-702_16b = Schutz vor einer Eigenschaft: Das Objekt kann nicht das Ziel von Zaubersprüchen mit dieser Eigenschaft sein (Schutz vor Mehrfarbigem: mehrfarbige Zaubersprüche).
rule-702_85a = Kaskade hält bei einer Karte nach ihrem kombinierten Manabetrag an und wirkt die Hälfte nach dem Manabetrag der Hälfte.
rule-702_102a = Fusion wirkt nur, solange die Karte auf der eigenen Hand ihres Wirkenden ist; dann können beide Hälften als ein Zauberspruch gewirkt werden.
rule-702_102b = Ein fusionierter Split-Zauberspruch hat die kombinierten Eigenschaften seiner Hälften.
rule-702_102c = Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassen die Manakosten beider Hälften.
rule-702_102d = Ein fusionierter Split-Zauberspruch wird erst mit der linken, dann mit der rechten Hälfte verrechnet.
rule-702_127a = Nachhall: Die Hälfte kann nur aus einem Friedhof gewirkt werden; so gewirkt, wird sie ins Exil geschickt, wann immer sie den Stapel verlässt.
rule-707_10 = Die Kopie eines Zauberspruchs kopiert die gewirkte Hälfte; die Kopie eines fusionierten Zauberspruchs ist fusioniert.
rule-709_1 = Eine Split-Karte hat zwei Hälften auf einer Karte (Un- und Testkarten haben teils mehr).
rule-709_2 = Eine Split-Karte ist eine Karte: Beim Zählen, Ziehen oder Abwerfen zählt sie als eine.
rule-709_3 = Um eine Split-Karte zu wirken, wählt der Spieler eine Hälfte, bevor er sie auf den Stapel legt.
rule-709_3a = Nur die gewählte Hälfte wird darauf geprüft, ob sie gewirkt werden kann.
rule-709_3b = Auf dem Stapel existieren nur die Eigenschaften der gewählten Hälfte.
rule-709_3c = Eine Kopie einer Split-Karte behält beide Hälften; wird die Kopie gewirkt, wird erneut eine Hälfte gewählt.
rule-709_4 = In jeder Zone außer dem Stapel sind die Eigenschaften einer Split-Karte die ihrer Hälften zusammen.
rule-709_4a = Eine Split-Karte hat den Namen jeder Hälfte; sie zu nennen heißt, einen davon zu nennen.
rule-709_4b = Ihre Manakosten sind die kombinierten Kosten; jedes Symbol bleibt das seiner Hälfte.
rule-709_4c = Sie hat jeden Kartentyp beider Hälften und jede Fähigkeit beider Textfelder.
rule-709_4d = Auch ein fusionierter Split-Zauberspruch auf dem Stapel hat die kombinierten Eigenschaften.
rule-709_5 = Räume: Im Spiel hat eine verschlossene Tür keinen Namen, keine Manakosten und keinen Regeltext.
rule-709_5a = Die Hälften eines Raums teilen die Typzeile Verzauberung — Raum.
rule-709_5b = Jede Hälfte eines Raums existiert für das Kopieren, auch auf dem Stapel.
rule-709_5c = Eine Tür ist nur aufgeschlossen, solange sie ihre „aufgeschlossen“-Bezeichnung hat.
rule-709_5d = Ein Raum kommt mit der gewirkten Tür aufgeschlossen ins Spiel; kommt er ins Spiel, ohne gewirkt worden zu sein, sind beide verschlossen.
rule-709_5e = Eine Tür aufschließen: ihre Manakosten als Sonderaktion bezahlen, wann immer man eine Hexerei wirken könnte.
rule-709_5f = Ein Effekt kann eine Tür aufschließen.
rule-709_5g = Ein Effekt kann eine Tür verschließen.
rule-709_5h = „Wenn du diese Tür aufschließt“ wird jedes Mal ausgelöst, wenn diese Tür aufgeschlossen wird.
rule-709_5i = „Vollständig aufschließen“ wird ausgelöst, wenn die zweite Tür aufgeschlossen wird.
rule-709_5j = Eine Tür ist eine Hälfte eines Raums im Spiel.
rule-903_4 = Die Farbidentität einer Karte sind die Farben der Manasymbole in ihren Kosten und ihrem Regeltext und die ihrer Farbanzeiger.

## Older rules, as the rules of their era said them.

rule-505_2--2000 = Außerhalb des Stapels hatte eine Split-Karte zwei Sätze von Eigenschaften; auf dem Stapel existierte nur die gespielte Hälfte.
rule-505_3--2000 = Eine Split-Karte, deren Hälften verschiedenfarbige Symbole hatten, war mehrfarbig, außer als Zauberspruch: Ein Zauberspruch hatte nur die Farbe der gespielten Hälfte.
rule-505_4--2000 = Eine Split-Karte war eine einzige Karte.
rule-505_5--2000 = Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels erhielt die Werte der Hälften zusammen (Assault // Battery: 1 + 4 = 5).
rule-505_6--2000 = Eine Ja/Nein-Frage zu einer Split-Karte außerhalb des Stapels bekam eine Antwort: Ja, wenn eine Hälfte dem genannten Wert entsprach.
rule-name-a-card--2000 = Glossar, „Eine Karte nennen“: Eine Split-Karte zu nennen hieß, alle ihre Namen zu nennen.
rule-505_2--2006 = Außerhalb des Stapels hatte eine Split-Karte zwei Sätze von Eigenschaften und zwei umgewandelte Manakosten; auf dem Stapel nur die der gespielten Hälfte.
rule-505_3--2006 = Eine Split-Karte mit verschiedenfarbigen Hälften war außerhalb des Stapels mehrfarbig; ein Zauberspruch hatte nur die Farbe der gespielten Hälfte.
rule-505_4--2006 = Eine Split-Karte war eine einzige Karte.
rule-505_5--2006 = Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels erhielt zwei Antworten, eine pro Hälfte (Infernal Genesis: „1 und 4“ — fünf Spielsteine).
rule-505_6--2006 = Ein Vergleich ergab Ja, wenn eine Hälfte passte, wobei jede Eigenschaft einzeln verglichen wurde (die Farbe der einen Hälfte mit dem Manabetrag der anderen); ein verneinter Vergleich ergab das Gegenteil.
rule-name-a-card--2006 = Glossar, „Eine Karte nennen“: Man musste alle Namen einer Split-Karte nennen.
# The Magic 2010 rules (July 2009 to Dragon's Maze): the document renumbered, the
# Dissension rules' substance at 708 (505.2–505.6 → 708.2–708.6), naming a card 201.3.
rule-708_2--2009 = Außerhalb des Stapels hatte eine Split-Karte zwei Sätze von Eigenschaften und zwei umgewandelte Manakosten; ein Zauberspruch hatte nur die Eigenschaften der gewirkten Hälfte.
rule-708_3--2009 = Eine Split-Karte mit verschiedenfarbigen Hälften war außerhalb des Stapels mehrfarbig; ein Zauberspruch hatte nur die Farbe der gewirkten Hälfte.
rule-708_4--2009 = Eine Split-Karte war eine einzige Karte.
rule-708_5--2009 = Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels erhielt zwei Antworten, eine pro Hälfte.
rule-708_6--2009 = Ein Vergleich ergab Ja, wenn eine Hälfte passte, wobei jede Eigenschaft einzeln verglichen wurde; ein verneinter Vergleich ergab das Gegenteil.
rule-201_3--2009 = Eine Karte nennen: Eine Split-Karte wurde genannt, indem man beide Hälften nannte.
rule-708_2--2013 = Außerhalb des Stapels zwei Sätze von Eigenschaften und zwei umgewandelte Manakosten; ein Zauberspruch hatte nur die der gewirkten Hälfte; ein fusionierter Zauberspruch zwei Sätze und nur EINE Zahl als umgewandelte Manakosten.
rule-708_2a--2013 = Wurde eine Split-Karte ohne Fusion gewirkt, wählte der Spieler die Hälfte; nur diese Hälfte wurde geprüft.
rule-708_2b--2013 = Aus der Hand mit Fusion gewirkt, konnten beide Hälften als ein Zauberspruch gewirkt werden; beide wurden geprüft.
rule-708_3--2013 = Außerhalb des Stapels war eine Split-Karte mit verschiedenfarbigen Hälften mehrfarbig; ein Zauberspruch hatte nur die Farben der gewirkten Hälfte oder Hälften.
rule-708_4--2013 = Eine Split-Karte war eine einzige Karte.
rule-708_5--2013 = Eine Frage nach einer Eigenschaft einer Split-Karte außerhalb des Stapels oder eines fusionierten Zauberspruchs erhielt zwei Antworten; die nach den umgewandelten Manakosten eines fusionierten Zauberspruchs nur eine.
rule-708_6--2013 = Ein Vergleich mit einer Split-Karte außerhalb des Stapels oder einem fusionierten Zauberspruch erhielt nur eine Antwort: Ja, wenn eine der Hälften Ja ergab (708.6a); ein verneinter Vergleich ergab das Gegenteil (708.6b).
rule-708_7--2013 = Eine Split-Karte zu nennen hieß, einen ihrer zwei Namen zu nennen, nicht beide.
rule-702_101a--2013 = Fusion wirkte nur, solange die Karte auf der eigenen Hand ihres Wirkenden war: von dort gewirkt, konnten beide Hälften als ein fusionierter Split-Zauberspruch gewirkt werden.
rule-702_101b--2013 = Fusion (Nummerierung von Dragon's Maze): Ein fusionierter Split-Zauberspruch hatte zwei Sätze von Eigenschaften und nur eine Zahl als umgewandelte Manakosten.
rule-702_101c--2013 = Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassten die Manakosten beider Hälften.
rule-702_101d--2013 = Ein fusionierter Split-Zauberspruch wurde erst mit der linken, dann mit der rechten Hälfte verrechnet.
rule-601_2e--2013 = Die Gesamtkosten waren die Manakosten (oder alternative Kosten) zuzüglich Zusatzkosten und Kostenänderungen.
rule-706_10--2013 = Die Kopie eines Zauberspruchs kopierte seine Eigenschaften und jede für ihn getroffene Entscheidung: Die Kopie eines Split-Zauberspruchs war die der gewirkten Hälfte oder Hälften.
rule-702_84a--2013 = Kaskade: Karten oben von der Bibliothek ins Exil schicken bis zu einer Nichtland-Karte mit niedrigeren umgewandelten Manakosten; sie konnte gewirkt werden, ohne ihre Manakosten zu bezahlen.
# The Amonkhet rules as numbered when they began (April 2017): today's model, with split
# cards at 708 (709 from July 2021), fuse at 702.101 and aftermath at 702.126 (702.102
# and 702.127 from April 2021), and "converted mana cost" (mana value from April 2021).
rule-708_1--2017 = Eine Split-Karte hatte zwei Hälften auf einer Karte.
rule-708_2--2017 = Eine Split-Karte war eine Karte: Beim Zählen, Ziehen oder Abwerfen zählte sie als eine.
rule-708_3--2017 = Um eine Split-Karte zu wirken, wählte der Spieler eine Hälfte, bevor er sie auf den Stapel legte.
rule-708_3a--2017 = Nur die gewählte Hälfte wurde darauf geprüft, ob sie gewirkt werden konnte.
rule-708_3b--2017 = Auf dem Stapel existierten nur die Eigenschaften der gewählten Hälfte, ihre umgewandelten Manakosten eingeschlossen.
rule-708_4--2017 = In jeder Zone außer dem Stapel waren die Eigenschaften einer Split-Karte die ihrer Hälften zusammen (eine Änderung gegenüber den früheren Regeln).
rule-708_4a--2017 = Eine Split-Karte hatte den Namen jeder Hälfte; sie zu nennen hieß, einen davon zu nennen, nie beide.
rule-708_4b--2017 = Ihre Manakosten waren die kombinierten Kosten; ihre Farben und umgewandelten Manakosten ergaben sich daraus.
rule-708_4c--2017 = Sie hatte jeden Kartentyp beider Hälften und jede Fähigkeit beider Textfelder.
rule-708_4d--2017 = Auch ein fusionierter Split-Zauberspruch auf dem Stapel hatte die kombinierten Eigenschaften.
rule-702_101a--2017 = Fusion wirkte nur, solange die Karte auf der eigenen Hand ihres Wirkenden war; dann konnten beide Hälften als ein Zauberspruch gewirkt werden.
rule-702_101b--2017 = Ein fusionierter Split-Zauberspruch hatte die kombinierten Eigenschaften seiner Hälften, nur eine Zahl als umgewandelte Manakosten.
rule-702_101c--2017 = Die Gesamtkosten eines fusionierten Split-Zauberspruchs umfassten die Manakosten beider Hälften.
rule-702_101d--2017 = Ein fusionierter Split-Zauberspruch wurde erst mit der linken, dann mit der rechten Hälfte verrechnet.
rule-702_126a--2017 = Nachhall: Die Hälfte konnte nur aus einem Friedhof gewirkt werden; so gewirkt, wurde sie ins Exil geschickt, wann immer sie den Stapel verließ.
rule-708_3c--2017 = Eine Kopie einer Split-Karte behielt beide Hälften; wer die Kopie wirkte, wählte wieder eine Hälfte.
# General rules as the CR of August 2017 (the earliest text checked) numbered them.
rule-202_3d--2017 = {"{X}"} zählte als 0, außer auf dem Stapel, wo es die gewählte Zahl war.
rule-112_2c--2017 = Ein Objekt konnte eine Fähigkeit mehrfach haben; jede Instanz wirkte für sich (jede wurde einzeln ausgelöst).
rule-117_6--2017 = Ein Objekt ohne Manakosten hatte unbezahlbare Kosten: nur alternative Kosten oder das Wirken ohne Bezahlen seiner Manakosten machten es wirkbar.
rule-608_2k--2017 = Ein Spontanzauber oder eine Hexerei kam auf den Friedhof seines Besitzers, wenn er fertig verrechnet wurde.
rule-706_10--2017 = Die Kopie eines Zauberspruchs kopierte ihn und jede für ihn getroffene Wahl: die gewirkte Hälfte; die Kopie eines fusionierten Zauberspruchs war fusioniert.
rule-702_84a--2017 = Kaskade: Karten oben von der Bibliothek ins Exil schicken bis zu einer Nichtland-Karte mit niedrigeren umgewandelten Manakosten; sie konnte gewirkt werden, ohne ihre Manakosten zu bezahlen.
# The Strixhaven rules (CR of 22 April 2021): fuse 702.102 and aftermath 702.127 as
# today, "mana value", split cards still 708 and copying 706.10 until July 2021.
rule-708_1--2021-04 = Eine Split-Karte hatte zwei Hälften auf einer Karte.
rule-708_2--2021-04 = Eine Split-Karte war eine Karte: Beim Zählen, Ziehen oder Abwerfen zählte sie als eine.
rule-708_3--2021-04 = Um eine Split-Karte zu wirken, wählte der Spieler eine Hälfte, bevor er sie auf den Stapel legte.
rule-708_3a--2021-04 = Nur die gewählte Hälfte wurde darauf geprüft, ob sie gewirkt werden konnte.
rule-708_3b--2021-04 = Auf dem Stapel existierten nur die Eigenschaften der gewählten Hälfte.
rule-708_3c--2021-04 = Eine Kopie einer Split-Karte behielt beide Hälften; wer die Kopie wirkte, wählte wieder eine Hälfte.
rule-708_4--2021-04 = In jeder Zone außer dem Stapel waren die Eigenschaften einer Split-Karte die ihrer Hälften zusammen.
rule-708_4a--2021-04 = Eine Split-Karte hatte den Namen jeder Hälfte; sie zu nennen hieß, einen davon zu nennen, nie beide.
rule-708_4b--2021-04 = Ihre Manakosten waren die kombinierten Kosten, ihre Farben und ihr Manabetrag ergaben sich daraus; ein Effekt, der ihre Symbole betrachtete, sah die jeder Hälfte.
rule-708_4c--2021-04 = Sie hatte jeden Kartentyp beider Hälften und jede Fähigkeit beider Textfelder.
rule-708_4d--2021-04 = Auch ein fusionierter Split-Zauberspruch auf dem Stapel hatte die kombinierten Eigenschaften.
rule-706_10--2021-04 = Die Kopie eines Zauberspruchs kopierte ihn und jede für ihn getroffene Wahl: die gewirkte Hälfte; die Kopie eines fusionierten Zauberspruchs war fusioniert.
rule-608_2m--2021-04 = Ein Spontanzauber oder eine Hexerei kam auf den Friedhof seines Besitzers, wenn er fertig verrechnet wurde.
# The Forgotten Realms rules (CR of 23 July 2021): today's numbers but these.
rule-608_2m--2021 = Ein Spontanzauber oder eine Hexerei kam auf den Friedhof seines Besitzers, wenn er fertig verrechnet wurde.
