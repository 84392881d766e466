//! The long fuzz run: random and mutated inputs through every parser a user reaches — mana
//! costs, type lines, card names, search queries, zone/mode/era words, the Scryfall importer —
//! checking that each returns (no panic) within a time bound. Prints figures; the test suite
//! runs short proptest versions of the same.
//!
//!     cargo run --release -p splitcard-engine --example fuzz -- 1000000

use std::time::{Duration, Instant};

use splitcard_engine::{
    catalogue, scryfall, search, Doors, Era, ManaCost, Mode, Origin, TypeLine, Zone,
};

/// xorshift64*: deterministic, dependency-free.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const PIECES: &[&str] = &[
    "{",
    "}",
    "/",
    "1",
    "2",
    "X",
    "W",
    "U",
    "B",
    "R",
    "G",
    "C",
    "S",
    "P",
    "{2/W}",
    "{W/P}",
    "{U/R}",
    " ",
    "—",
    "-",
    "//",
    "\"",
    ":",
    "<=",
    ">",
    "=",
    "is:",
    "mv",
    "c:",
    "t:",
    "o:",
    "-",
    "Instant",
    "Sorcery",
    "Enchantment",
    "Room",
    "Legendary",
    "fire",
    "ice",
    "é",
    "\u{0}",
    "\\",
    "[",
    "]",
    ",",
    "null",
    "true",
    "card_faces",
    "name",
    "mana_cost",
    "type_line",
    "9999999999",
];

fn random_text(rng: &mut Rng) -> String {
    let n = rng.below(24);
    let mut s = String::new();
    for _ in 0..n {
        if rng.below(4) == 0 {
            s.push(char::from_u32(rng.below(0x3000) as u32).unwrap_or('?'));
        } else {
            s.push_str(PIECES[rng.below(PIECES.len())]);
        }
    }
    s
}

fn mutate(rng: &mut Rng, text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<char> = chars.clone();
    for _ in 0..=rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(3) {
            0 if at < out.len() => {
                out.remove(at);
            }
            1 => {
                let piece = PIECES[rng.below(PIECES.len())];
                for (k, c) in piece.chars().enumerate() {
                    out.insert((at + k).min(out.len()), c);
                }
            }
            _ => {
                let end = (at + rng.below(40)).min(out.len());
                let dup: Vec<char> = out[at.min(end)..end].to_vec();
                for (k, c) in dup.into_iter().enumerate() {
                    out.insert((end + k).min(out.len()), c);
                }
            }
        }
    }
    out.into_iter().collect()
}

fn main() {
    let cases: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(1_000_000);
    let mut rng = Rng(0x5EED_CAFE_F00D_1234);
    let exports: Vec<String> = catalogue::all()
        .iter()
        .copied()
        .map(scryfall::export)
        .collect();
    let mut slowest = [Duration::ZERO; 4];
    let names = [
        "mana cost / type line",
        "names / words",
        "search query",
        "Scryfall import",
    ];
    let start = Instant::now();
    for i in 0..cases {
        let text = random_text(&mut rng);
        let t = Instant::now();
        let _ = ManaCost::parse(&text);
        let _ = TypeLine::parse(&text);
        slowest[0] = slowest[0].max(t.elapsed());

        let t = Instant::now();
        if i % 8 == 0 {
            // A miss computes suggestions over every name: the costliest word parser.
            let _ = catalogue::find(&text);
        }
        let _ = Zone::parse(&text);
        let _ = Origin::parse(&text);
        let _ = Doors::parse(&text);
        let _ = Era::parse(&text);
        let card = &catalogue::all()[rng.below(catalogue::all().len())];
        let _ = Mode::parse(card, &text);
        slowest[1] = slowest[1].max(t.elapsed());

        if i % 16 == 0 {
            let t = Instant::now();
            let _ = search::search(&text);
            slowest[2] = slowest[2].max(t.elapsed());
        }

        let t = Instant::now();
        let doc = if i % 4 == 0 {
            let pick = rng.below(exports.len());
            mutate(&mut rng, &exports[pick])
        } else {
            text
        };
        let _ = scryfall::import(&doc);
        slowest[3] = slowest[3].max(t.elapsed());
    }
    let elapsed = start.elapsed();
    println!("fuzz cases:        {cases} (no panic)");
    println!("total time:        {:.1} s", elapsed.as_secs_f64());
    for (name, worst) in names.iter().zip(slowest) {
        println!("slowest {name:<22} {:.3} ms", worst.as_secs_f64() * 1e3);
    }
    // Bounded inputs: the importer refuses documents over 5 MB and deeper than 32 levels.
    let t = Instant::now();
    let _ = scryfall::import(&"[".repeat(5 * 1024 * 1024));
    let _ = scryfall::import(&format!("[{}1]", "1,".repeat(2_600_000)));
    println!(
        "5 MB hostile documents refused in {:.1} ms",
        t.elapsed().as_secs_f64() * 1e3
    );
}
