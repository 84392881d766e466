//! Criterion benchmarks of the engine's three hot paths, natively (figures, not assertions):
//!
//!     cargo bench -p splitcard-engine --bench engine
//!
//! - `characteristics`: one card in one situation (the app's default deep link, Fire on the
//!   stack; the combined card in the library), and every zone × mode of a card (what the
//!   app asks for a view's matrix without the cast reports);
//! - `matrix`: the full matrix (every zone × mode, with each cast's verdict, spell, total
//!   cost and destination) of the largest card, Who // What // When // Where // Why, and of
//!   every card in the catalogue;
//! - `search`: representative picker queries over the whole catalogue.
//!
//! `scripts/bench.sh` runs this and prints the figures beside their targets; the wasm /
//! native ratio comes from `examples/bench.rs`, which also builds for wasm32-wasip1.
//! Criterion is a native-only dev-dependency, without its plots and rayon, so it adds little
//! to a cold build.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use splitcard_engine::{
    catalogue, characteristics, matrix, search::search, Card, Cast, Era, Mode, Situation, Zone,
};

fn card(name: &str) -> &'static Card {
    catalogue::find(name).expect("a catalogue card")
}

/// Every situation the app can show for a card under today's rules: each zone off the
/// stack, and on the stack each mode from its usual origin.
fn every_situation(card: &Card) -> Vec<Situation> {
    Zone::ALL
        .into_iter()
        .filter(|&z| z != Zone::Stack)
        .map(Situation::in_zone)
        .chain(
            Mode::all_for(card)
                .into_iter()
                .map(|m| Situation::on_stack(Cast::new(card, m))),
        )
        .collect()
}

fn bench_characteristics(c: &mut Criterion) {
    let fire_ice = card("Fire // Ice");
    let five = card("Who // What // When // Where // Why");
    let mut g = c.benchmark_group("characteristics");
    let fire = Situation::on_stack(Cast::new(fire_ice, Mode::Face(0)));
    g.bench_function("fire-ice, Fire on the stack", |b| {
        b.iter(|| characteristics(black_box(fire_ice), black_box(&fire)))
    });
    let library = Situation::in_zone(Zone::Library);
    g.bench_function("fire-ice, library", |b| {
        b.iter(|| characteristics(black_box(fire_ice), black_box(&library)))
    });
    for (label, card) in [("fire-ice", fire_ice), ("who-what-when-where-why", five)] {
        let all = every_situation(card);
        g.bench_with_input(
            BenchmarkId::new("every zone × mode", label),
            &all,
            |b, all| {
                b.iter(|| {
                    for s in all {
                        let _ = black_box(characteristics(black_box(card), s));
                    }
                })
            },
        );
    }
    g.finish();
}

fn bench_matrix(c: &mut Criterion) {
    let five = card("Who // What // When // Where // Why");
    let mut g = c.benchmark_group("matrix");
    g.bench_function("who-what-when-where-why", |b| {
        b.iter(|| matrix(black_box(five), Era::Current))
    });
    let cards = catalogue::all();
    g.bench_function(format!("every card ({})", cards.len()), |b| {
        b.iter(|| {
            for card in cards {
                black_box(matrix(black_box(card), Era::Current));
            }
        })
    });
    g.finish();
}

fn bench_search(c: &mut Criterion) {
    let mut g = c.benchmark_group("search");
    for query in [
        "fire",
        "is:fuse",
        "mv<=4 c:ur",
        "o:\"draw a card\"",
        "t:instant -is:aftermath",
    ] {
        g.bench_with_input(BenchmarkId::from_parameter(query), query, |b, q| {
            b.iter(|| search(black_box(q)).map(|v| v.len()))
        });
    }
    g.finish();
}

criterion_group!(benches, bench_characteristics, bench_matrix, bench_search);
criterion_main!(benches);
