# The rules engine's words in English: its explanations, errors and the one-line summaries
# of the Comprehensive Rules it cites. `{ $name }` is an argument the engine fills in; a
# literal brace or mana symbol is a string literal, `{"{X}"}`. Every message is in
# en.ftl, fr.ftl and de.ftl with the same arguments, or the build fails.


## Explanations and errors

empty = {""}
plain = { $text }
# Characteristics off the stack (709.4).
off-names = Off the stack a split card has the names of all its halves; it has a name if any half has it.
off-cost = Off the stack the mana cost is the halves' costs combined: { $costs }.
off-mv = Off the stack the mana value is the sum of its halves' mana values: { $sum }.{ $x }
off-colors = Off the stack it has the colors of all its halves: { $colors }.
off-types = Off the stack it has every card type, supertype and subtype of its halves.
off-text = Off the stack it has the rules text of every half.
x-zero = {" "}X counts as 0 off the stack.
x-chosen = {" "}X is { $x } on the stack.
x-unannounced = {" "}No value was announced for X, so X is 0.
# Older eras, off the stack: two sets.
old-names = Under the { $era } a split card off the stack had a set of characteristics per half; this is { $names }'s.
old-cost = { $names }'s own mana cost: under the { $era } each half had its own.
old-mv = { $names }'s own mana value, { $mv }: under these rules the card had one per half.{ $x }
old-mv-combined = { $names }'s own mana value, { $mv }: under these rules the card had a set of characteristics per half; an effect asking for the card's mana value got the halves' values combined, { $sum }.{ $x }
old-colors = { $names } is { $colors }; the card as a whole counted as multicolored if its halves' colors differed.
old-types = { $names }'s own type line.
old-text = { $names }'s own rules text.
# A spell of one half (709.3b).
half-names = On the stack only the cast half, { $names }, exists; the rest of the card is treated as though it didn't.
half-names-room = On the stack only the cast door's characteristics exist: the name { $names }; the other door still exists in the spell's copiable values (a copy is a Room with both doors).
half-cost-none = The spell has only { $names }'s mana cost, and { $names } has none.
half-cost = The spell has only { $names }'s mana cost.
half-mv = On the stack the mana value is only the cast half's: { $mv }.{ $x }
half-colors = On the stack the spell is only the cast half's colors: { $colors }.
half-types = The spell has only { $names }'s types.
half-types-room = The spell has only { $names }'s types (a Room's halves share Enchantment — Room).
half-text = Only { $names }'s rules text exists on the stack.
half-text-room = Only { $names }'s rules text is the spell's; the other door's still exists in its copiable values.
# A fused split spell (702.102b).
fused-names = A fused split spell has the combined characteristics: the names of all its halves.
costs-none = None of the halves has a mana cost, so it has none.
fused-cost = A fused split spell's cost includes each half's mana cost: { $costs }.
fused-mv = A fused split spell has one mana value, the total of its halves': { $sum }.{ $x }
fused-colors = A fused split spell has the colors of all its halves: { $colors }.
fused-types = A fused split spell has the types of all its halves.
fused-text = Every half's text exists; it resolves half by half, from left to right.
oldfused-names = Before April 2017 a fused split spell had two sets of characteristics; this is { $names }'s.
oldfused-cost = { $names }'s own mana cost (one of two sets).
oldfused-mv = Even then a fused split spell had ONE converted mana cost: the total, { $mv }.
oldfused-colors = { $names } is { $colors }.
# A Room on the battlefield (709.5).
doors-none-names = Both doors are locked: the Room has no name.
doors-names = On the battlefield a Room has the names of its unlocked doors only: { $names }.
doors-none-cost = Both doors are locked: the Room has no mana cost.
doors-cost = A Room's mana cost is that of its unlocked doors, combined.
doors-none-mv = No mana cost, so mana value 0.
doors-mv = The unlocked doors' mana value: { $sum }.
doors-none-colors = No mana cost, so colorless.
doors-colors = The Room has its unlocked doors' colors: { $colors }.
doors-types = Locked or not, a Room keeps its shared type line, Enchantment — Room.
doors-none-text = Locked doors have no rules text.
doors-text = Only the unlocked doors' rules text exists: { $names }.
# Every zone.
symbols = Effects that look at individual mana symbols see each half's own symbols, not a merged cost.
symbols-half = On the stack only the cast half exists: the mana symbols are { $names }'s own.
symbols-door = Only the unlocked door has a mana cost: the mana symbols are { $names }'s own.
symbols-none = Both doors are locked: the Room has no mana cost, so no mana symbols.
identity = Color identity is the whole card's, in every zone: { $colors }, from the mana symbols in all its costs and rules text and any color indicator it has.
# Legality (601.3, 702.102a, 702.127a).
# The stack and the battlefield (a spell already cast, a permanent): nothing allows it.
cast-zone-illegal = A card can't be cast from { $from }: no rule or effect allows casting it from there.
# A land half (a custom card's): lands are played, not cast (305.1, 305.9).
land-not-cast = { $half } is a land: lands are played, never cast, and a land that has another type too is played only as a land.
land-not-fused = { $half } is a land, and lands are played, never cast: no fused spell includes it.
origin-not-zone = { $card } is { $zone }, so it would be cast from there, not from { $from }: a spell is cast from where its card is. Where a spell was cast from is asked only on the stack (or of a Room's door on the battlefield).
rooms-before-2024 = Rooms didn't exist before Duskmourn (September 2024).
no-such-half = { $card } has only { $n } halves.
room-no-fuse = Rooms don't have fuse: you cast one door at a time.
no-fuse = { $card } doesn't have fuse, so its halves can't be cast together: choose one half.
fuse-before-2013 = Fuse arrived with Dragon's Maze (April 2013); before that no split card could be cast fused.
fuse-not-from-hand = Fuse works only while the card is in its caster's own hand; cast from { $from } only one half can be cast.
fuse-ok = Cast from your hand, its halves may be cast together as one fused split spell — also when cast without paying its mana cost.
fuse-no-cost = Cast from your hand, its halves may be cast together as one fused split spell; but its total cost includes each half's mana cost, and there is none for { $halves }, so it can't be paid: fused, it can be cast only with an alternative cost or without paying its mana cost (Omniscience, for one).
no-cost-hand = { $half } has no mana cost, and a cost that doesn't exist can't be paid: it can be cast only with an alternative cost or by an effect that lets you cast it without paying its mana cost (Omniscience, for one).
no-cost-also = { $reason } But { $half } has no mana cost, and a cost that doesn't exist can't be paid: it takes an effect that lets you cast it without paying its mana cost, or an alternative cost.
cascade-before-2009 = Cascade came later (Alara Reborn, April 2009): these rules had none. Had they had it: { $answer }
aftermath-before-2017 = Aftermath arrived with Amonkhet (April 2017).
aftermath-only-graveyard = { $half } has aftermath: it can't be cast from any zone other than a graveyard, even with an effect that allows it.
aftermath-ok = Aftermath lets you cast { $half } from your graveyard; it is exiled whenever it leaves the stack.
aftermath-opponent = Aftermath lets you cast { $half } only from your own graveyard; from an opponent's graveyard an effect must allow it.
cast-from-hand = { $half } is cast from your hand; only this half is checked (its cost, type and timing).
cast-needs-effect = { $half } can be cast from { $from } only while an effect allows it ({ $examples }).
cast-needs-effect-plain = { $half } can be cast from { $from } only while an effect allows it.
# Where a spell goes, what it costs.
to-battlefield = A Room is a permanent spell: it enters the battlefield with the cast door unlocked when it resolves (if countered, it goes to the graveyard).
# A split permanent that is no Room (a custom card): the card enters whole.
to-battlefield-permanent = A permanent spell enters the battlefield as it resolves (countered, it goes to the graveyard), and there it is the whole card, { $card }.
# A permanent half of a card with an instant or sorcery half (a custom card).
to-nowhere = A permanent spell would enter the battlefield, but { $card } is also an instant or sorcery card, which can't: it stays on the stack. No printed card is like this.
to-exile = Cast from a graveyard, the aftermath half is exiled whenever it would leave the stack — resolved, countered or otherwise.
to-graveyard = An instant or sorcery spell goes to its owner's graveyard as it finishes resolving or is countered{ $caveat }.
to-graveyard-caveat = {" "}— unless the effect that let you cast it says otherwise (flashback exiles it)
total-fused = A fused split spell's total cost includes each half's mana cost: { $cost }.
total-half = You pay the cast half's mana cost, { $cost }, before cost changes{ $effect }.
cost-with-x = { $printed } with X = { $x }, that is { $paid }
total-no-cost = { $half } has no mana cost: there is no cost to pay, and none can be paid — it is cast only with an alternative cost or without paying its mana cost.
total-fused-no-cost = A fused split spell's total cost includes each half's mana cost, and there is none for { $halves }: the total can't be paid — fused, it is cast only without paying its mana cost.
total-effect = {" "}(or the cost the permitting effect names: flashback uses this half's mana cost)
total-effect-plain = {" "}(or the cost the permitting effect names)
examples-graveyard = flashback from Snapcaster Mage or Past in Flames
examples-graveyard-permanent = Muldrotha, the Gravetide, or Lurrus of the Dream-Den for a mana value of 2 or less
examples-opponent-permanent = Sen Triplets
examples-library = Future Sight or Bolas's Citadel
examples-exile = cascade, or an effect that exiles it and lets you cast it
examples-opponent = Sen Triplets or Mindclaw Shaman
examples-outside = Wish, from Adventures in the Forgotten Realms, which lets you play a card you own from outside the game
examples-opponent-graveyard = Memory Plunder or Diluvian Primordial
room-before-2024 = { $card } is a Room; Rooms didn't exist under the rules before Duskmourn (September 2024).
doors-only-battlefield = Doors are locked or unlocked only on a Room on the battlefield.
stack-needs-mode = On the stack { $card } is a spell, and a spell is one chosen half{ $fused }: choose the cast mode.
# Only a card with fuse, under rules that had it.
or-both-fused = {" "}(or the whole card, fused)
# A card's printed name in the language, then its English name (messages::card_name_in).
card-name-foreign = { $foreign } ({ $name })
x-off-stack = X has a value only while the spell is on the stack; { $zone } it is 0.
x-with-y-or-z = { $half } has Y or Z in its mana cost: each is a variable of its own, chosen apart from X, and only X's value can be given here.
no-x = { $half } has no {"{X}"} in its mana cost, so there is no X to choose.
not-permanent = { $card } is an instant or sorcery card: it can't be on the battlefield (if it would enter, it stays where it was).
not-a-room = { $card } is not a Room: it has no doors to unlock.
no-such-door = { $card } has only { $n } doors.
already-unlocked = { $door } is already unlocked.
stack-see-modes = On the stack it is a spell: see each mode.
# The words of the CLI's matrix table (`splitcard matrix --table`): its headings, its
# modes (a face's own name stays as printed) and its verdicts.
table-zone = zone
table-mana-value = mana value
table-colors = colors
table-cast = cast { $mode }
table-mode-left = left
table-mode-right = right
table-mode-aftermath = aftermath
table-mode-fused = fused
table-yes = yes
table-yes-aftermath = yes (aftermath)
table-needs-effect = needs an effect
table-illegal = illegal
table-spell = mv { $mv } { $colors }
table-as-cast = (as cast)
table-cant-be-here = can't be here
table-note = stack row: the spell of each mode cast from its usual zone; other rows: casting from that zone
# Effect probes.
unit-sorceries = sorcery cards counted
unit-discarded = cards discarded
unit-revealed = cards revealed (X)
unit-life = life lost
unit-tokens = Minion tokens
unit-sorceries-one = sorcery card counted
unit-discarded-one = card discarded
unit-revealed-one = card revealed (X)
unit-life-one = life lost
unit-tokens-one = Minion token
unit-sorceries-zero = sorcery cards counted
unit-discarded-zero = cards discarded
unit-revealed-zero = cards revealed (X)
unit-life-zero = life lost
unit-tokens-zero = Minion tokens
h-number-unit = { $n } { $unit }
h-number = { $n }
h-yes = yes
h-no = no
# Firemind's Foresight finding the card for no slot (beside "mana value 2", a slot).
h-none = none of the slots
h-mana-values = mana value { $list }
h-names = { $names }
values-one = mana value { $mv }
values-two = one answer per half, { $parts }
values-halves = a mana value per half, { $parts }
the-spell = The spell { $names }
the-permanent = The permanent { $card } (unlocked doors: { $names })
the-permanent-locked = The permanent { $card } (every door locked)
p-count-one = { $card } is one card, whatever its halves: { $n } { $unit }.
p-count-zero = { $card } doesn't qualify: { $n } { $unit }.
p-value-one = Off the stack { $card } has its combined { $values }: { $total } { $unit }.
p-value-two = Under the { $era } the card had { $values }; the effect applied to each: { $total } { $unit } in all.
p-value-combined = Under the { $era } a value asked of a split card off the stack was its halves' values combined, { $sum }: { $total } { $unit }.
# A Room permanent has only its unlocked doors' mana cost (709.5, 202.3a).
p-value-room = On the battlefield { $card } has only its unlocked doors' mana cost ({ $doors }): { $values }, so { $total } { $unit }.
p-value-room-locked = Every door of { $card } is locked: on the battlefield it has no mana cost, so its mana value is 0: { $total } { $unit }.
p-values = It reveals as { $values }: it matches spells with mana value { $list }.
p-values-either = It reveals with { $values }; a comparison was yes if one of the halves matched: it matches spells with mana value { $list }.
p-match-yes = { $what } is { $colors } ({ $types }, mana value { $mv }): yes.
p-match-no = { $what } is { $colors } ({ $types }, mana value { $mv }): no.
p-imprint-yes = { $what } is { $colors } ({ $types }, mana value { $mv }): yes. { $effect } copies the card, not a spell: the copy keeps every half and can be cast as { $castable } (a copy of a spell, as with Twincast, is only the half that was cast).
p-match-each-yes = { $what } is { $colors } ({ $types }, mana value { $mv }); each criterion was met if one of the halves met it: yes.
p-match-each-no = { $what } is { $colors } ({ $types }, mana value { $mv }); each criterion was met if one of the halves met it: no.
p-match-half-yes = { $what } is { $colors } ({ $types }, mana value { $mv }); yes if one half matched every criterion by itself: yes.
p-match-half-no = { $what } is { $colors } ({ $types }, mana value { $mv }); yes if one half matched every criterion by itself: no.
p-match-whole-yes = { $what } is { $colors } ({ $types }, mana value { $mv }); { $whole }: yes.
p-match-whole-no = { $what } is { $colors } ({ $types }, mana value { $mv }); { $whole }: no.
p-protection-yes = { $what } is { $colors }, not multicolored{ $whole }: it can target { $effect }, whose protection from multicolored stops only multicolored spells.
p-protection-no = { $what } is { $colors }, so multicolored{ $whole }: { $effect } has protection from multicolored, so the spell can't target it.
in-parens = {" "}({ $x })
# Why a split card (or a fused spell) with two sets was multicolored as a whole, or not.
whole-differ = halves of different colors made the whole multicolored
whole-each = each half was multicolored itself, so the whole was too
whole-one = its halves had only one color in all, so the whole wasn't multicolored
whole-colorless = its halves were colorless, so the whole wasn't multicolored
p-slots = As { $values } it can be found for the mana value { $hit } slot.
p-slots-none = As { $values } it fills none of the slots { $slots }.
p-named-has = { $card } has the name { $name }: a split card has a chosen name if any of its names is that name.
p-named-has-all = { $card } has the name { $name }: under the { $era } naming a split card meant naming all its names, and those are its names.
p-named-hasnt = { $card } doesn't have the name { $name }.
# A Room permanent has only its unlocked doors' names (709.5).
p-named-door-has = { $card } has the name { $name }: that door is unlocked, and on the battlefield a Room has the names of its unlocked doors.
p-named-door-locked = { $name } is a locked door of { $card }: on the battlefield a Room has only its unlocked doors' names, so it doesn't have that name.
p-named-none = Every way to cast { $card } makes a spell named { $name }: none can be cast.
# Meddling Mage asked of a card where some ways to cast it aren't allowed anyway
# (Lead in a hand, 702.127a; a fused spell outside a hand, 702.102a).
p-named-none-here = The chosen name stops { $stopped }, and nothing else can be cast from { $from }.
p-named-nothing-here = Nothing of { $card } can be cast from { $from }, whatever the name.
p-named-needs-effect = From { $from }, { $halves } can be cast only while an effect allows it.
p-named-needs-effect-many = From { $from }, { $halves } can be cast only while an effect allows it.
p-refused = Not: { $refused }.
p-stopped = Stopped: { $stopped }.
sentences = { $first } { $next }
p-named-castable = Only spells with the chosen name are stopped; { $castable } can still be cast.
# Several spells (names joined with "and", or the fused spell too) agree in the plural.
p-named-castable-many = Only spells with the chosen name are stopped; { $castable } can still be cast.
# Only ever one half: the other one was named.
p-named-castable-not-fused = Only spells with the chosen name are stopped; { $castable } can still be cast, but not fused: a fused split spell has the names of all its halves.
# Iona, Shield of Emeria: a chosen color stops spells (the spell's colors, 709.3a).
p-color-none = Every way to cast { $card } makes a spell of the chosen color ({ $color }): none can be cast.
p-color-none-here = The chosen color stops { $stopped }, and nothing else can be cast from { $from }.
p-color-nothing-here = Nothing of { $card } can be cast from { $from }, whatever the color.
p-color-castable = Only spells of the chosen color ({ $color }) are stopped; { $castable } can still be cast.
p-color-castable-many = Only spells of the chosen color ({ $color }) are stopped; { $castable } can still be cast.
p-color-castable-not-fused = Only spells of the chosen color ({ $color }) are stopped; { $castable } can still be cast, but not fused: a fused split spell has the colors of all its halves.
p-cost = The cost is the mana cost of the half being cast, { $cost }.
p-cost-combined = The cost is the mana cost of the half being cast, { $cost }, not the card's combined cost ({ $whole }).
p-cost-none = Its flashback cost is the mana cost of the half being cast, and { $half } has no mana cost: a cost that doesn't exist can't be paid, so { $half } can't be cast this way.
p-cost-card = In the graveyard { $card } has flashback { $whole }: its mana cost, its halves' combined. Casting a half this way pays that half's mana cost: { $halves }.
p-cost-card-half = { $half } { $cost }
p-cost-card-half-none = { $half } none (it has no mana cost, so it can't be cast this way)
p-cost-card-none = { $card } has no mana cost: its flashback cost doesn't exist, so it can't be cast this way.
p-cost-cant = { $card } is { $types }: { $effect } gives flashback only to an { $wanted } card, so it gets none.
p-permission-no = { $card } doesn't qualify ({ $values }), so nothing can be cast.
p-permission = Castable: { $castable }.
castable-fused = { $halves }, or the whole card as one fused spell
castable-fused-only = the whole card as one fused spell
mode-fused = the fused spell
p-permission-none = Nothing can be cast this way: { $refused }.
p-permission-some = Castable: { $castable }. Not: { $refused }.
# Why a mode is refused by a cast permission: the items of {refused} above.
refused-cast = { $half } (can't be cast from { $from })
refused-land = { $half } (a land: lands are played, never cast)
refused-not-yet = { $half } — { $reason }
refused-why = { $half } ({ $why })
refused-mv = { $half } (mana value { $mv })
# The first criterion of a filter an object misses: what it is, and what was wanted.
fails-type = { $types }, not { $wanted }
fails-land = { $types }, a land card
fails-mv = mana value { $mv }, not { $limit }
fails-colors = { $colors }, not { $wanted }
fails-multicolored = { $colors }, not multicolored
limit-le = { $n } or less
limit-lt = less than { $n }
limit-eq = { $n }
p-first-failure = { $answer } The first criterion it misses: { $why }.
p-slots-fails = { $card } can't be found for any of the slots { $slots }: { $why }.
p-permission-fails = { $card } doesn't qualify ({ $why }), so nothing can be cast.
p-cascade-stops = As { $values } it is less than { $value }, so cascade stops on it; castable: { $castable }.
p-cascade-land = { $card } is a land card ({ $types }): cascade exiles it and keeps going, whatever its mana value.
p-cascade-passes = As { $values } it is not less than { $value }: cascade exiles it and keeps going.
p-copy-spell = A copy of a spell copies what is on the stack: { $names }.
p-copy-spell-x = A copy of a spell copies what is on the stack: { $names }, and every choice made for it, the value of X too: { $x }
copy-x = the copy's X is { $x } as well.
copy-x-unannounced = none was announced, so X is 0 for both.
p-copy-cant = { $what } is { $types }, not { $wanted }: { $effect } can't target it, so there is no copy.
p-copy-room = The copy has both doors of { $card } (each half is copiable), but unlocked designations aren't copied and the copy wasn't cast as a door: both doors are locked.
p-triggers-room = Entering with { $door } unlocked triggers its "when you unlock this door" ability once; a Room is an enchantment, not an artifact or creature, so it doesn't trigger an additional time.
p-triggers-doubled = Entering with { $door } unlocked triggers its "when you unlock this door" ability; the permanent is an artifact or creature, so it triggers an additional time: { $n } in all.
p-triggers-none = { $door } has no "when you unlock this door" ability: entering with it unlocked triggers nothing.
p-triggers-uncast = { $card } entered without being cast: both doors are locked, none was unlocked, so nothing triggers.
# Sunforger: the card found is cast from where it was found, one half (709.3).
p-found-cast = { $effect } then casts it from { $from } without paying its mana cost, one half of it.
p-target-there = { $card } is in the graveyard: it can be targeted there.
p-target-gone = Cast from a graveyard, the card moved to the stack as soon as its casting began: it is no longer in the graveyard to be targeted.
p-target-cast-from = { $card } was cast from { $from }, not a graveyard: a spell on the stack, it isn't in a graveyard to be targeted.
p-target-fused = A fused spell is only ever cast from a hand.
p-target-stack = { $card } is a spell on the stack, not a card in a graveyard: it can't be targeted there.
looks-card = a card { $zone }
looks-spell = a spell on the stack
looks-permanent = a permanent on the battlefield
looks-spell-or-permanent = a spell on the stack or a permanent on the battlefield
looks-own-spell = its own spell on the stack
p-instances = Resolving { $names } { $times } this turn gives each creature you control at that moment { $instances } of the triggered ability; each triggers separately. Extra trample or menace is redundant, and creatures you gain control of later get nothing.
times = { $n } times
times-one = once
instances = { $n } instances
instances-one = one instance
looks-room = a Room on the battlefield
p-with-x = { $answer }{ $x }
x-without-paying = { $effect } casts the spell without paying its mana cost: X can only be 0, so there is no X to announce.
x-not-a-spell = { $effect } looks at { $looks }, not at a spell on the stack: X has a value only on the stack and counts as 0 anywhere else.
# A cast mode (or a Room's doors) given to an effect that has no use for it.
mode-not-cast = { $effect } looks at { $looks }, which isn't being cast: no half is chosen, so { $flag } doesn't apply.
mode-every-cast = { $effect } answers for every way to cast { $card } at once (its answer names each one that can be cast), so { $flag } doesn't pick one.
mode-whole-card = { $effect } targets { $looks }: the whole card, whichever half would be cast, so { $flag } doesn't apply.
mode-copy-room = { $effect } copies { $card } as printed, not how it was cast: the copy wasn't cast, so both its doors are locked whichever door was, and { $flag } doesn't apply.
doors-entering = { $effect } looks at { $card } as it enters: it enters with the door that was cast unlocked ({ $mode }), or with none, so { $flag } doesn't apply.
doors-copy = { $effect } copies { $card }, but which doors are unlocked is a designation, not a copiable value: the copy's doors are locked whatever the Room's are, so { $flag } doesn't apply.
p-not-here = { $effect } looks at { $looks }; it has nothing to say about { $card } { $zone }.
name-one-half = You name one half of a split card, never more than one: choose { $faces }.
# Meddling Mage, Cabal Therapy: "choose a nonland card name" (201.4b: that half alone).
name-land-half = { $half } is a land: { $effect } chooses a nonland card name, and a name with a quality is a half's name that has it.
name-all-names = Under the { $era } naming a split card meant naming all its names: name { $card }.
sym-generic = { $n } generic mana
sym-variable = { $v }, a number you choose
sym-colored = { $color } mana
sym-colorless = colorless mana
sym-snow = snow mana
sym-hybrid = { $a } or { $b } mana
sym-twobrid = two generic or { $color } mana
sym-phyrexian = { $color } mana or 2 life
sym-hybrid-phyrexian = { $a } or { $b } mana or 2 life
unlock-no-cost = { $door } has no mana cost, and a cost that doesn't exist can't be paid: it can't be unlocked as a special action, only by an effect that unlocks it.
unlock = Unlocking { $door } is a special action: pay its mana cost, { $cost }, any time you could cast a sorcery.
unlock-triggers-door = Unlocking { $door } triggers its "when you unlock this door" ability.
unlock-triggers-fully = { $door } is the last locked door: unlocking it fully unlocks { $card }, which triggers "when you fully unlock" abilities.
cast-door-locked = { $door } is the door that was cast: it entered unlocked, so it is locked now only because an effect locked it.
fully-unlocked = Every door of { $card } is unlocked: it is fully unlocked, and no door is left to unlock.
# Errors in imported cards (`ImportError`: a JSON path, what is wrong, what was
# expected) and in the parsers under it. Literal braces, JSON keys and the English
# words a type line must use are arguments, never template text.
import-error = { $path }: { $problem } (expected { $expected })
json-error = invalid JSON at line { $line }, column { $column }: { $problem }
json-too-big = the document is { $bytes } bytes; at most { $max } are accepted
json-trailing-text = unexpected text after the JSON value
json-too-deep = nested deeper than { $max } levels
json-too-many-values = more than { $max } values
json-unexpected-end = the document ends where a value was expected
json-expected-value = expected a value (object, array, string, number, true, false or null)
json-expected-key = expected a quoted key
json-expected-colon = expected ':' after the key
json-expected-object-separator = expected ',' or '{"}"}' in the object
json-expected-array-separator = expected ',' or ']' in the array
json-bad-unicode-escape = expected four hex digits after \u
json-unclosed-string = a string is never closed
json-unknown-escape = unknown escape in a string
json-control-character = a control character in a string must be escaped
json-bad-number = { $text } is not a number
json-null = null
json-bool = a boolean
json-number = a number
json-string = a string
json-array = an array
json-object = an object
mana-error = bad mana cost { $input } at position { $position }: { $problem }
mana-empty = the cost is empty; write { $zero } for a zero cost
mana-too-long = the cost is longer than { $max } characters
mana-expected-brace = expected "{ $open }" but found { $found }; write costs like { $example }
mana-outside-braces = { $found } is outside braces
mana-unclosed = a '{ $open }' is never closed by '{ $close }'
mana-empty-symbol = empty mana symbol { $symbol }
mana-too-large = generic mana { $symbol } is too large
mana-unknown-symbol = unknown mana symbol { $symbol }: expected { $symbols }
mana-unknown = unknown mana symbol { $symbol }
mana-symbols = a number, { $letters }, a hybrid like { $hybrid } or { $twobrid }, or a Phyrexian symbol like { $phyrexian }
type-error = bad type line { $input }: { $problem }
type-too-long = longer than { $max } characters
type-more-than-one-dash = more than one dash
type-supertype-after-types = supertype { $word } must come before the card types
type-not-a-type = { $word } is not a card type or supertype (card types: { $types })
type-no-card-type = no card type (such as { $a } or { $b })
type-nothing-after-dash = nothing after the dash
# What is wrong (`ImportError::problem`).
ip-is = is { $what }
ip-document-is = the document is { $what }
ip-list-without-data = a list object without { $key }
ip-no-cards = no cards
ip-cards = { $n } cards
ip-twice = { $name } appears twice
ip-missing = missing
ip-too-long = { $n } characters long
ip-not-split-layout = { $layout } is not a split-card layout
ip-faces-none = no faces
ip-faces-one = one face
ip-faces = { $n } faces
ip-empty = empty
ip-contains = { $name } contains { $part }
ip-face-name-twice = { $name } is already the name of { $other }
ip-name-mismatch = { $name } doesn't match its faces
ip-aftermath-faces = an aftermath card with more than two faces
ip-room-doors = a Room with more than two doors
ip-kind-mismatch = { $given } but the faces make it { $made }
# What was expected (`ImportError::expected`).
ie-document = a Scryfall card object, an array of them, or a list object
ie-card-array = an array of cards
ie-data = { $key }: [cards]
ie-at-least-one-card = at least one card
ie-at-most-cards = at most { $max } cards
ie-one-card = one card
ie-each-card-once = each card once
ie-at-most-characters = at most { $max } characters
ie-card-object = a card object
ie-face-array = an array of faces
ie-face-array-two = an array of two or more faces
ie-two-or-more-faces = two or more faces
ie-at-most-faces = at most { $max } faces
ie-two-faces = two faces
ie-face-object = a face object
ie-face-name = a face name without { $part }
ie-face-name-unique = a name no other face of the card has (a half is chosen by its name)
ie-cost = a cost like { $a } or { $b }
ie-type-line = a type line like { $a } or { $b }
ip-not-color-letters = is not an array of color letters
ie-color-indicator = an array of color letters, each one of { $letters }
# The engine's errors (`EngineError::msg`). What the user typed is a `Value` argument
# (quoted the language's way); the accepted words (zones, modes, eras …) are the
# language-neutral words of links and of the command line.
err-unknown-card = no split card is called { $query }{ $suggest }
err-did-you-mean = ; did you mean { $names }?
err-ambiguous-card = { $query } names a half of more than one card: { $cards }; give the full name
err-bad-value = { $value } is not a valid { $what }; expected { $expected }
err-missing-value = no { $what } given; expected { $expected }
err-impossible = { $reason } (rule { $rules })
# What a bad value was meant to be (`error::Field`), without an article, so that no
# word of the sentence around it agrees with it.
what-zone = zone
what-mode = mode
what-origin = origin zone
what-doors = choice of unlocked doors
what-era = rules era
what-search-term = search term
what-effect = effect
what-number = number
what-name = name
# What would be right (`EngineError::BadValue::expected`).
one-of = one of: { $list }
ex-era = { $eras }, or a date like { $example } (from { $first })
ex-era-month = a date whose month is from { $first } to { $last }
ex-era-day = a date that exists: { $month } has { $days } days
ex-closing-quote = a closing quote ({ $quote })
ex-whole-number = a whole number, as in { $a } or { $b }
ex-whole-number-to = a whole number from 0 to { $max }
ex-color-letters = color letters { $letters }, or { $c } (colorless) / { $m } (multicolored)
ex-search-term = name words, { $syntax }, with { $minus } to negate
ex-number-chosen = a number ({ $flag }): this effect needs one chosen
ex-number-times = a number of times resolved ({ $flag }): at least { $min }
ex-name-chosen = a card name ({ $flag }): { $effect } needs one chosen
ex-name-blank = a card name that isn't blank: { $effect } needs one chosen
ex-cast-mode-half = a cast mode ({ $flag }): which half is cast?
ex-cast-mode-spell = a cast mode ({ $flag }): the effect looks at the spell
# Words and phrases (messages::phrase): colors, zones, origins, card types, eras.
color-white = white
color-blue = blue
color-black = black
color-red = red
color-green = green
colorless = colorless
zone-name-library = library
zone-name-hand = hand
zone-name-stack = stack
zone-name-battlefield = battlefield
zone-name-graveyard = graveyard
zone-name-exile = exile
zone-name-outside = outside
kind-split = split card
kind-fuse = split card with fuse
kind-aftermath = split card with aftermath
kind-room = Room (split enchantment)
kind-other = unofficial multi-part split card
zone-in-library = in the library
zone-in-hand = in a hand
zone-in-stack = on the stack
zone-in-battlefield = on the battlefield
zone-in-graveyard = in a graveyard
zone-in-exile = in exile
zone-in-outside = outside the game
color-mana-white = white
color-mana-blue = blue
color-mana-black = black
color-mana-red = red
color-mana-green = green
# Spell and enchantment subtypes a split card's type line may show (Room is the
# catalogue's), as French and German cards print them.
subtype-Room = Room
subtype-Adventure = Adventure
subtype-Arcane = Arcane
cardtype-Artifact = Artifact
cardtype-Battle = Battle
cardtype-Conspiracy = Conspiracy
cardtype-Creature = Creature
cardtype-Dungeon = Dungeon
cardtype-Enchantment = Enchantment
cardtype-Instant = Instant
cardtype-Kindred = Kindred
cardtype-Land = Land
cardtype-Phenomenon = Phenomenon
cardtype-Plane = Plane
cardtype-Planeswalker = Planeswalker
cardtype-Scheme = Scheme
cardtype-Sorcery = Sorcery
cardtype-Vanguard = Vanguard
era-current = Current rules (Duskmourn, September 2024 on)
era-2021 = Forgotten Realms rules (July 2021 – September 2024)
era-2021-04 = Strixhaven rules (April 2021 – July 2021)
era-2017 = Amonkhet rules (April 2017 – April 2021)
era-2013 = Dragon's Maze rules (April 2013 – April 2017)
era-2009 = Magic 2010 rules (July 2009 – April 2013)
era-2006 = Dissension rules (May 2006 – July 2009)
era-2000 = Invasion rules (October 2000 – May 2006)
from-hand = your hand
from-library = your library
from-graveyard = your graveyard
from-exile = exile
from-stack = the stack
from-battlefield = the battlefield
from-outside = outside the game
from-opponent-hand = an opponent's hand
from-opponent-graveyard = an opponent's graveyard
from-opponent-library = an opponent's library
# What each effect probe does, in our words (probes::Effect::text).
fx-magnivore = Gets +1/+1 for each sorcery card in all graveyards.
fx-blightning = Deals 3 damage to target player; that player discards two cards.
fx-nightshade-assassin = When it enters, you may reveal X black cards from your hand; target creature gets -X/-X.
fx-snapcaster-mage = Target instant or sorcery card in your graveyard gains flashback until end of turn; its flashback cost is its mana cost.
fx-past-in-flames = Each instant and sorcery card in your graveyard gains flashback until end of turn; its flashback cost is its mana cost.
fx-force-of-will = You may pay 1 life and exile a blue card from your hand rather than pay its mana cost.
fx-glittering-wish = You may reveal a multicolored card you own from outside the game and put it into your hand.
fx-dark-confidant = At the beginning of your upkeep, reveal the top card of your library and put it into your hand; you lose life equal to its mana value.
fx-duskmantle-seer = At the beginning of your upkeep, each player reveals the top card of their library, loses life equal to its mana value, then puts it into their hand.
fx-infernal-genesis = At the beginning of each player's upkeep, that player mills a card and creates a 1/1 Minion token for each point of its mana value.
fx-counterbalance = Whenever an opponent casts a spell, you may reveal the top card of your library; if you do, counter that spell if it has the same mana value as the revealed card.
fx-isochron-scepter = Imprint: when it enters, you may exile an instant card with mana value 2 or less from your hand.
fx-sunforger = Search your library for a red or white instant card with mana value 4 or less and cast it without paying its mana cost.
fx-spellseeker = When Spellseeker enters, you may search your library for an instant or sorcery card with mana value 2 or less, reveal it, put it into your hand, then shuffle.
fx-bring-to-light = Converge — search your library for a creature, instant, or sorcery card with mana value less than or equal to the number of colors of mana spent to cast it (the number), exile it, then shuffle. You may cast it without paying its mana cost.
fx-fireminds-foresight = Search your library for an instant card with mana value 3, an instant card with mana value 2, and an instant card with mana value 1.
fx-meddling-mage = As it enters, choose a nonland card name; spells with the chosen name can't be cast.
fx-iona-shield-of-emeria = As it enters, choose a color (here green); your opponents can't cast spells of the chosen color.
fx-cabal-therapy = Choose a nonland card name; target player reveals their hand and discards all cards with that name.
fx-void = Choose a number; destroy each artifact and creature with that mana value, then target player reveals their hand and discards each nonland card with that mana value.
fx-twincast = Copy target instant or sorcery spell; you may choose new targets for the copy.
fx-error = Counter target multicolored spell.
fx-enemy-of-the-guildpact = Protection from multicolored: it can't be the target of multicolored spells.
fx-red-elemental-blast = Counter target blue spell (or destroy target blue permanent).
fx-pyroblast = Counter target spell if it's blue (or destroy target permanent if it's blue).
fx-chalice-of-the-void = Whenever a player casts a spell with mana value equal to the number of charge counters on it, counter that spell.
fx-expansion = Copy target instant or sorcery spell with mana value 4 or less.
fx-violent-outburst = Cascade (mana value 3): exile cards from the top of your library until you exile a nonland card with lesser mana value; you may cast it without paying its mana cost if the resulting spell's mana value is less than 3.
fx-goblin-dark-dwellers = When it enters, you may cast target instant or sorcery card with mana value 3 or less from your graveyard without paying its mana cost.
fx-electrodominance = Deals X damage to any target; you may cast a spell with mana value X or less from your hand without paying its mana cost.
fx-kari-zevs-expertise = Gain control of target creature or Vehicle until end of turn, untap it, it gains haste; you may cast a card with mana value 2 or less from your hand without paying its mana cost. (The Aether Revolt wording, which the Amonkhet ruling answers: it tests the card in hand. Today's Oracle text says "a spell", which tests the half cast, like Electrodominance.)
fx-sword-of-once-and-future = Whenever equipped creature deals combat damage to a player, surveil 2; then you may cast an instant or sorcery spell with mana value 2 or less from your graveyard without paying its mana cost (exiled instead of going to your graveyard).
fx-omniscience = You may cast spells from your hand without paying their mana costs.
fx-mindclaw-shaman = When it enters, look at target opponent's hand; you may cast an instant or sorcery spell from among those cards without paying its mana cost.
fx-crook-of-condemnation = Exile target card from a graveyard.
fx-panharmonicon = If an artifact or creature entering the battlefield causes a triggered ability of a permanent you control to trigger, it triggers an additional time.
fx-driven-despair = Driven: until end of turn, creatures you control gain trample and "Whenever this creature deals combat damage to a player, draw a card." Despair: the same with menace and "… that player discards a card."
fx-copy-enchantment = You may have it enter as a copy of any enchantment on the battlefield.
fx-feed-the-swarm = Destroy target creature or enchantment an opponent controls. You lose life equal to that permanent's mana value.
fx-pithing-needle = As it enters, choose a card name. Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.
# Each effect's question, as a player would put it (`Effect::asks`): { $card } the card's
# name, { $half } the half being cast (the card's name without one), { $name } and { $n }
# the name and number chosen. The answer follows it ("— yes").
q-magnivore = How many sorcery cards does { $card } count as?
q-blightning = How many cards is { $card } when discarded?
q-nightshade-assassin = Revealed, how many black cards does { $card } count as?
q-snapcaster-mage = What does { $half } cost cast with that flashback?
q-past-in-flames = What does { $half } cost cast with that flashback?
q-force-of-will = Can { $card } be the blue card it exiles?
q-glittering-wish = Is { $card } a multicolored card it can reveal?
q-dark-confidant = How much life do you lose revealing { $card }?
q-duskmantle-seer = How much life does a player lose revealing { $card }?
q-infernal-genesis = How many tokens does milling { $card } make?
q-counterbalance = Which spells does revealing { $card } counter?
q-isochron-scepter = Can it imprint { $card }?
q-sunforger = Can it find { $card } and cast it?
q-spellseeker = Can it find { $card }?
q-bring-to-light = With { $n } colors spent, can it find { $card }?
q-fireminds-foresight = Which slot can { $card } be found for?
q-meddling-mage = Naming { $name }, what of { $card } can still be cast?
q-iona-shield-of-emeria = Green chosen, what of { $card } can still be cast?
q-cabal-therapy = Naming { $name }, is { $card } discarded?
q-void = Choosing { $n }, is { $card } discarded?
q-twincast = What is a copy of { $half }?
q-error = Can it counter { $half }?
q-enemy-of-the-guildpact = Can { $half } target it?
q-red-elemental-blast = Can it counter or destroy { $half }?
q-pyroblast = Can it counter or destroy { $half }?
q-chalice-of-the-void = With { $n } counters, does it counter { $half }?
q-expansion = Can it copy { $half }?
q-violent-outburst = Does cascade stop on { $card }?
q-goblin-dark-dwellers = What of { $card } can it cast without paying?
q-electrodominance = With X = { $n }, what of { $card } can it cast without paying?
q-kari-zevs-expertise = What of { $card } can it cast without paying?
q-sword-of-once-and-future = What of { $card } can it cast without paying?
q-omniscience = What of { $card } can be cast without paying?
q-mindclaw-shaman = What of { $card } can it cast without paying?
q-crook-of-condemnation = Can it target { $card } in a graveyard?
q-panharmonicon = How many times does { $half } entering trigger?
q-driven-despair = Resolved { $n } times, how many instances does each creature get?
q-copy-enchantment = What is a copy of { $card }?
q-feed-the-swarm = How much life do you lose destroying { $card }?
q-pithing-needle = Naming { $name }, does { $card } have that name?
# The messages that name the mana value, as the rules before April 2021 said it:
# "converted mana cost" (`Msg::in_era`).
off-mv-cmc = Off the stack the converted mana cost is the sum of its halves' converted mana costs: { $sum }.{ $x }
old-mv-cmc = { $names }'s own converted mana cost, { $mv }: under these rules the card had one per half.{ $x }
old-mv-combined-cmc = { $names }'s own converted mana cost, { $mv }: under these rules the card had a set of characteristics per half; an effect asking for the card's converted mana cost got the halves' values combined, { $sum }.{ $x }
half-mv-cmc = On the stack the converted mana cost is only the cast half's: { $mv }.{ $x }
fused-mv-cmc = A fused split spell has one converted mana cost, the total of its halves': { $sum }.{ $x }
h-mana-values-cmc = converted mana cost { $list }
values-one-cmc = converted mana cost { $mv }
values-halves-cmc = a converted mana cost per half, { $parts }
p-value-one-cmc = Off the stack { $card } has its combined { $values }: { $total } { $unit }.
p-values-cmc = It reveals as { $values }: it matches spells with converted mana cost { $list }.
p-values-either-cmc = It reveals with { $values }; a comparison was yes if one of the halves matched: it matches spells with converted mana cost { $list }.
p-match-yes-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }): yes.
p-match-no-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }): no.
p-imprint-yes-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }): yes. { $effect } copies the card, not a spell: the copy keeps every half and can be cast as { $castable } (a copy of a spell, as with Twincast, is only the half that was cast).
p-match-each-yes-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }); each criterion was met if one of the halves met it: yes.
p-match-each-no-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }); each criterion was met if one of the halves met it: no.
p-match-half-yes-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }); yes if one half matched every criterion by itself: yes.
p-match-half-no-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }); yes if one half matched every criterion by itself: no.
p-match-whole-yes-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }); { $whole }: yes.
p-match-whole-no-cmc = { $what } is { $colors } ({ $types }, converted mana cost { $mv }); { $whole }: no.
p-slots-cmc = As { $values } it can be found for the converted mana cost { $hit } slot.
p-slots-none-cmc = As { $values } it fills none of the slots { $slots }.
p-cascade-stops-cmc = As { $values } it is less than { $value }, so cascade stops on it; castable: { $castable }.
p-cascade-land-cmc = { $card } is a land card ({ $types }): cascade exiles it and keeps going, whatever its converted mana cost.
p-cascade-passes-cmc = As { $values } it is not less than { $value }: cascade exiles it and keeps going.
refused-mv-cmc = { $half } (converted mana cost { $mv })
fails-mv-cmc = converted mana cost { $mv }, not { $limit }
table-mana-value-cmc = converted mana cost
table-spell-cmc = cmc { $mv } { $colors }

# Words joined into lists, and how an older rule is shown with its era.
word-and = and
word-or = or
word-nothing = nothing
rules-of-current = today's rules
rules-of-2021-04 = April 2021 rules
rules-of = { $era } rules
cited-older = { $number } ({ $rules })
cited-name-a-card = Glossary: Name a card ({ $rules })

# A type line as the language's cards print it (messages::type_line_in): its card
# types (with the supertypes), then the subtypes after the language's separator.
typeline-subtypes = { $types } — { $subtypes }
# The same quoted in a sentence.
typeline-quoted = { $types } — { $subtypes }
# Each card type's grammatical gender (m, f or n), which a supertype agrees with.
cardtype-gender-Artifact = n
cardtype-gender-Battle = n
cardtype-gender-Conspiracy = n
cardtype-gender-Creature = n
cardtype-gender-Dungeon = n
cardtype-gender-Enchantment = n
cardtype-gender-Instant = n
cardtype-gender-Kindred = n
cardtype-gender-Land = n
cardtype-gender-Phenomenon = n
cardtype-gender-Plane = n
cardtype-gender-Planeswalker = n
cardtype-gender-Scheme = n
cardtype-gender-Sorcery = n
cardtype-gender-Vanguard = n
# Supertypes, in the form that agrees with the card type's gender (-m, -f, -n). In
# German, Basic and World are the first part of a compound (Standardland).
supertype-Basic-m = Basic
supertype-Basic-f = Basic
supertype-Basic-n = Basic
supertype-Legendary-m = Legendary
supertype-Legendary-f = Legendary
supertype-Legendary-n = Legendary
supertype-Ongoing-m = Ongoing
supertype-Ongoing-f = Ongoing
supertype-Ongoing-n = Ongoing
supertype-Snow-m = Snow
supertype-Snow-f = Snow
supertype-Snow-n = Snow
supertype-World-m = World
supertype-World-f = World
supertype-World-n = World
# More subtypes: those a custom card is likely to have, as the cards print them.
subtype-Lesson = Lesson
subtype-Trap = Trap
subtype-Aura = Aura
subtype-Background = Background
subtype-Cartouche = Cartouche
subtype-Case = Case
subtype-Class = Class
subtype-Curse = Curse
subtype-Saga = Saga
subtype-Shrine = Shrine
subtype-Role = Role
subtype-Equipment = Equipment
subtype-Fortification = Fortification
subtype-Vehicle = Vehicle
subtype-Blood = Blood
subtype-Clue = Clue
subtype-Food = Food
subtype-Treasure = Treasure
subtype-Plains = Plains
subtype-Island = Island
subtype-Swamp = Swamp
subtype-Mountain = Mountain
subtype-Forest = Forest
subtype-Cave = Cave
subtype-Desert = Desert
subtype-Gate = Gate
subtype-Sphere = Sphere
subtype-Siege = Siege
subtype-Angel = Angel
subtype-Beast = Beast
subtype-Bird = Bird
subtype-Cleric = Cleric
subtype-Construct = Construct
subtype-Demon = Demon
subtype-Dragon = Dragon
subtype-Druid = Druid
subtype-Elemental = Elemental
subtype-Elf = Elf
subtype-Giant = Giant
subtype-Goblin = Goblin
subtype-Golem = Golem
subtype-Horror = Horror
subtype-Human = Human
subtype-Knight = Knight
subtype-Merfolk = Merfolk
subtype-Rogue = Rogue
subtype-Shaman = Shaman
subtype-Soldier = Soldier
subtype-Spirit = Spirit
subtype-Vampire = Vampire
subtype-Warrior = Warrior
subtype-Wizard = Wizard
subtype-Zombie = Zombie
# A fused spell among the halves an answer names (Meddling Mage's castable halves).
h-fused = fused

## The Comprehensive Rules cited, in our words: `rule-` and the number (dots as
## underscores); an older rule also `--` and its era.

rule-105_2b = A multicolored object is two or more of the five colors.
rule-107_3 = {"{X}"} stands for a number chosen by the player.
rule-107_3b = Cast without paying its mana cost (or an alternative cost with X), a spell's X can only be 0.
rule-113_2c = An object may have several instances of one ability; each works on its own (each triggers separately).
rule-116_2m = Unlocking a Room's door is a special action.
rule-118_6 = An object with no mana cost has an unpayable cost: only an alternative cost, or casting it without paying its mana cost, gets round it.
rule-201_4b = Naming a card means naming one half of a split card, never both.
rule-202_1 = A card's mana cost is printed in its upper right corner.
rule-202_1b = Some objects have no mana cost (no symbols where it would be): not a cost of {"{0}"}, an unpayable one.
rule-202_2 = An object's colors come from the mana symbols in its cost.
rule-202_2e = An object with a color indicator (204) is each color it denotes.
rule-202_3 = Mana value is the total amount of mana in a cost, regardless of color.
rule-202_3a = An object with no mana cost has mana value 0.
rule-202_3d = A split card off the stack, or a fused spell, has the combined mana value; a cast half has its own.
rule-202_3e = {"{X}"} counts as 0 except on the stack, where it is the chosen number.
rule-205_2a = The card types: artifact, battle, creature, enchantment, instant, land, sorcery …
rule-205_3h = Enchantments have their own subtypes, the enchantment types: Room (since Duskmourn) is one, like Aura and Saga.
rule-304_4 = An instant card can't enter the battlefield; it stays where it is.
rule-305_1 = Playing a land is a special action, not casting it: a land never goes on the stack and is never a spell.
rule-305_9 = An object that is both a land and another card type can be played only as a land; it can't be cast as a spell.
rule-307_4 = A sorcery card can't enter the battlefield; it stays where it is.
rule-601_2a = To cast a spell, the player moves the card to the stack.
rule-601_2f = The total cost is the mana cost (or an alternative cost) plus additional costs and cost changes.
rule-601_3 = A player can cast a spell only if a rule or effect allows casting it from its zone; normally that is the hand.
rule-601_3e = Effects that test what is being cast look at the half being cast, or at the fused spell.
rule-608_2n = An instant or sorcery spell goes to its owner's graveyard as it finishes resolving.
rule-608_3 = A permanent spell that resolves enters the battlefield.
rule-611_2c = A continuous effect from a resolving spell that changes objects' characteristics affects only the objects there when it begins.
rule-702_1b = A granted ability such as flashback uses the mana cost of the half being cast.
rule-702_16b = Protection from a quality: the object can't be the target of spells with that quality (protection from multicolored: multicolored spells).
rule-702_85a = Cascade stops on a card by its combined mana value and casts the half by the half's.
rule-702_102a = Fuse works only while the card is in its caster's own hand; then both halves may be cast as one spell.
rule-702_102b = A fused split spell has the combined characteristics of its halves.
rule-702_102c = A fused split spell's total cost includes both halves' mana costs.
rule-702_102d = A fused split spell resolves left half first, then right half.
rule-702_127a = Aftermath: the half may be cast only from a graveyard, and is exiled whenever it leaves the stack after being cast from one.
rule-707_10 = A copy of a spell copies the half that was cast; a copy of a fused spell is fused.
rule-709_1 = A split card has two halves on one card (Un- and playtest cards stretch this to more).
rule-709_2 = A split card is one card: counting, drawing or discarding it counts one.
rule-709_3 = To cast a split card, the player picks a half before putting it on the stack.
rule-709_3a = Only the chosen half is checked to see whether it can be cast.
rule-709_3b = On the stack only the chosen half's characteristics exist.
rule-709_3c = A copy of a split card keeps both halves; casting the copy chooses a half again.
rule-709_4 = In every zone but the stack, a split card's characteristics are its halves combined.
rule-709_4a = A split card has each half's name; naming it means naming one of them.
rule-709_4b = Its mana cost is the combined cost; individual symbols are still each half's.
rule-709_4c = It has every card type of either half and every ability of both text boxes.
rule-709_4d = A fused split spell on the stack also has the combined characteristics.
rule-709_5 = Rooms: on the battlefield a locked door has no name, mana cost or rules text.
rule-709_5a = A Room's halves share the type line Enchantment — Room.
rule-709_5b = Each half of a Room exists for copying, even on the stack.
rule-709_5c = A door is unlocked only while it has its unlocked designation.
rule-709_5d = A Room enters with the cast door unlocked; entering without being cast, both are locked.
rule-709_5e = Unlocking a door: pay its mana cost as a special action at sorcery speed.
rule-709_5f = An effect may unlock a door.
rule-709_5g = An effect may lock a door.
rule-709_5h = "When you unlock this door" triggers whenever that door becomes unlocked.
rule-709_5i = "Fully unlock" triggers when the second door becomes unlocked.
rule-709_5j = A door is a half of a Room permanent.
rule-903_4 = A card's color identity is the colors of the mana symbols in its costs and rules text, and of its color indicators.

## Older rules, as the rules of their era said them.

rule-505_2--2000 = Off the stack a split card had two sets of characteristics; on the stack only the half being played existed.
rule-505_3--2000 = A split card whose halves had different colored symbols was multicolored, except as a spell: a spell was only the color of the half being played.
rule-505_4--2000 = A split card was one card.
rule-505_5--2000 = A characteristic asked of a split card off the stack got the halves' values combined (Assault // Battery: 1 + 4 = 5).
rule-505_6--2000 = A yes/no question about a split card off the stack got one answer: yes if either half matched the given value.
rule-name-a-card--2000 = Glossary, "Name a card": naming a split card meant naming all its names.
rule-505_2--2006 = Off the stack a split card had two sets of characteristics and two converted mana costs; on the stack only the half being played.
rule-505_3--2006 = A split card with differently colored halves was multicolored off the stack; a spell was only the color of the half being played.
rule-505_4--2006 = A split card was one card.
rule-505_5--2006 = A characteristic asked of a split card off the stack got two answers, one per half (Infernal Genesis: "1, and 4" — five tokens).
rule-505_6--2006 = A comparison was yes if either half matched, each characteristic compared separately (one half's color with the other's mana value); a negative comparison was the complement.
rule-name-a-card--2006 = Glossary, "Name a card": you had to name all of a split card's names.
# The Magic 2010 rules (July 2009 to Dragon's Maze): the document renumbered, the
# Dissension rules' substance at 708 (505.2–505.6 → 708.2–708.6), naming a card 201.3.
rule-708_2--2009 = Off the stack a split card had two sets of characteristics and two converted mana costs; a spell had only the characteristics of the half being cast.
rule-708_3--2009 = A split card with differently colored halves was multicolored off the stack; a spell was only the color of the half being cast.
rule-708_4--2009 = A split card was one card.
rule-708_5--2009 = A characteristic asked of a split card off the stack got two answers, one per half.
rule-708_6--2009 = A comparison was yes if either half matched, each characteristic compared separately; a negative comparison was the complement.
rule-201_3--2009 = Naming a card: a split card was named by naming both its halves.
rule-708_2--2013 = Off the stack two sets of characteristics and two converted mana costs; a spell had only the cast half's; a fused spell two sets and ONE converted mana cost.
rule-708_2a--2013 = Casting a split card without fuse, the player chose the half; only that half was evaluated.
rule-708_2b--2013 = Cast from hand with fuse, both halves could be cast as one spell; both were evaluated.
rule-708_3--2013 = Off the stack a split card with differently colored halves was multicolored; a spell had only the colors of the half or halves cast.
rule-708_4--2013 = A split card was one card.
rule-708_5--2013 = A characteristic asked of a split card off the stack, or of a fused spell, got two answers; a fused spell's converted mana cost got one.
rule-708_6--2013 = A comparison about a split card off the stack, or a fused spell, got one answer: yes if either half would answer yes (708.6a); a negative comparison was the complement (708.6b).
rule-708_7--2013 = Naming a split card meant naming one of its two names, not both.
rule-702_101a--2013 = Fuse worked only while the card was in its caster's own hand: cast from there, both halves could be cast as one fused split spell.
rule-702_101b--2013 = Fuse (Dragon's Maze numbering): a fused split spell had two sets of characteristics and one converted mana cost.
rule-702_101c--2013 = A fused split spell's total cost included both halves' mana costs.
rule-702_101d--2013 = A fused split spell resolved left half first, then right half.
rule-601_2e--2013 = The total cost was the mana cost (or an alternative cost) plus additional costs and cost changes.
rule-706_10--2013 = A copy of a spell copied its characteristics and every decision made for it: a copy of a split spell was of the half or halves cast.
rule-702_84a--2013 = Cascade: exile cards from the top of the library until a nonland card with a lesser converted mana cost; it may be cast without paying its mana cost.
# The Amonkhet rules as numbered when they began (April 2017): today's model, with split
# cards at 708 (709 from July 2021), fuse at 702.101 and aftermath at 702.126 (702.102
# and 702.127 from April 2021), and "converted mana cost" (mana value from April 2021).
rule-708_1--2017 = A split card had two halves on one card.
rule-708_2--2017 = A split card was one card: counting, drawing or discarding it counted one.
rule-708_3--2017 = To cast a split card, the player chose a half before putting it on the stack.
rule-708_3a--2017 = Only the chosen half was checked to see whether it could be cast.
rule-708_3b--2017 = On the stack only the chosen half's characteristics existed, its converted mana cost included.
rule-708_4--2017 = In every zone but the stack, a split card's characteristics were its halves combined (a change from the earlier rules).
rule-708_4a--2017 = A split card had each half's name; naming it meant naming one of them, never both.
rule-708_4b--2017 = Its mana cost was the combined cost; its colors and converted mana cost came from that.
rule-708_4c--2017 = It had every card type of either half and every ability of both text boxes.
rule-708_4d--2017 = A fused split spell on the stack also had the combined characteristics.
rule-702_101a--2017 = Fuse worked only while the card was in its caster's own hand; then both halves could be cast as one spell.
rule-702_101b--2017 = A fused split spell had the combined characteristics of its halves, one converted mana cost.
rule-702_101c--2017 = A fused split spell's total cost included both halves' mana costs.
rule-702_101d--2017 = A fused split spell resolved left half first, then right half.
rule-702_126a--2017 = Aftermath: the half could be cast only from a graveyard, and was exiled whenever it left the stack after being cast from one.
rule-708_3c--2017 = A copy of a split card kept both halves; casting the copy chose a half again.
# General rules as the CR of August 2017 (the earliest text checked) numbered them.
rule-202_3d--2017 = {"{X}"} counted as 0 except on the stack, where it was the chosen number.
rule-112_2c--2017 = An object could have several instances of one ability; each worked on its own (each triggered separately).
rule-117_6--2017 = An object with no mana cost had an unpayable cost: only an alternative cost, or casting it without paying its mana cost, got round it.
rule-608_2k--2017 = An instant or sorcery spell went to its owner's graveyard as it finished resolving.
rule-706_10--2017 = A copy of a spell copied it and every choice made for it: the half that was cast; a copy of a fused spell was fused.
rule-702_84a--2017 = Cascade: exile cards from the top of the library until a nonland card with a lesser converted mana cost; it may be cast without paying its mana cost.
# The Strixhaven rules (CR of 22 April 2021): fuse 702.102 and aftermath 702.127 as
# today, "mana value", split cards still 708 and copying 706.10 until July 2021.
rule-708_1--2021-04 = A split card had two halves on one card.
rule-708_2--2021-04 = A split card was one card: counting, drawing or discarding it counted one.
rule-708_3--2021-04 = To cast a split card, the player chose a half before putting it on the stack.
rule-708_3a--2021-04 = Only the chosen half was checked to see whether it could be cast.
rule-708_3b--2021-04 = On the stack only the chosen half's characteristics existed.
rule-708_3c--2021-04 = A copy of a split card kept both halves; casting the copy chose a half again.
rule-708_4--2021-04 = In every zone but the stack, a split card's characteristics were its halves combined.
rule-708_4a--2021-04 = A split card had each half's name; naming it meant naming one of them, never both.
rule-708_4b--2021-04 = Its mana cost was the combined cost, its colors and mana value came from that; an effect looking at its symbols saw each half's.
rule-708_4c--2021-04 = It had every card type of either half and every ability of both text boxes.
rule-708_4d--2021-04 = A fused split spell on the stack also had the combined characteristics.
rule-706_10--2021-04 = A copy of a spell copied it and every choice made for it: the half that was cast; a copy of a fused spell was fused.
rule-608_2m--2021-04 = An instant or sorcery spell went to its owner's graveyard as it finished resolving.
# The Forgotten Realms rules (CR of 23 July 2021): today's numbers but these.
rule-608_2m--2021 = An instant or sorcery spell went to its owner's graveyard as it finished resolving.
