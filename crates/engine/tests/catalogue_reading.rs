//! The catalogue is read a card at a time (`catalogue.rs`): one test in a process of its
//! own, so that no other test has read a card before it looks.

use splitcard_engine::catalogue;

/// A link's card, found by its slug or its whole name, is read alone; each card is read
/// once, so it keeps one address however it is found — before the whole catalogue is read
/// and after.
#[test]
fn a_card_found_by_its_slug_or_name_is_read_alone_and_keeps_one_address() {
    assert_eq!(catalogue::cards_read(), 0);
    let fire = catalogue::by_slug("fire-ice").expect("Fire // Ice");
    assert_eq!(fire.name, "Fire // Ice");
    assert_eq!(catalogue::cards_read(), 1);
    for query in ["Fire // Ice", "fire // ice", "fire-ice", " Fire // Ice "] {
        let found = catalogue::find(query).expect(query);
        assert!(std::ptr::eq(found, fire), "{query}");
    }
    let destined = catalogue::find("Destined // Lead").expect("Destined // Lead");
    assert_eq!(catalogue::cards_read(), 2);
    assert!(catalogue::by_slug("no-such-card").is_none());
    assert_eq!(catalogue::cards_read(), 2);

    // A face name needs every card's faces: the whole catalogue is read, and the cards
    // read before are the ones it holds.
    let ice = catalogue::find("Ice").expect("Ice");
    assert!(std::ptr::eq(ice, fire));
    let all = catalogue::all();
    assert_eq!(catalogue::cards_read(), all.len());
    assert!(all.iter().any(|c| std::ptr::eq(*c, fire)));
    assert!(all.iter().any(|c| std::ptr::eq(*c, destined)));
    for &card in all {
        let by_slug = catalogue::by_slug(&card.slug).expect("every card by its slug");
        assert!(std::ptr::eq(by_slug, card), "{}", card.name);
    }
}
