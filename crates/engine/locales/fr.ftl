# Les mots du moteur de règles en français : ses explications, ses erreurs et les résumés
# d'une ligne des règles complètes qu'il cite. Mêmes identifiants et mêmes arguments que
# en.ftl.


## Explanations and errors

empty = {""}
plain = { $text }
# Characteristics off the stack (709.4).
off-names = Hors de la pile, une carte scindée a les noms de toutes ses moitiés ; elle a un nom si l'une de ses moitiés l'a.
off-cost = Hors de la pile, le coût de mana est la combinaison des coûts des moitiés : { $costs }.
off-mv = Hors de la pile, la valeur de mana est la somme des valeurs de mana de ses moitiés : { $sum }.{ $x }
off-colors = Hors de la pile, elle a les couleurs de toutes ses moitiés : { $colors }.
off-types = Hors de la pile, elle a tous les types, supertypes et sous-types de ses moitiés.
off-text = Hors de la pile, elle a le texte de règles de chaque moitié.
x-zero = {" "}X vaut 0 hors de la pile.
x-chosen = {" "}X vaut { $x } sur la pile.
x-unannounced = {" "}Aucune valeur n'a été annoncée pour X : X vaut donc 0.
# Older eras, off the stack: two sets.
old-names = Selon les { $era }, une carte scindée hors de la pile avait un ensemble de caractéristiques par moitié ; voici celui de { $names }.
old-cost = Le coût de mana propre de { $names } : selon les { $era }, chaque moitié avait le sien.
old-mv = La valeur de mana propre de { $names }, { $mv } : selon ces règles, la carte en avait une par moitié.{ $x }
old-mv-combined = La valeur de mana propre de { $names }, { $mv } : selon ces règles, la carte avait un ensemble de caractéristiques par moitié ; un effet qui demandait la valeur de mana de la carte obtenait celles des moitiés combinées, { $sum }.{ $x }
old-colors = { $names } est { $colors } ; la carte entière comptait comme multicolore si ses moitiés étaient de couleurs différentes.
old-types = La ligne de type propre de { $names }.
old-text = Le texte de règles propre de { $names }.
# A spell of one half (709.3b).
half-names = Sur la pile, seule la moitié lancée, { $names }, existe ; le reste de la carte est traité comme s'il n'existait pas.
half-names-room = Sur la pile, seules les caractéristiques de la porte lancée existent : le nom { $names } ; l'autre porte existe encore dans les valeurs copiables du sort (une copie est une Pièce avec ses deux portes).
half-cost-none = Le sort n'a que le coût de mana de { $names }, et { $names } n'en a pas.
half-cost = Le sort n'a que le coût de mana de { $names }.
half-mv = Sur la pile, la valeur de mana est seulement celle de la moitié lancée : { $mv }.{ $x }
half-colors = Sur la pile, le sort n'a que les couleurs de la moitié lancée : { $colors }.
half-types = Le sort n'a que les types de { $names }.
half-types-room = Le sort n'a que les types de { $names } (les moitiés d'une Pièce partagent Enchantement — Pièce).
half-text = Seul le texte de règles de { $names } existe sur la pile.
half-text-room = Seul le texte de règles de { $names } est celui du sort ; celui de l'autre porte existe encore dans ses valeurs copiables.
# A fused split spell (702.102b).
fused-names = Un sort scindé fusionné a les caractéristiques combinées : les noms de toutes ses moitiés.
costs-none = Aucune des moitiés n'a de coût de mana, il n'en a donc pas.
fused-cost = Le coût d'un sort scindé fusionné inclut le coût de mana de chaque moitié : { $costs }.
fused-mv = Un sort scindé fusionné a une seule valeur de mana, le total de celles de ses moitiés : { $sum }.{ $x }
fused-colors = Un sort scindé fusionné a les couleurs de toutes ses moitiés : { $colors }.
fused-types = Un sort scindé fusionné a les types de toutes ses moitiés.
fused-text = Le texte de chaque moitié existe ; il se résout moitié par moitié, de gauche à droite.
oldfused-names = Avant avril 2017, un sort scindé fusionné avait deux ensembles de caractéristiques ; voici celui de { $names }.
oldfused-cost = Le coût de mana propre de { $names } (l'un des deux ensembles).
oldfused-mv = Même alors, un sort scindé fusionné avait UN SEUL coût converti de mana : le total, { $mv }.
oldfused-colors = { $names } est { $colors }.
# A Room on the battlefield (709.5).
doors-none-names = Les deux portes sont verrouillées : la Pièce n'a pas de nom.
doors-names = Sur le champ de bataille, une Pièce n'a que les noms de ses portes déverrouillées : { $names }.
doors-none-cost = Les deux portes sont verrouillées : la Pièce n'a pas de coût de mana.
doors-cost = Le coût de mana d'une Pièce est celui de ses portes déverrouillées, combiné.
doors-none-mv = Pas de coût de mana, donc valeur de mana 0.
doors-mv = La valeur de mana des portes déverrouillées : { $sum }.
doors-none-colors = Pas de coût de mana, donc incolore.
doors-colors = La Pièce a les couleurs de ses portes déverrouillées : { $colors }.
doors-types = Verrouillée ou non, une Pièce garde sa ligne de type partagée, Enchantement — Pièce.
doors-none-text = Les portes verrouillées n'ont pas de texte de règles.
doors-text = Seul le texte de règles des portes déverrouillées existe : { $names }.
# Every zone.
symbols = Les effets qui regardent les symboles de mana un par un voient les symboles propres à chaque moitié, pas un coût fusionné.
symbols-half = Sur la pile, seule la moitié lancée existe : les symboles de mana sont ceux de { $names }.
symbols-door = Seule la porte déverrouillée a un coût de mana : les symboles de mana sont ceux de { $names }.
symbols-none = Les deux portes sont verrouillées : la Pièce n'a pas de coût de mana, donc pas de symboles de mana.
identity = L'identité couleur est celle de toute la carte, dans toutes les zones : { $colors }, d'après les symboles de mana de tous ses coûts et textes de règles et ses éventuels indicateurs de couleur.
# Legality (601.3, 702.102a, 702.127a).
# The stack and the battlefield (a spell already cast, a permanent): nothing allows it.
cast-zone-illegal = Une carte ne peut pas être lancée depuis { $from } : aucune règle ni aucun effet ne permet de l'y lancer.
# A land half (a custom card's): lands are played, not cast (305.1, 305.9).
land-not-cast = { $half } est un terrain : un terrain se joue, il ne se lance jamais, et un terrain qui a aussi un autre type ne se joue que comme terrain.
land-not-fused = { $half } est un terrain, et un terrain se joue, il ne se lance jamais : aucun sort fusionné ne l'inclut.
origin-not-zone = { $card } est { $zone } : elle serait donc lancée depuis cette zone, pas depuis { $from }, car un sort est lancé depuis l'endroit où se trouve sa carte. La zone d'où un sort a été lancé ne se demande que sur la pile (ou pour la porte d'une Pièce sur le champ de bataille).
rooms-before-2024 = Les Pièces n'existaient pas avant Duskmourn (septembre 2024).
no-such-half = { $card } n'a que { $n } moitiés.
room-no-fuse = Les Pièces n'ont pas la fusion : on lance une porte à la fois.
no-fuse = { $card } n'a pas la fusion, ses moitiés ne peuvent donc pas être lancées ensemble : choisissez une moitié.
fuse-before-2013 = La fusion est arrivée avec Le Labyrinthe du dragon (avril 2013) ; avant, aucune carte scindée ne pouvait être lancée fusionnée.
fuse-not-from-hand = La fusion ne fonctionne que si la carte est dans la main de son lanceur ; depuis { $from }, une seule moitié peut être lancée.
fuse-ok = Depuis votre main, ses moitiés peuvent être lancées ensemble comme un seul sort scindé fusionné — même sans payer son coût de mana.
fuse-no-cost = Depuis votre main, ses moitiés peuvent être lancées ensemble comme un seul sort scindé fusionné ; mais son coût total inclut le coût de mana de chaque moitié, et il n'y en a pas pour { $halves } : ce coût ne peut pas être payé, et le sort fusionné ne peut être lancé qu'avec un coût alternatif ou sans payer son coût de mana (Omniscience, par exemple).
no-cost-hand = { $half } n'a pas de coût de mana, et un coût qui n'existe pas ne peut pas être payé : elle ne peut être lancée qu'avec un coût alternatif ou par un effet qui permet de la lancer sans payer son coût de mana (Omniscience, par exemple).
no-cost-also = { $reason } Mais { $half } n'a pas de coût de mana, et un coût qui n'existe pas ne peut pas être payé : il faut un effet qui permette de la lancer sans payer son coût de mana, ou un coût alternatif.
cascade-before-2009 = La cascade est venue plus tard (La Renaissance d'Alara, avril 2009) : ces règles n'en avaient pas. Si elles l'avaient eue : { $answer }
aftermath-before-2017 = La répercussion est arrivée avec Amonkhet (avril 2017).
aftermath-only-graveyard = { $half } a la répercussion : elle ne peut être lancée depuis aucune autre zone qu'un cimetière, même avec un effet qui le permettrait.
aftermath-ok = La répercussion vous permet de lancer { $half } depuis votre cimetière ; elle est exilée chaque fois qu'elle quitte la pile.
aftermath-opponent = La répercussion ne permet de lancer { $half } que depuis votre propre cimetière ; depuis le cimetière d'un adversaire, un effet doit le permettre.
cast-from-hand = { $half } est lancée depuis votre main ; seule cette moitié est vérifiée (son coût, son type, le moment).
cast-needs-effect = { $half } ne peut être lancée depuis { $from } que si un effet le permet ({ $examples }).
cast-needs-effect-plain = { $half } ne peut être lancée depuis { $from } que si un effet le permet.
# Where a spell goes, what it costs.
to-battlefield = Une Pièce est un sort de permanent : en se résolvant, elle arrive sur le champ de bataille avec la porte lancée déverrouillée (contrecarrée, elle va au cimetière).
# A split permanent that is no Room (a custom card): the card enters whole.
to-battlefield-permanent = Un sort de permanent arrive sur le champ de bataille en se résolvant (contrecarré, il va au cimetière), et là c'est la carte entière, { $card }.
# A permanent half of a card with an instant or sorcery half (a custom card).
to-nowhere = Un sort de permanent arriverait sur le champ de bataille, mais { $card } est aussi une carte d'éphémère ou de rituel, qui ne le peut pas : elle reste sur la pile. Aucune carte imprimée n'est ainsi.
to-exile = Lancée depuis un cimetière, la moitié avec répercussion est exilée chaque fois qu'elle quitterait la pile — résolue, contrecarrée ou autrement.
to-graveyard = Un sort d'éphémère ou de rituel va dans le cimetière de son propriétaire quand il finit de se résoudre ou est contrecarré{ $caveat }.
to-graveyard-caveat = {" "}— sauf si l'effet qui vous a permis de le lancer dit autre chose (le flashback l'exile)
total-fused = Le coût total d'un sort scindé fusionné inclut le coût de mana de chaque moitié : { $cost }.
total-half = Vous payez le coût de mana de la moitié lancée, { $cost }, avant les modifications de coût{ $effect }.
cost-with-x = { $printed } avec X = { $x }, soit { $paid }
total-no-cost = { $half } n'a pas de coût de mana : il n'y a pas de coût à payer, et aucun ne peut l'être — elle ne se lance qu'avec un coût alternatif ou sans payer son coût de mana.
total-fused-no-cost = Le coût total d'un sort scindé fusionné inclut le coût de mana de chaque moitié, et il n'y en a pas pour { $halves } : ce total ne peut pas être payé — fusionné, il ne se lance que sans payer son coût de mana.
total-effect = {" "}(ou le coût que nomme l'effet qui le permet : le flashback utilise le coût de mana de cette moitié)
total-effect-plain = {" "}(ou le coût que nomme l'effet qui le permet)
examples-graveyard = le flashback de Snapcaster Mage ou de Past in Flames
examples-graveyard-permanent = Muldrotha, the Gravetide, ou Lurrus of the Dream-Den pour une valeur de mana de 2 ou moins
examples-opponent-permanent = Sen Triplets
examples-library = Future Sight ou Bolas's Citadel
examples-exile = la cascade, ou un effet qui l'exile et vous permet de la lancer
examples-opponent = Sen Triplets ou Mindclaw Shaman
examples-outside = Wish, d'Aventures dans les Royaumes Oubliés, qui vous permet de jouer une carte que vous possédez depuis l'extérieur de la partie
examples-opponent-graveyard = Memory Plunder ou Diluvian Primordial
room-before-2024 = { $card } est une Pièce ; les Pièces n'existaient pas selon les règles d'avant Duskmourn (septembre 2024).
doors-only-battlefield = Seule une Pièce sur le champ de bataille a des portes verrouillées ou déverrouillées.
stack-needs-mode = Sur la pile, { $card } est un sort, et un sort est une moitié choisie{ $fused } : choisissez comment elle est lancée.
# Only a card with fuse, under rules that had it.
or-both-fused = {" "}(ou la carte entière, fusionnée)
x-off-stack = X n'a de valeur que lorsque le sort est sur la pile ; { $zone }, il vaut 0.
x-with-y-or-z = { $half } a Y ou Z dans son coût de mana : chacun est une variable à part, choisie indépendamment de X, et seule la valeur de X peut être donnée ici.
no-x = { $half } n'a pas de {"{X}"} dans son coût de mana : il n'y a pas de X à choisir.
not-permanent = { $card } est une carte d'éphémère ou de rituel : elle ne peut pas être sur le champ de bataille (si elle devait y arriver, elle reste où elle était).
not-a-room = { $card } n'est pas une Pièce : elle n'a pas de portes à déverrouiller.
no-such-door = { $card } n'a que { $n } portes.
already-unlocked = { $door } est déjà déverrouillée.
stack-see-modes = Sur la pile, c'est un sort : voyez chaque mode.
# The words of the CLI's matrix table (`splitcard matrix --table`): its headings, its
# modes (a face's own name stays as printed) and its verdicts.
table-zone = zone
table-mana-value = valeur de mana
table-colors = couleurs
table-cast = lancer : { $mode }
table-mode-left = gauche
table-mode-right = droite
table-mode-aftermath = répercussion
table-mode-fused = fusionnée
table-yes = oui
table-yes-aftermath = oui (répercussion)
table-needs-effect = il faut un effet
table-illegal = illégal
table-spell = vm { $mv } { $colors }
table-as-cast = (selon le lancement)
table-cant-be-here = ne peut pas être ici
table-note = ligne pile : le sort de chaque mode lancé depuis sa zone habituelle ; autres lignes : le lancer depuis cette zone
# Effect probes.
unit-sorceries = cartes de rituel comptées
unit-discarded = cartes défaussées
unit-revealed = cartes révélées (X)
unit-life = points de vie perdus
unit-tokens = jetons Serviteur
unit-sorceries-one = carte de rituel comptée
unit-discarded-one = carte défaussée
unit-revealed-one = carte révélée (X)
unit-life-one = point de vie perdu
unit-tokens-one = jeton Serviteur
unit-sorceries-zero = carte de rituel comptée
unit-discarded-zero = carte défaussée
unit-revealed-zero = carte révélée (X)
unit-life-zero = point de vie perdu
unit-tokens-zero = jeton Serviteur
h-number-unit = { $n } { $unit }
h-number = { $n }
h-yes = oui
h-no = non
# Firemind's Foresight finding the card for no slot (beside "mana value 2", a slot).
h-none = aucune des valeurs
h-mana-values = valeur de mana { $list }
h-names = { $names }
values-one = valeur de mana { $mv }
values-two = une réponse par moitié, { $parts }
values-halves = une valeur de mana par moitié, { $parts }
the-spell = Le sort { $names }
the-permanent = Le permanent { $card } (portes déverrouillées : { $names })
the-permanent-locked = Le permanent { $card } (toutes ses portes verrouillées)
p-count-one = { $card } est une seule carte, quelles que soient ses moitiés : { $n } { $unit }.
p-count-zero = { $card } ne compte pas : { $n } { $unit }.
p-value-one = Hors de la pile, { $card } a sa { $values } combinée : { $total } { $unit }.
p-value-two = Selon les { $era }, la carte avait { $values } ; l'effet s'appliquait à chacune : { $total } { $unit } en tout.
p-value-combined = Selon les { $era }, une valeur demandée d'une carte scindée hors de la pile était celle de ses moitiés combinées, { $sum } : { $total } { $unit }.
# A Room permanent has only its unlocked doors' mana cost (709.5, 202.3a).
p-value-room = Sur le champ de bataille, { $card } n'a que le coût de mana de ses portes déverrouillées ({ $doors }) : { $values }, donc { $total } { $unit }.
p-value-room-locked = Toutes les portes de { $card } sont verrouillées : sur le champ de bataille, elle n'a pas de coût de mana, sa valeur de mana est donc 0 : { $total } { $unit }.
p-values = Révélée, elle a { $values } : elle correspond aux sorts de valeur de mana { $list }.
p-values-either = Révélée, elle a { $values } ; une comparaison donnait oui si l'une des moitiés correspondait : elle correspond aux sorts de valeur de mana { $list }.
p-match-yes = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) : oui.
p-match-no = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) : non.
p-imprint-yes = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) : oui. { $effect } copie la carte, pas un sort : la copie garde toutes ses moitiés et peut être lancée comme { $castable } (une copie d'un sort, comme avec Twincast, n'est que la moitié lancée).
p-match-each-yes = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) ; chaque critère était rempli si l'une des moitiés le remplissait : oui.
p-match-each-no = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) ; chaque critère était rempli si l'une des moitiés le remplissait : non.
p-match-half-yes = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) ; oui si une moitié remplissait à elle seule tous les critères : oui.
p-match-half-no = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) ; oui si une moitié remplissait à elle seule tous les critères : non.
p-match-whole-yes = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) ; { $whole } : oui.
p-match-whole-no = { $what } est { $colors } ({ $types }, valeur de mana { $mv }) ; { $whole } : non.
p-protection-yes = { $what } est { $colors }, pas multicolore{ $whole } : il peut cibler { $effect }, dont la protection contre le multicolore n'arrête que les sorts multicolores.
p-protection-no = { $what } est { $colors }, donc multicolore{ $whole } : { $effect } a la protection contre le multicolore, le sort ne peut donc pas le cibler.
in-parens = {" "}({ $x })
# Why a split card (or a fused spell) with two sets was multicolored as a whole, or not.
whole-differ = des moitiés de couleurs différentes rendaient l'ensemble multicolore
whole-each = chaque moitié était elle-même multicolore, l'ensemble l'était donc aussi
whole-one = ses moitiés n'avaient qu'une seule couleur en tout, l'ensemble n'était donc pas multicolore
whole-colorless = ses moitiés étaient incolores, l'ensemble n'était donc pas multicolore
p-slots = Avec { $values }, elle peut être trouvée pour la valeur de mana { $hit }.
p-slots-none = Avec { $values }, elle ne correspond à aucune des valeurs { $slots }.
p-named-has = { $card } a le nom { $name } : une carte scindée a un nom choisi si l'un de ses noms est ce nom.
p-named-has-all = { $card } a le nom { $name } : selon les { $era }, nommer une carte scindée voulait dire nommer tous ses noms, et ce sont les siens.
p-named-hasnt = { $card } n'a pas le nom { $name }.
# A Room permanent has only its unlocked doors' names (709.5).
p-named-door-has = { $card } a le nom { $name } : cette porte est déverrouillée, et sur le champ de bataille une Pièce a les noms de ses portes déverrouillées.
p-named-door-locked = { $name } est une porte verrouillée de { $card } : sur le champ de bataille, une Pièce n'a que les noms de ses portes déverrouillées, elle n'a donc pas ce nom.
p-named-none = Chaque façon de lancer { $card } donne un sort nommé { $name } : aucune ne peut être lancée.
# Meddling Mage asked of a card where some ways to cast it aren't allowed anyway
# (Lead in a hand, 702.127a; a fused spell outside a hand, 702.102a).
p-named-none-here = Le nom choisi bloque { $stopped }, et rien d'autre ne peut être lancé depuis { $from }.
p-named-nothing-here = Rien de { $card } ne peut être lancé depuis { $from }, quel que soit le nom.
p-named-needs-effect = Depuis { $from }, { $halves } ne peut être lancée que si un effet le permet.
p-named-needs-effect-many = Depuis { $from }, { $halves } ne peuvent être lancées que si un effet le permet.
p-refused = Pas : { $refused }.
p-stopped = Le choix bloque : { $stopped }.
sentences = { $first } { $next }
p-named-castable = Seuls les sorts avec le nom choisi sont bloqués ; { $castable } peut encore être lancé.
# Several spells (names joined with "and", or the fused spell too) agree in the plural.
p-named-castable-many = Seuls les sorts avec le nom choisi sont bloqués ; { $castable } peuvent encore être lancés.
# Only ever one half: the other one was named.
p-named-castable-not-fused = Seuls les sorts avec le nom choisi sont bloqués ; { $castable } peut encore être lancé, mais pas fusionné : un sort scindé fusionné a les noms de toutes ses moitiés.
# Iona, Shield of Emeria: a chosen color stops spells (the spell's colors, 709.3a).
p-color-none = Chaque façon de lancer { $card } donne un sort de la couleur choisie ({ $color }) : aucune ne peut être lancée.
p-color-none-here = La couleur choisie bloque { $stopped }, et rien d'autre ne peut être lancé depuis { $from }.
p-color-nothing-here = Rien de { $card } ne peut être lancé depuis { $from }, quelle que soit la couleur.
p-color-castable = Seuls les sorts de la couleur choisie ({ $color }) sont bloqués ; { $castable } peut encore être lancé.
p-color-castable-many = Seuls les sorts de la couleur choisie ({ $color }) sont bloqués ; { $castable } peuvent encore être lancés.
p-color-castable-not-fused = Seuls les sorts de la couleur choisie ({ $color }) sont bloqués ; { $castable } peut encore être lancé, mais pas fusionné : un sort scindé fusionné a les couleurs de toutes ses moitiés.
p-cost = Le coût est le coût de mana de la moitié lancée, { $cost }.
p-cost-combined = Le coût est le coût de mana de la moitié lancée, { $cost }, pas le coût combiné de la carte ({ $whole }).
p-cost-none = Son coût de flashback est le coût de mana de la moitié lancée, et { $half } n'a pas de coût de mana : un coût qui n'existe pas ne peut pas être payé, { $half } ne peut donc pas être lancée ainsi.
p-cost-card = Dans le cimetière, { $card } a la rétrospective { $whole } : son coût de mana, celui de ses moitiés combinées. Lancer une moitié ainsi coûte le coût de mana de cette moitié : { $halves }.
p-cost-card-half = { $half } { $cost }
p-cost-card-half-none = { $half } aucun (elle n'a pas de coût de mana, elle ne peut donc pas être lancée ainsi)
p-cost-card-none = { $card } n'a pas de coût de mana : son coût de rétrospective n'existe pas, elle ne peut donc pas être lancée ainsi.
p-cost-cant = { $card } est { $types } : { $effect } ne donne le flashback qu'à une carte { $wanted }, elle n'en reçoit donc pas.
p-permission-no = { $card } ne remplit pas la condition ({ $values }) : rien ne peut être lancé.
p-permission = Ce qui peut être lancé : { $castable }.
castable-fused = { $halves }, ou la carte entière en un seul sort fusionné
castable-fused-only = la carte entière en un seul sort fusionné
mode-fused = la version fusionnée
p-permission-none = Rien ne peut être lancé ainsi : { $refused }.
p-permission-some = Ce qui peut être lancé : { $castable }. Pas : { $refused }.
# Why a mode is refused by a cast permission: the items of {refused} above.
refused-cast = { $half } (ne peut pas être lancée depuis { $from })
refused-land = { $half } (un terrain : un terrain se joue, il ne se lance jamais)
refused-not-yet = { $half } — { $reason }
refused-why = { $half } ({ $why })
refused-mv = { $half } (valeur de mana { $mv })
# The first criterion of a filter an object misses: what it is, and what was wanted.
fails-type = { $types }, pas { $wanted }
fails-land = { $types }, une carte de terrain
fails-mv = valeur de mana { $mv }, pas { $limit }
fails-colors = { $colors }, pas { $wanted }
fails-multicolored = { $colors }, pas multicolore
limit-le = { $n } ou moins
limit-lt = moins de { $n }
limit-eq = { $n }
p-first-failure = { $answer } Premier critère manqué : { $why }.
p-slots-fails = { $card } ne peut être trouvée pour aucune des valeurs { $slots } : { $why }.
p-permission-fails = { $card } ne remplit pas la condition ({ $why }) : rien ne peut être lancé.
p-cascade-stops = Avec { $values }, elle est inférieure à { $value } : la cascade s'arrête sur elle ; ce qui peut être lancé : { $castable }.
p-cascade-land = { $card } est une carte de terrain ({ $types }) : la cascade l'exile et continue, quelle que soit sa valeur de mana.
p-cascade-passes = Avec { $values }, elle n'est pas inférieure à { $value } : la cascade l'exile et continue.
p-copy-spell = Une copie d'un sort copie ce qui est sur la pile : { $names }.
p-copy-spell-x = Une copie d'un sort copie ce qui est sur la pile : { $names }, et chaque choix fait pour lui, la valeur de X aussi : { $x }
copy-x = X vaut aussi { $x } pour la copie.
copy-x-unannounced = aucune n'a été annoncée, donc X vaut 0 pour les deux.
p-copy-cant = { $what } est { $types }, pas { $wanted } : { $effect } ne peut pas le cibler, il n'y a donc pas de copie.
p-copy-room = La copie a les deux portes de { $card } (chaque moitié est copiable), mais les désignations « déverrouillée » ne sont pas copiées et la copie n'a pas été lancée comme une porte : les deux portes sont verrouillées.
p-triggers-room = Arriver avec { $door } déverrouillée déclenche une fois sa capacité « quand vous déverrouillez cette porte » ; une Pièce est un enchantement, ni artefact ni créature : pas de déclenchement supplémentaire.
p-triggers-doubled = Arriver avec { $door } déverrouillée déclenche sa capacité « quand vous déverrouillez cette porte » ; le permanent est un artefact ou une créature : elle se déclenche une fois de plus, { $n } en tout.
p-triggers-none = { $door } n'a pas de capacité « quand vous déverrouillez cette porte » : arriver avec elle déverrouillée ne déclenche rien.
p-triggers-uncast = { $card } est arrivée sans avoir été lancée : les deux portes sont verrouillées, aucune n'a été déverrouillée, rien ne se déclenche.
# Sunforger: the card found is cast from where it was found, one half (709.3).
p-found-cast = { $effect } la lance ensuite depuis { $from } sans payer son coût de mana, une seule de ses moitiés.
p-target-there = { $card } est dans le cimetière : elle peut y être ciblée.
p-target-gone = Lancée depuis un cimetière, la carte est passée sur la pile dès le début de son lancement : elle n'est plus dans le cimetière pour être ciblée.
p-target-cast-from = { $card } a été lancée depuis { $from }, pas un cimetière : sort sur la pile, elle n'est pas dans un cimetière pour être ciblée.
p-target-fused = Un sort fusionné n'est jamais lancé que depuis une main.
p-target-stack = { $card } est un sort sur la pile, pas une carte dans un cimetière : elle ne peut pas y être ciblée.
looks-card = une carte { $zone }
looks-spell = un sort sur la pile
looks-permanent = un permanent sur le champ de bataille
looks-spell-or-permanent = un sort sur la pile ou un permanent sur le champ de bataille
looks-own-spell = son propre sort sur la pile
p-instances = Résoudre { $names } { $times } ce tour-ci donne à chaque créature que vous contrôlez à ce moment { $instances } de la capacité déclenchée ; chacun se déclenche séparément. Des exemplaires supplémentaires du piétinement ou de la menace sont redondants, et les créatures dont vous prenez le contrôle ensuite n'ont rien.
times = { $n } fois
times-one = une fois
instances = { $n } exemplaires
instances-one = un exemplaire
looks-room = une Pièce sur le champ de bataille
p-with-x = { $answer }{ $x }
x-without-paying = { $effect } fait lancer le sort sans payer son coût de mana : X ne peut valoir que 0, il n'y a donc pas de X à annoncer.
x-not-a-spell = { $effect } regarde { $looks }, pas un sort sur la pile : X n'a de valeur que sur la pile et vaut 0 partout ailleurs.
# A cast mode (or a Room's doors) given to an effect that has no use for it.
mode-not-cast = { $effect } regarde { $looks }, qui n'est pas lancée : aucune moitié n'est choisie, { $flag } ne s'applique donc pas.
mode-every-cast = { $effect } répond pour toutes les façons de lancer { $card } à la fois (sa réponse nomme chacune de celles qui peuvent être lancées) : { $flag } n'en choisit donc aucune.
mode-whole-card = { $effect } cible { $looks } : la carte entière, quelle que soit la moitié qui serait lancée, { $flag } ne s'applique donc pas.
mode-copy-room = { $effect } copie { $card } telle qu'imprimée, pas la façon dont elle a été lancée : la copie n'a pas été lancée, ses deux portes sont donc verrouillées quelle que soit la porte lancée, et { $flag } ne s'applique pas.
doors-entering = { $effect } regarde { $card } au moment où elle arrive : elle arrive avec la porte lancée déverrouillée ({ $mode }), ou avec aucune, { $flag } ne s'applique donc pas.
doors-copy = { $effect } copie { $card }, mais les portes déverrouillées sont une désignation, pas une valeur copiable : les portes de la copie sont verrouillées quelles que soient celles de la Pièce, { $flag } ne s'applique donc pas.
p-not-here = { $effect } regarde { $looks } ; il n'a rien à dire de { $card } { $zone }.
name-one-half = On nomme une moitié d'une carte scindée, jamais plusieurs : choisissez { $faces }.
# Meddling Mage, Cabal Therapy: "choose a nonland card name" (201.4b: that half alone).
name-land-half = { $half } est un terrain : { $effect } choisit un nom de carte non-terrain, et un nom doté d'une qualité est celui d'une moitié qui l'a.
name-all-names = Selon les { $era }, nommer une carte scindée voulait dire nommer tous ses noms : nommez { $card }.
sym-generic = { $n } mana générique
sym-variable = { $v }, un nombre au choix
sym-colored = mana { $color }
sym-colorless = mana incolore
sym-snow = mana neigeux
sym-hybrid = mana { $a } ou { $b }
sym-twobrid = deux mana génériques ou mana { $color }
sym-phyrexian = mana { $color } ou 2 points de vie
sym-hybrid-phyrexian = mana { $a } ou { $b } ou 2 points de vie
unlock-no-cost = { $door } n'a pas de coût de mana, et un coût qui n'existe pas ne peut pas être payé : on ne peut pas la déverrouiller par une action spéciale, seulement par un effet qui la déverrouille.
unlock = Déverrouiller { $door } est une action spéciale : payez son coût de mana, { $cost }, à tout moment où vous pourriez lancer un rituel.
unlock-triggers-door = Déverrouiller { $door } déclenche sa capacité « quand vous déverrouillez cette porte ».
unlock-triggers-fully = { $door } est la dernière porte verrouillée : la déverrouiller déverrouille entièrement { $card }, ce qui déclenche les capacités « quand vous déverrouillez entièrement ».
cast-door-locked = { $door } est la porte qui a été lancée : elle est arrivée déverrouillée, elle n'est donc verrouillée que parce qu'un effet l'a verrouillée.
fully-unlocked = Toutes les portes de { $card } sont déverrouillées : elle est entièrement déverrouillée, et il ne reste aucune porte à déverrouiller.
# Errors in imported cards (`ImportError`: a JSON path, what is wrong, what was
# expected) and in the parsers under it. Literal braces, JSON keys and the English
# words a type line must use are arguments, never template text.
import-error = { $path } : { $problem } (attendu : { $expected })
json-error = JSON invalide à la ligne { $line }, colonne { $column } : { $problem }
json-too-big = le document fait { $bytes } octets ; { $max } au plus sont acceptés
json-trailing-text = texte inattendu après la valeur JSON
json-too-deep = imbriqué sur plus de { $max } niveaux
json-too-many-values = plus de { $max } valeurs
json-unexpected-end = le document s'arrête là où une valeur était attendue
json-expected-value = une valeur était attendue (objet, tableau, chaîne, nombre, true, false ou null)
json-expected-key = une clé entre guillemets était attendue
json-expected-colon = « : » était attendu après la clé
json-expected-object-separator = « , » ou « {"}"} » était attendu dans l'objet
json-expected-array-separator = « , » ou « ] » était attendu dans le tableau
json-bad-unicode-escape = quatre chiffres hexadécimaux étaient attendus après \u
json-unclosed-string = une chaîne n'est jamais fermée
json-unknown-escape = séquence d'échappement inconnue dans une chaîne
json-control-character = un caractère de contrôle dans une chaîne doit être échappé
json-bad-number = { $text } n'est pas un nombre
json-null = null
json-bool = un booléen
json-number = un nombre
json-string = une chaîne
json-array = un tableau
json-object = un objet
mana-error = coût de mana { $input } invalide à la position { $position } : { $problem }
mana-empty = le coût est vide ; écrivez { $zero } pour un coût nul
mana-too-long = le coût dépasse { $max } caractères
mana-expected-brace = « { $open } » était attendu, mais { $found } a été trouvé ; écrivez les coûts comme { $example }
mana-outside-braces = { $found } est hors des accolades
mana-unclosed = une accolade « { $open } » n'est jamais fermée par « { $close } »
mana-empty-symbol = symbole de mana vide { $symbol }
mana-too-large = le mana générique { $symbol } est trop grand
mana-unknown-symbol = symbole de mana inconnu { $symbol } : { $symbols } était attendu
mana-unknown = symbole de mana inconnu { $symbol }
mana-symbols = un nombre, { $letters }, un symbole hybride comme { $hybrid } ou { $twobrid }, ou un symbole phyrexian comme { $phyrexian }
type-error = ligne de type { $input } invalide : { $problem }
type-too-long = plus de { $max } caractères
type-more-than-one-dash = plus d'un tiret
type-supertype-after-types = le supertype { $word } doit précéder les types de carte
type-not-a-type = { $word } n'est ni un type de carte ni un supertype (types de carte, en anglais : { $types })
type-no-card-type = aucun type de carte (comme { $a } ou { $b })
type-nothing-after-dash = rien après le tiret
# What is wrong (`ImportError::problem`).
ip-is = est { $what }
ip-document-is = le document est { $what }
ip-list-without-data = un objet liste sans { $key }
ip-no-cards = aucune carte
ip-cards = { $n } cartes
ip-twice = { $name } apparaît deux fois
ip-missing = champ absent
ip-too-long = { $n } caractères de long
ip-not-split-layout = { $layout } n'est pas une disposition de carte scindée
ip-faces-none = aucune face
ip-faces-one = une seule face
ip-faces = { $n } faces
ip-empty = vide
ip-contains = { $name } contient { $part }
ip-face-name-twice = { $name } est déjà le nom de { $other }
ip-name-mismatch = { $name } ne correspond pas à ses faces
ip-aftermath-faces = une carte avec répercussion qui a plus de deux faces
ip-room-doors = une Pièce avec plus de deux portes
ip-kind-mismatch = { $given }, mais ses faces en font { $made }
# What was expected (`ImportError::expected`).
ie-document = un objet carte Scryfall, un tableau de cartes ou un objet liste
ie-card-array = un tableau de cartes
ie-data = { $key } : [cartes]
ie-at-least-one-card = au moins une carte
ie-at-most-cards = { $max } cartes au plus
ie-one-card = une seule carte
ie-each-card-once = chaque carte une seule fois
ie-at-most-characters = { $max } caractères au plus
ie-card-object = un objet carte
ie-face-array = un tableau de faces
ie-face-array-two = un tableau d'au moins deux faces
ie-two-or-more-faces = au moins deux faces
ie-at-most-faces = { $max } faces au plus
ie-two-faces = deux faces
ie-face-object = un objet face
ie-face-name = un nom de face sans { $part }
ie-face-name-unique = un nom qu'aucune autre face de la carte n'a (une moitié se choisit par son nom)
ie-cost = un coût comme { $a } ou { $b }
ie-type-line = une ligne de type comme { $a } ou { $b }
ip-not-color-letters = n'est pas un tableau de lettres de couleur
ie-color-indicator = un tableau de lettres de couleur, chacune parmi { $letters }
# The engine's errors (`EngineError::msg`). What the user typed is a `Value` argument
# (quoted the language's way); the accepted words (zones, modes, eras …) are the
# language-neutral words of links and of the command line.
err-unknown-card = aucune carte scindée ne s'appelle { $query }{ $suggest }
err-did-you-mean =  ; vouliez-vous dire { $names } ?
err-ambiguous-card = { $query } est le nom d'une moitié de plusieurs cartes : { $cards } ; donnez le nom complet
err-bad-value = { $value } n'est pas valide comme { $what } ; attendu : { $expected }
err-missing-value = valeur manquante ({ $what }) ; attendu : { $expected }
err-impossible = { $reason } (règle { $rules })
# What a bad value was meant to be (`error::Field`), without an article, so that no
# word of the sentence around it agrees with it.
what-zone = zone
what-mode = mode de lancement
what-origin = zone d'origine
what-doors = choix de portes déverrouillées
what-era = version des règles
what-search-term = terme de recherche
what-effect = effet
what-number = nombre
what-name = nom
# What would be right (`EngineError::BadValue::expected`).
one-of = une valeur parmi { $list }
ex-era = { $eras }, ou une date comme { $example } (à partir du { $first })
ex-era-month = une date dont le mois va de { $first } à { $last }
ex-era-day = une date qui existe : { $month } compte { $days } jours
ex-closing-quote = un guillemet fermant ({ $quote })
ex-whole-number = un nombre entier, comme { $a } ou { $b }
ex-whole-number-to = un nombre entier de 0 à { $max }
ex-color-letters = des lettres de couleur { $letters }, ou { $c } (incolore) / { $m } (multicolore)
ex-search-term = des mots du nom, { $syntax }, avec { $minus } pour exclure
ex-number-chosen = un nombre ({ $flag }) : cet effet demande d'en choisir un
ex-number-times = un nombre de résolutions ({ $flag }) : au moins { $min }
ex-name-chosen = un nom de carte ({ $flag }) : { $effect } demande d'en choisir un
ex-name-blank = un nom de carte qui ne soit pas vide : { $effect } demande d'en choisir un
ex-cast-mode-half = un mode de lancement ({ $flag }) : quelle moitié est lancée ?
ex-cast-mode-spell = un mode de lancement ({ $flag }) : l'effet regarde le sort
# Words and phrases (messages::phrase): colors, zones, origins, card types, eras.
color-white = blanc
color-blue = bleu
color-black = noir
color-red = rouge
color-green = vert
colorless = incolore
zone-name-library = bibliothèque
zone-name-hand = main
zone-name-stack = pile
zone-name-battlefield = champ de bataille
zone-name-graveyard = cimetière
zone-name-exile = exil
zone-name-outside = hors de la partie
kind-split = carte scindée
kind-fuse = carte scindée avec fusion
kind-aftermath = carte scindée avec répercussion
kind-room = Pièce (enchantement scindé)
kind-other = carte scindée non officielle en plusieurs parties
zone-in-library = dans la bibliothèque
zone-in-hand = dans une main
zone-in-stack = sur la pile
zone-in-battlefield = sur le champ de bataille
zone-in-graveyard = dans un cimetière
zone-in-exile = en exil
zone-in-outside = hors de la partie
color-mana-white = blanc
color-mana-blue = bleu
color-mana-black = noir
color-mana-red = rouge
color-mana-green = vert
# Spell and enchantment subtypes a split card's type line may show (Room is the
# catalogue's), as French and German cards print them.
subtype-Room = Pièce
subtype-Adventure = Aventure
subtype-Arcane = Arcane
cardtype-Artifact = artefact
cardtype-Battle = bataille
cardtype-Conspiracy = conspiration
cardtype-Creature = créature
cardtype-Dungeon = donjon
cardtype-Enchantment = enchantement
cardtype-Instant = éphémère
cardtype-Kindred = tribal
cardtype-Land = terrain
cardtype-Phenomenon = phénomène
cardtype-Plane = plan
cardtype-Planeswalker = planeswalker
cardtype-Scheme = machination
cardtype-Sorcery = rituel
cardtype-Vanguard = avant-garde
era-current = règles actuelles (Duskmourn, depuis septembre 2024)
era-2021 = règles des Royaumes oubliés (juillet 2021 – septembre 2024)
era-2021-04 = règles de Strixhaven (avril 2021 – juillet 2021)
era-2017 = règles d'Amonkhet (avril 2017 – avril 2021)
era-2013 = règles du Labyrinthe du dragon (avril 2013 – avril 2017)
era-2009 = règles de Magic 2010 (juillet 2009 – avril 2013)
era-2006 = règles de Discorde (mai 2006 – juillet 2009)
era-2000 = règles d'Invasion (octobre 2000 – mai 2006)
from-hand = votre main
from-library = votre bibliothèque
from-graveyard = votre cimetière
from-exile = l'exil
from-stack = la pile
from-battlefield = le champ de bataille
from-outside = l'extérieur de la partie
from-opponent-hand = la main d'un adversaire
from-opponent-graveyard = le cimetière d'un adversaire
from-opponent-library = la bibliothèque d'un adversaire
# What each effect probe does, in our words (probes::Effect::text).
fx-magnivore = Gagne +1/+1 pour chaque carte de rituel dans tous les cimetières.
fx-blightning = Inflige 3 blessures au joueur ciblé ; ce joueur se défausse de deux cartes.
fx-nightshade-assassin = Quand il arrive, vous pouvez révéler X cartes noires de votre main ; la créature ciblée gagne -X/-X.
fx-snapcaster-mage = Une carte d'éphémère ou de rituel ciblée dans votre cimetière acquiert la rétrospective jusqu'à la fin du tour ; son coût de rétrospective est égal à son coût de mana.
fx-past-in-flames = Chaque carte d'éphémère et de rituel dans votre cimetière acquiert la rétrospective jusqu'à la fin du tour ; son coût de rétrospective est égal à son coût de mana.
fx-force-of-will = Vous pouvez payer 1 point de vie et exiler une carte bleue de votre main plutôt que payer son coût de mana.
fx-glittering-wish = Vous pouvez révéler une carte multicolore que vous possédez hors de la partie et la mettre dans votre main.
fx-dark-confidant = Au début de votre entretien, révélez la carte du dessus de votre bibliothèque et mettez-la dans votre main ; vous perdez un nombre de points de vie égal à sa valeur de mana.
fx-duskmantle-seer = Au début de votre entretien, chaque joueur révèle la carte du dessus de sa bibliothèque, perd un nombre de points de vie égal à sa valeur de mana, puis la met dans sa main.
fx-infernal-genesis = Au début de l'entretien de chaque joueur, ce joueur meule une carte et crée un jeton de créature 1/1 Serviteur pour chaque point de sa valeur de mana.
fx-counterbalance = À chaque fois qu'un adversaire lance un sort, vous pouvez révéler la carte du dessus de votre bibliothèque ; si vous faites ainsi, contrecarrez ce sort s'il a la même valeur de mana que la carte révélée.
fx-isochron-scepter = Empreinte : quand il arrive, vous pouvez exiler de votre main une carte d'éphémère avec une valeur de mana inférieure ou égale à 2.
fx-sunforger = Cherchez dans votre bibliothèque une carte d'éphémère rouge ou blanche avec une valeur de mana inférieure ou égale à 4 et lancez-la sans payer son coût de mana.
fx-spellseeker = Quand Spellseeker arrive, vous pouvez chercher dans votre bibliothèque une carte d'éphémère ou de rituel avec une valeur de mana inférieure ou égale à 2, la révéler et la mettre dans votre main, puis mélanger.
fx-bring-to-light = Convergence — cherchez dans votre bibliothèque une carte de créature, d'éphémère ou de rituel avec une valeur de mana inférieure ou égale au nombre de couleurs de mana dépensé pour la lancer (le nombre), exilez-la, puis mélangez. Vous pouvez la lancer sans payer son coût de mana.
fx-fireminds-foresight = Cherchez dans votre bibliothèque une carte d'éphémère avec une valeur de mana de 3, une autre avec une valeur de mana de 2 et une autre avec une valeur de mana de 1.
fx-meddling-mage = Au moment où il arrive, choisissez un nom de carte non-terrain ; les sorts avec le nom choisi ne peuvent pas être lancés.
fx-iona-shield-of-emeria = Au moment où elle arrive, choisissez une couleur (ici le vert) ; vos adversaires ne peuvent pas lancer de sorts de la couleur choisie.
fx-cabal-therapy = Choisissez un nom de carte non-terrain ; le joueur ciblé révèle sa main et se défausse de toutes les cartes ayant ce nom.
fx-void = Choisissez un nombre ; détruisez chaque artefact et chaque créature avec cette valeur de mana, puis le joueur ciblé révèle sa main et se défausse de chaque carte non-terrain avec cette valeur de mana.
fx-twincast = Copiez le sort d'éphémère ou de rituel ciblé ; vous pouvez choisir de nouvelles cibles pour la copie.
fx-error = Contrecarrez le sort multicolore ciblé.
fx-enemy-of-the-guildpact = Protection contre le multicolore : il ne peut pas être la cible de sorts multicolores.
fx-red-elemental-blast = Contrecarrez le sort bleu ciblé (ou détruisez le permanent bleu ciblé).
fx-pyroblast = Contrecarrez le sort ciblé s'il est bleu (ou détruisez le permanent ciblé s'il est bleu).
fx-chalice-of-the-void = À chaque fois qu'un joueur lance un sort avec une valeur de mana égale au nombre de marqueurs « charge » sur lui, contrecarrez ce sort.
fx-expansion = Copiez le sort d'éphémère ou de rituel ciblé avec une valeur de mana inférieure ou égale à 4.
fx-violent-outburst = Cascade (valeur de mana 3) : exilez des cartes du dessus de votre bibliothèque jusqu'à exiler une carte non-terrain avec une valeur de mana inférieure ; vous pouvez la lancer sans payer son coût de mana si la valeur de mana du sort qui en résulte est inférieure à 3.
fx-goblin-dark-dwellers = Quand ils arrivent, vous pouvez lancer depuis votre cimetière la carte d'éphémère ou de rituel ciblée avec une valeur de mana inférieure ou égale à 3 sans payer son coût de mana.
fx-electrodominance = Inflige X blessures à n'importe quelle cible ; vous pouvez lancer depuis votre main un sort avec une valeur de mana inférieure ou égale à X sans payer son coût de mana.
fx-kari-zevs-expertise = Acquérez le contrôle de la créature ou du Véhicule ciblé jusqu'à la fin du tour, dégagez-le, il acquiert la célérité ; vous pouvez lancer depuis votre main une carte avec une valeur de mana inférieure ou égale à 2 sans payer son coût de mana. (Le texte d'Aether Revolt, auquel répond la décision d'Amonkhet : il teste la carte en main. Le texte Oracle d'aujourd'hui dit « un sort », ce qui teste la moitié lancée, comme Electrodominance.)
fx-sword-of-once-and-future = À chaque fois que la créature équipée inflige des blessures de combat à un joueur, surveillez 2 ; ensuite, vous pouvez lancer depuis votre cimetière un sort d'éphémère ou de rituel avec une valeur de mana inférieure ou égale à 2 sans payer son coût de mana (il est exilé au lieu d'aller dans votre cimetière).
fx-omniscience = Vous pouvez lancer des sorts depuis votre main sans payer leur coût de mana.
fx-mindclaw-shaman = Quand il arrive, regardez la main de l'adversaire ciblé ; vous pouvez lancer un sort d'éphémère ou de rituel parmi ces cartes sans payer son coût de mana.
fx-crook-of-condemnation = Exilez la carte ciblée d'un cimetière.
fx-panharmonicon = Si un artefact ou une créature arrivant sur le champ de bataille fait se déclencher une capacité déclenchée d'un permanent que vous contrôlez, elle se déclenche une fois de plus.
fx-driven-despair = Driven : jusqu'à la fin du tour, les créatures que vous contrôlez acquièrent le piétinement et « À chaque fois que cette créature inflige des blessures de combat à un joueur, piochez une carte. » Despair : de même avec la menace et « … ce joueur se défausse d'une carte. »
fx-copy-enchantment = Vous pouvez faire qu'il arrive en tant que copie de n'importe quel enchantement sur le champ de bataille.
fx-feed-the-swarm = Détruisez une créature ou un enchantement ciblé qu'un adversaire contrôle. Vous perdez un nombre de points de vie égal à la valeur de mana de ce permanent.
fx-pithing-needle = Au moment où il arrive, choisissez un nom de carte. Les capacités activées des sources ayant le nom choisi ne peuvent pas être activées, sauf s'il s'agit de capacités de mana.
# The messages that name the mana value, as the rules before April 2021 said it:
# "converted mana cost" (`Msg::in_era`).
off-mv-cmc = Hors de la pile, le coût converti de mana est la somme des coûts convertis de mana de ses moitiés : { $sum }.{ $x }
old-mv-cmc = Le coût converti de mana propre de { $names }, { $mv } : selon ces règles, la carte en avait un par moitié.{ $x }
old-mv-combined-cmc = Le coût converti de mana propre de { $names }, { $mv } : selon ces règles, la carte avait un ensemble de caractéristiques par moitié ; un effet qui demandait le coût converti de mana de la carte obtenait les valeurs des moitiés combinées, { $sum }.{ $x }
half-mv-cmc = Sur la pile, le coût converti de mana est seulement celui de la moitié lancée : { $mv }.{ $x }
fused-mv-cmc = Un sort scindé fusionné a un seul coût converti de mana, le total de ceux de ses moitiés : { $sum }.{ $x }
h-mana-values-cmc = coût converti de mana { $list }
values-one-cmc = coût converti de mana { $mv }
values-halves-cmc = un coût converti de mana par moitié, { $parts }
p-value-one-cmc = Hors de la pile, { $card } a son { $values } combiné : { $total } { $unit }.
p-values-cmc = Révélée, elle a { $values } : elle correspond aux sorts de coût converti de mana { $list }.
p-values-either-cmc = Révélée, elle a { $values } ; une comparaison donnait oui si l'une des moitiés correspondait : elle correspond aux sorts de coût converti de mana { $list }.
p-match-yes-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) : oui.
p-match-no-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) : non.
p-imprint-yes-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) : oui. { $effect } copie la carte, pas un sort : la copie garde toutes ses moitiés et peut être lancée comme { $castable } (une copie d'un sort, comme avec Twincast, n'est que la moitié lancée).
p-match-each-yes-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) ; chaque critère était rempli si l'une des moitiés le remplissait : oui.
p-match-each-no-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) ; chaque critère était rempli si l'une des moitiés le remplissait : non.
p-match-half-yes-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) ; oui si une moitié remplissait à elle seule tous les critères : oui.
p-match-half-no-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) ; oui si une moitié remplissait à elle seule tous les critères : non.
p-match-whole-yes-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) ; { $whole } : oui.
p-match-whole-no-cmc = { $what } est { $colors } ({ $types }, coût converti de mana { $mv }) ; { $whole } : non.
p-slots-cmc = Avec { $values }, elle peut être trouvée pour le coût converti de mana { $hit }.
p-slots-none-cmc = Avec { $values }, elle ne correspond à aucune des valeurs { $slots }.
p-cascade-stops-cmc = Avec { $values }, elle est inférieure à { $value } : la cascade s'arrête sur elle ; ce qui peut être lancé : { $castable }.
p-cascade-land-cmc = { $card } est une carte de terrain ({ $types }) : la cascade l'exile et continue, quel que soit son coût converti de mana.
p-cascade-passes-cmc = Avec { $values }, elle n'est pas inférieure à { $value } : la cascade l'exile et continue.
refused-mv-cmc = { $half } (coût converti de mana { $mv })
fails-mv-cmc = coût converti de mana { $mv }, pas { $limit }
table-mana-value-cmc = coût converti de mana
table-spell-cmc = ccm { $mv } { $colors }

# Words joined into lists, and how an older rule is shown with its era.
word-and = et
word-or = ou
word-nothing = rien
rules-of-current = règles actuelles
rules-of-2021-04 = règles d'avril 2021
rules-of = règles de { $era }
cited-older = { $number } ({ $rules })
cited-name-a-card = Glossaire : Nommer une carte ({ $rules })

## The Comprehensive Rules cited, in our words: `rule-` and the number (dots as
## underscores); an older rule also `--` and its era.

rule-105_2b = Un objet multicolore est de deux couleurs ou plus parmi les cinq.
rule-107_3 = {"{X}"} représente un nombre choisi par le joueur.
rule-107_3b = Lancé sans payer son coût de mana (ni un coût alternatif comprenant X), un sort ne peut avoir que 0 pour X.
rule-113_2c = Un objet peut avoir plusieurs exemplaires d'une même capacité ; chacun fonctionne séparément (chacun se déclenche à part).
rule-116_2m = Déverrouiller une porte d'une Pièce est une action spéciale.
rule-118_6 = Un objet sans coût de mana a un coût impossible à payer : seul un coût alternatif, ou le lancer sans payer son coût de mana, permet de le lancer.
rule-201_4b = Nommer une carte, c'est nommer une moitié d'une carte scindée, jamais les deux.
rule-202_1 = Le coût de mana d'une carte est imprimé dans son coin supérieur droit.
rule-202_1b = Certains objets n'ont pas de coût de mana (aucun symbole à sa place) : ce n'est pas un coût de {"{0}"}, mais un coût impossible à payer.
rule-202_2 = Les couleurs d'un objet viennent des symboles de mana de son coût.
rule-202_2e = Un objet qui a un indicateur de couleur (204) est de chaque couleur qu'il indique.
rule-202_3 = La valeur de mana est la quantité totale de mana d'un coût, quelle que soit sa couleur.
rule-202_3a = Un objet sans coût de mana a une valeur de mana de 0.
rule-202_3d = Une carte scindée hors de la pile, ou un sort fusionné, a la valeur de mana combinée ; une moitié lancée a la sienne.
rule-202_3e = {"{X}"} vaut 0, sauf sur la pile, où il vaut le nombre choisi.
rule-205_2a = Les types de carte : artefact, bataille, créature, enchantement, éphémère, terrain, rituel …
rule-205_3h = Les enchantements ont leurs propres sous-types, les types d'enchantement : Pièce (depuis Duskmourn) en est un, comme Aura et Saga.
rule-304_4 = Une carte d'éphémère ne peut pas arriver sur le champ de bataille ; elle reste où elle est.
rule-305_1 = Jouer un terrain est une action spéciale, non le lancer : un terrain ne va jamais sur la pile et n'est jamais un sort.
rule-305_9 = Un objet qui est à la fois un terrain et d'un autre type de carte ne peut être joué que comme terrain ; il ne peut pas être lancé comme sort.
rule-307_4 = Une carte de rituel ne peut pas arriver sur le champ de bataille ; elle reste où elle est.
rule-601_2a = Pour lancer un sort, le joueur déplace la carte sur la pile.
rule-601_2f = Le coût total est le coût de mana (ou un coût alternatif), plus les coûts supplémentaires et les modifications de coût.
rule-601_3 = Un joueur ne peut lancer un sort que si une règle ou un effet permet de le lancer depuis sa zone ; normalement, c'est la main.
rule-601_3e = Les effets qui vérifient ce qui est lancé regardent la moitié lancée, ou le sort fusionné.
rule-608_2n = Un sort d'éphémère ou de rituel va dans le cimetière de son propriétaire quand il finit de se résoudre.
rule-608_3 = Un sort de permanent qui se résout arrive sur le champ de bataille.
rule-611_2c = Un effet continu d'un sort qui se résout et modifie les caractéristiques d'objets n'affecte que les objets présents quand il commence.
rule-702_1b = Une capacité conférée, comme le flashback, utilise le coût de mana de la moitié lancée.
rule-702_16b = Protection contre une qualité : l'objet ne peut pas être la cible de sorts ayant cette qualité (protection contre le multicolore : les sorts multicolores).
rule-702_85a = La cascade s'arrête sur une carte d'après sa valeur de mana combinée, et lance la moitié d'après celle de la moitié.
rule-702_102a = La fusion ne fonctionne que si la carte est dans la main de son lanceur ; les deux moitiés peuvent alors être lancées comme un seul sort.
rule-702_102b = Un sort scindé fusionné a les caractéristiques combinées de ses moitiés.
rule-702_102c = Le coût total d'un sort scindé fusionné inclut les coûts de mana des deux moitiés.
rule-702_102d = Un sort scindé fusionné se résout en commençant par la moitié gauche, puis la moitié droite.
rule-702_127a = Répercussion : la moitié ne peut être lancée que depuis un cimetière ; lancée ainsi, elle est exilée chaque fois qu'elle quitte la pile.
rule-707_10 = La copie d'un sort copie la moitié qui a été lancée ; la copie d'un sort fusionné est fusionnée.
rule-709_1 = Une carte scindée a deux moitiés sur une seule carte (les cartes Un- et de test en ont parfois plus).
rule-709_2 = Une carte scindée est une seule carte : la compter, la piocher ou la défausser compte pour une.
rule-709_3 = Pour lancer une carte scindée, le joueur choisit une moitié avant de la mettre sur la pile.
rule-709_3a = Seule la moitié choisie est examinée pour savoir si elle peut être lancée.
rule-709_3b = Sur la pile, seules les caractéristiques de la moitié choisie existent.
rule-709_3c = Une copie d'une carte scindée garde les deux moitiés ; pour lancer la copie, on choisit de nouveau une moitié.
rule-709_4 = Dans toutes les zones sauf la pile, les caractéristiques d'une carte scindée sont celles de ses moitiés combinées.
rule-709_4a = Une carte scindée a le nom de chaque moitié ; la nommer, c'est nommer l'un d'eux.
rule-709_4b = Son coût de mana est le coût combiné ; chaque symbole reste celui de sa moitié.
rule-709_4c = Elle a tous les types de carte de ses moitiés et toutes les capacités des deux cadres de texte.
rule-709_4d = Un sort scindé fusionné sur la pile a lui aussi les caractéristiques combinées.
rule-709_5 = Pièces : sur le champ de bataille, une porte verrouillée n'a ni nom, ni coût de mana, ni texte de règles.
rule-709_5a = Les moitiés d'une Pièce partagent la ligne de type Enchantement — Pièce.
rule-709_5b = Chaque moitié d'une Pièce existe pour la copie, même sur la pile.
rule-709_5c = Une porte n'est déverrouillée que tant qu'elle a sa désignation « déverrouillée ».
rule-709_5d = Une Pièce arrive avec la porte lancée déverrouillée ; si elle arrive sans avoir été lancée, les deux sont verrouillées.
rule-709_5e = Déverrouiller une porte : payer son coût de mana, comme action spéciale, quand on pourrait lancer un rituel.
rule-709_5f = Un effet peut déverrouiller une porte.
rule-709_5g = Un effet peut verrouiller une porte.
rule-709_5h = « Quand vous déverrouillez cette porte » se déclenche chaque fois que cette porte devient déverrouillée.
rule-709_5i = « Déverrouiller entièrement » se déclenche quand la seconde porte devient déverrouillée.
rule-709_5j = Une porte est une moitié d'un permanent Pièce.
rule-903_4 = L'identité couleur d'une carte, ce sont les couleurs des symboles de mana de ses coûts et de son texte de règles, et de ses indicateurs de couleur.

## Older rules, as the rules of their era said them.

rule-505_2--2000 = Hors de la pile, une carte scindée avait deux ensembles de caractéristiques ; sur la pile, seule la moitié jouée existait.
rule-505_3--2000 = Une carte scindée dont les moitiés avaient des symboles de couleurs différentes était multicolore, sauf en tant que sort : un sort n'avait que la couleur de la moitié jouée.
rule-505_4--2000 = Une carte scindée était une seule carte.
rule-505_5--2000 = Une caractéristique demandée à une carte scindée hors de la pile obtenait les valeurs des moitiés combinées (Assault // Battery : 1 + 4 = 5).
rule-505_6--2000 = Une question oui/non sur une carte scindée hors de la pile recevait une seule réponse : oui si l'une des moitiés correspondait à la valeur donnée.
rule-name-a-card--2000 = Glossaire, « Nommer une carte » : nommer une carte scindée voulait dire nommer tous ses noms.
rule-505_2--2006 = Hors de la pile, une carte scindée avait deux ensembles de caractéristiques et deux coûts convertis de mana ; sur la pile, seulement ceux de la moitié jouée.
rule-505_3--2006 = Une carte scindée aux moitiés de couleurs différentes était multicolore hors de la pile ; un sort n'avait que la couleur de la moitié jouée.
rule-505_4--2006 = Une carte scindée était une seule carte.
rule-505_5--2006 = Une caractéristique demandée à une carte scindée hors de la pile obtenait deux réponses, une par moitié (Infernal Genesis : « 1, et 4 » — cinq jetons).
rule-505_6--2006 = Une comparaison donnait oui si l'une des moitiés correspondait, chaque caractéristique étant comparée séparément (la couleur d'une moitié avec la valeur de mana de l'autre) ; une comparaison négative donnait le contraire.
rule-name-a-card--2006 = Glossaire, « Nommer une carte » : il fallait nommer tous les noms d'une carte scindée.
# The Magic 2010 rules (July 2009 to Dragon's Maze): the document renumbered, the
# Dissension rules' substance at 708 (505.2–505.6 → 708.2–708.6), naming a card 201.3.
rule-708_2--2009 = Hors de la pile, une carte scindée avait deux ensembles de caractéristiques et deux coûts convertis de mana ; un sort n'avait que les caractéristiques de la moitié lancée.
rule-708_3--2009 = Une carte scindée aux moitiés de couleurs différentes était multicolore hors de la pile ; un sort n'avait que la couleur de la moitié lancée.
rule-708_4--2009 = Une carte scindée était une seule carte.
rule-708_5--2009 = Une caractéristique demandée à une carte scindée hors de la pile obtenait deux réponses, une par moitié.
rule-708_6--2009 = Une comparaison donnait oui si l'une des moitiés correspondait, chaque caractéristique étant comparée séparément ; une comparaison négative donnait le contraire.
rule-201_3--2009 = Nommer une carte : une carte scindée se nommait en nommant ses deux moitiés.
rule-708_2--2013 = Hors de la pile, deux ensembles de caractéristiques et deux coûts convertis de mana ; un sort n'avait que ceux de la moitié lancée ; un sort fusionné, deux ensembles et UN SEUL coût converti de mana.
rule-708_2a--2013 = Pour lancer une carte scindée sans la fusion, le joueur choisissait la moitié ; seule cette moitié était évaluée.
rule-708_2b--2013 = Lancées depuis la main avec la fusion, les deux moitiés pouvaient être lancées comme un seul sort ; les deux étaient évaluées.
rule-708_3--2013 = Hors de la pile, une carte scindée aux moitiés de couleurs différentes était multicolore ; un sort n'avait que les couleurs de la ou des moitiés lancées.
rule-708_4--2013 = Une carte scindée était une seule carte.
rule-708_5--2013 = Une caractéristique demandée à une carte scindée hors de la pile, ou à un sort fusionné, obtenait deux réponses ; le coût converti de mana d'un sort fusionné, une seule.
rule-708_6--2013 = Une comparaison portant sur une carte scindée hors de la pile, ou sur un sort fusionné, obtenait une seule réponse : oui si l'une des moitiés répondait oui (708.6a) ; une comparaison négative donnait le contraire (708.6b).
rule-708_7--2013 = Nommer une carte scindée voulait dire nommer l'un de ses deux noms, pas les deux.
rule-702_101a--2013 = La fusion ne fonctionnait que si la carte était dans la main de son lanceur : lancées depuis là, les deux moitiés pouvaient l'être comme un seul sort scindé fusionné.
rule-702_101b--2013 = Fusion (numérotation de Dragon's Maze) : un sort scindé fusionné avait deux ensembles de caractéristiques et un seul coût converti de mana.
rule-702_101c--2013 = Le coût total d'un sort scindé fusionné incluait les coûts de mana des deux moitiés.
rule-702_101d--2013 = Un sort scindé fusionné se résolvait en commençant par la moitié gauche, puis la moitié droite.
rule-601_2e--2013 = Le coût total était le coût de mana (ou un coût alternatif), plus les coûts supplémentaires et les modifications de coût.
rule-706_10--2013 = La copie d'un sort copiait ses caractéristiques et chaque décision prise pour lui : la copie d'un sort scindé était celle de la ou des moitiés lancées.
rule-702_84a--2013 = Cascade : exiler les cartes du dessus de la bibliothèque jusqu'à une carte non-terrain de coût converti de mana inférieur ; elle pouvait être lancée sans payer son coût de mana.
# The Amonkhet rules as numbered when they began (April 2017): today's model, with split
# cards at 708 (709 from July 2021), fuse at 702.101 and aftermath at 702.126 (702.102
# and 702.127 from April 2021), and "converted mana cost" (mana value from April 2021).
rule-708_1--2017 = Une carte scindée avait deux moitiés sur une seule carte.
rule-708_2--2017 = Une carte scindée était une seule carte : la compter, la piocher ou la défausser comptait pour une.
rule-708_3--2017 = Pour lancer une carte scindée, le joueur choisissait une moitié avant de la mettre sur la pile.
rule-708_3a--2017 = Seule la moitié choisie était examinée pour savoir si elle pouvait être lancée.
rule-708_3b--2017 = Sur la pile, seules les caractéristiques de la moitié choisie existaient, son coût converti de mana compris.
rule-708_4--2017 = Dans toutes les zones sauf la pile, les caractéristiques d'une carte scindée étaient celles de ses moitiés combinées (un changement par rapport aux règles précédentes).
rule-708_4a--2017 = Une carte scindée avait le nom de chaque moitié ; la nommer, c'était nommer l'un d'eux, jamais les deux.
rule-708_4b--2017 = Son coût de mana était le coût combiné ; ses couleurs et son coût converti de mana en découlaient.
rule-708_4c--2017 = Elle avait tous les types de carte de ses moitiés et toutes les capacités des deux cadres de texte.
rule-708_4d--2017 = Un sort scindé fusionné sur la pile avait lui aussi les caractéristiques combinées.
rule-702_101a--2017 = La fusion ne fonctionnait que si la carte était dans la main de son lanceur ; les deux moitiés pouvaient alors être lancées comme un seul sort.
rule-702_101b--2017 = Un sort scindé fusionné avait les caractéristiques combinées de ses moitiés, un seul coût converti de mana.
rule-702_101c--2017 = Le coût total d'un sort scindé fusionné incluait les coûts de mana des deux moitiés.
rule-702_101d--2017 = Un sort scindé fusionné se résolvait en commençant par la moitié gauche, puis la moitié droite.
rule-702_126a--2017 = Répercussion : la moitié ne pouvait être lancée que depuis un cimetière ; lancée ainsi, elle était exilée chaque fois qu'elle quittait la pile.
rule-708_3c--2017 = La copie d'une carte scindée gardait ses deux moitiés ; lancer la copie faisait de nouveau choisir une moitié.
# General rules as the CR of August 2017 (the earliest text checked) numbered them.
rule-202_3d--2017 = {"{X}"} valait 0, sauf sur la pile, où il valait le nombre choisi.
rule-112_2c--2017 = Un objet pouvait avoir plusieurs exemplaires d'une même capacité ; chacun fonctionnait séparément (chacun se déclenchait à part).
rule-117_6--2017 = Un objet sans coût de mana avait un coût impossible à payer : seul un coût alternatif, ou le lancer sans payer son coût de mana, permettait de le lancer.
rule-608_2k--2017 = Un sort d'éphémère ou de rituel allait dans le cimetière de son propriétaire quand il finissait de se résoudre.
rule-706_10--2017 = La copie d'un sort copiait le sort et chaque choix fait pour lui : la moitié lancée ; la copie d'un sort fusionné était fusionnée.
rule-702_84a--2017 = Cascade : exiler les cartes du dessus de la bibliothèque jusqu'à une carte non-terrain de coût converti de mana inférieur ; elle pouvait être lancée sans payer son coût de mana.
# The Strixhaven rules (CR of 22 April 2021): fuse 702.102 and aftermath 702.127 as
# today, "mana value", split cards still 708 and copying 706.10 until July 2021.
rule-708_1--2021-04 = Une carte scindée avait deux moitiés sur une seule carte.
rule-708_2--2021-04 = Une carte scindée était une seule carte : la compter, la piocher ou la défausser comptait pour une.
rule-708_3--2021-04 = Pour lancer une carte scindée, le joueur choisissait une moitié avant de la mettre sur la pile.
rule-708_3a--2021-04 = Seule la moitié choisie était examinée pour savoir si elle pouvait être lancée.
rule-708_3b--2021-04 = Sur la pile, seules les caractéristiques de la moitié choisie existaient.
rule-708_3c--2021-04 = La copie d'une carte scindée gardait ses deux moitiés ; lancer la copie faisait de nouveau choisir une moitié.
rule-708_4--2021-04 = Dans toutes les zones sauf la pile, les caractéristiques d'une carte scindée étaient celles de ses moitiés combinées.
rule-708_4a--2021-04 = Une carte scindée avait le nom de chaque moitié ; la nommer, c'était nommer l'un d'eux, jamais les deux.
rule-708_4b--2021-04 = Son coût de mana était le coût combiné, ses couleurs et sa valeur de mana en découlaient ; un effet qui regardait ses symboles voyait ceux de chaque moitié.
rule-708_4c--2021-04 = Elle avait tous les types de carte de ses moitiés et toutes les capacités des deux cadres de texte.
rule-708_4d--2021-04 = Un sort scindé fusionné sur la pile avait lui aussi les caractéristiques combinées.
rule-706_10--2021-04 = La copie d'un sort copiait le sort et chaque choix fait pour lui : la moitié lancée ; la copie d'un sort fusionné était fusionnée.
rule-608_2m--2021-04 = Un sort d'éphémère ou de rituel allait dans le cimetière de son propriétaire quand il finissait de se résoudre.
# The Forgotten Realms rules (CR of 23 July 2021): today's numbers but these.
rule-608_2m--2021 = Un sort d'éphémère ou de rituel allait dans le cimetière de son propriétaire quand il finissait de se résoudre.
