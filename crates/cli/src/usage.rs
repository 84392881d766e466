//! The text of `splitcard --help` (and of `splitcard`, `help`, or `-h` after any command).

pub const USAGE: &str = "\
splitcard — what is this split card right now?

USAGE:
  splitcard list [--kind split|fuse|aftermath|room|other]
  splitcard search QUERY [--lang L]
  splitcard inspect <CARD | --file F [CARD]> [--zone Z] [--mode M] [--from Z] [--unlocked left|right|both|none]
                           [--x N] [--era E] [--lang L]
  splitcard matrix <CARD | --file F [CARD]> [--table] [--era E] [--lang L]
  splitcard probe <CARD | --file F [CARD]> --effect SLUG [--zone Z] [--mode M] [--from Z] [--name N]
                         [--number N] [--unlocked left|right|both|none] [--x N] [--era E] [--lang L]
  splitcard probe --list [--lang L]
  splitcard rulings CARD [--lang L]
  splitcard rulings --summary

QUERY  name words and terms, all of which must hold: is:split|fuse|aftermath|room|other,
       mv<=4 (also <, =, >=, >, !=), c:ur (at least these colors), c=ur (exactly), c:c
       (colorless), c:m (multicolored), t:instant, o:\"draw a card\"; - negates a term
CARD   full name (\"Fire // Ice\"), a face name (\"Ice\") or the slug (fire-ice), any case
rulings  a catalogue card's official rulings (date, text, source), each with the view that
       shows it (`shown_by`: the options of `inspect`, or of `probe` when it names an
       effect) or one word for what the engine can't show (`not_expressible`);
       --summary: how many rulings there are, linked, tested and not expressible
--file a Scryfall card object, array or list (JSON): inspect a custom card
Z      library (default), hand, stack, battlefield, graveyard, exile, outside
M      left, right, fused (fuse cards), aftermath, or a face name (only face names name the parts of
       a card with more than two: Who, What, When, Where, Why); probe: only for effects that
       use a cast half (a spell, flashback, a Room's door); any other says why it doesn't apply
--from where the spell on the stack (or a Room's door on the battlefield) was cast from:
       hand, library, graveyard, exile, opponent-hand (or \"opponent's hand\"),
       opponent-graveyard; default hand (graveyard for aftermath). Off those zones a cast is
       asked from the card's own --zone (\"may it be cast from here?\"), and a --from naming
       another zone is an error (probe: the card is in the effect's zone without --zone)
--unlocked  the doors of a Room on the battlefield that are unlocked (default: the door cast
       with --mode, else none); the answer's `unlock` lists each locked door: its cost,
       paid as a special action any time you could cast a sorcery (709.5e, 116.2m), or
       none (only an effect unlocks it, 709.5f), and what unlocking it triggers (709.5h,
       709.5i); `fully_unlocked` says when none is left. probe: for effects that read the
       doors (feed-the-swarm, pithing-needle; red-elemental-blast and pyroblast asked with
       --zone battlefield)
--x    the value of X announced for a spell on the stack whose cast half has {X} (inspect with
       --zone stack; probe: effects that look at the spell, such as Chalice of the Void);
       without it X is 0
--name, --number  probe: the card name or number an effect chooses (probe --list says which
       effect needs one: needs_name, needs_number); refused for any other effect
E      current (default), 2021, 2021-04, 2017, 2013, 2009, 2006, 2000, or a date (2015-06-01)
--lang the language of explanations, of errors (an unknown card, a bad value or query, a
       --file's import errors, a --from without --mode, a --name or --number the effect
       doesn't choose), of matrix --table and of the effects' texts in probe --list:
       en (default), fr, de (rule numbers, slugs and card names are the same)
";
