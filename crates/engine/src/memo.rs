//! A memo of answers about `&'static str`s (a message's id, a rule's number), remembered
//! by where the string is: [`AddressMemo`]. A `&'static str` is never freed, so its address
//! and length stand for its text for the whole run: two strings at one address with one
//! length are the same bytes. The engine's ids are literals, each asked about again and
//! again (every answer renders dozens of messages and cites dozens of rules, and the app
//! asks for every answer again on every click), so a slot per address replaces a search of
//! string comparisons. Its users: a message's template (`messages::message_index`), its
//! "converted mana cost" variant (`messages::cmc_variant`) and how an older era cites a
//! rule (`era_rules::then_cited`).
//!
//! Direct-mapped: a string whose slot another has taken is worked out again and takes it
//! back. Per thread (the engine is used from one thread; a test thread gets its own). A test
//! checks the memo against the work itself for copies, prefixes, tags and evicted slots.

use std::cell::Cell;

/// How many slots a memo has.
const SLOTS: usize = 256;

/// A slot: the string's address and length, the tag, the answer.
type Slot<V> = Cell<Option<(usize, usize, u8, V)>>;

/// One memo: `V` for each (string, `tag`) asked about, `tag` telling apart the questions
/// asked of one string (the rules era it is cited under).
pub(crate) struct AddressMemo<V: Copy + 'static> {
    /// Allocated when the memo is first used, not laid out in the program's data: an
    /// empty slot's bytes need not be zeros, and the wasm would carry every slot.
    slots: Box<[Slot<V>]>,
}

impl<V: Copy + 'static> AddressMemo<V> {
    pub(crate) fn new() -> Self {
        AddressMemo {
            slots: (0..SLOTS).map(|_| Cell::new(None)).collect(),
        }
    }

    /// `work_out()`, the first time `key` is asked about with this `tag` (and whenever its
    /// slot was taken since); the remembered answer after that.
    pub(crate) fn get(&self, key: &'static str, tag: u8, work_out: impl FnOnce() -> V) -> V {
        let address = key.as_ptr() as usize;
        let slot = &self.slots[(address ^ (address >> 8) ^ usize::from(tag)) % SLOTS];
        match slot.get() {
            Some((a, len, t, v)) if a == address && len == key.len() && t == tag => v,
            _ => {
                let v = work_out();
                slot.set(Some((address, key.len(), tag, v)));
                v
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The memo answers as the work would: for the same text at another address, for a
    /// shorter string at the same address, for another tag, and after a slot was taken.
    #[test]
    fn a_memo_answers_as_the_work_would_whatever_the_address() {
        let memo = AddressMemo::<usize>::new();
        let count = |s: &str, tag: u8| s.len() * 10 + usize::from(tag);
        let whole: &'static str = "abcdefgh";
        let copy: &'static str = Box::leak(String::from(whole).into_boxed_str());
        for _ in 0..2 {
            assert_eq!(memo.get(whole, 0, || count(whole, 0)), 80);
            assert_eq!(memo.get(&whole[..3], 0, || count(&whole[..3], 0)), 30);
            assert_eq!(memo.get(whole, 3, || count(whole, 3)), 83);
            assert_eq!(memo.get(copy, 0, || count(copy, 0)), 80);
        }
        // Many strings, more than the slots: each still gets its own answer.
        let many: Vec<&'static str> = (0..3 * SLOTS)
            .map(|i| &*Box::leak(format!("{i}").into_boxed_str()))
            .collect();
        for _ in 0..2 {
            for s in &many {
                assert_eq!(
                    memo.get(s, 1, || s.parse::<usize>().unwrap_or(0)),
                    s.parse().unwrap_or(0)
                );
            }
        }
    }
}
