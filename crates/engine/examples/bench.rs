//! Prints how long the engine takes to compute every card's full matrix (all zones × all
//! modes, with each legal spell's characteristics). Figures, not assertions. It also builds
//! for wasm32-wasip1 (run by `scripts/run-wasi.mjs`), which gives the wasm / native ratio:
//!
//!     cargo run --release -p splitcard-engine --example bench

use std::hint::black_box;
use std::time::Instant;

use splitcard_engine::{catalogue, matrix, search::search, view_matrix, Choices, Era};

fn main() {
    let cards = catalogue::all();
    // Warm up, then time several rounds and keep the median.
    for card in cards {
        black_box(matrix(card, Era::Current));
    }
    let mut rounds = Vec::new();
    for _ in 0..21 {
        let start = Instant::now();
        for card in cards {
            black_box(matrix(black_box(card), Era::Current));
        }
        rounds.push(start.elapsed());
    }
    rounds.sort();
    let median = rounds[rounds.len() / 2];
    let per_card = median / cards.len() as u32;
    let cells: usize = cards
        .iter()
        .map(|c| {
            matrix(c, Era::Current)
                .rows
                .iter()
                .map(|r| r.casts.len() + 1)
                .sum::<usize>()
        })
        .sum();
    println!("cards in the catalogue:               {}", cards.len());
    println!("matrix cells (zone rows + casts):     {cells}");
    println!(
        "full matrix of every card, median:    {:.3} ms",
        median.as_secs_f64() * 1e3
    );
    println!(
        "per card:                             {:.1} µs (target: well under 1 ms)",
        per_card.as_secs_f64() * 1e6
    );

    // The app's matrix: every cell as its view is answered (`view_matrix`), for the largest
    // card with X chosen, against the CLI's `matrix`.
    if let Ok(five) = catalogue::find("who-what-when-where-why") {
        let choices = Choices {
            x: Some(3),
            ..Choices::default()
        };
        let time = |f: &dyn Fn()| {
            let mut t: Vec<_> = (0..51)
                .map(|_| {
                    let start = Instant::now();
                    f();
                    start.elapsed()
                })
                .collect();
            t.sort();
            t[t.len() / 2]
        };
        let app = time(&|| {
            black_box(view_matrix(black_box(five), Era::Current, choices));
        });
        let cli = time(&|| {
            black_box(matrix(black_box(five), Era::Current));
        });
        println!(
            "view_matrix, Who // What // When // Where // Why, X = 3: {:.1} µs (matrix: {:.1} µs; the app's table ≤ 8 ms)",
            app.as_secs_f64() * 1e6,
            cli.as_secs_f64() * 1e6
        );
    }

    let queries = [
        "fire",
        "is:fuse",
        "mv<=4 c:ur",
        "t:instant -is:aftermath",
        "o:\"draw a card\"",
    ];
    let mut times = Vec::new();
    for _ in 0..21 {
        let start = Instant::now();
        for q in queries {
            black_box(search(black_box(q)).map(|v| v.len()).unwrap_or(0));
        }
        times.push(start.elapsed() / queries.len() as u32);
    }
    times.sort();
    println!(
        "catalogue search, median per query:   {:.1} µs",
        times[times.len() / 2].as_secs_f64() * 1e6
    );
}
