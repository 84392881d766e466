//! The typed form's card: the Scryfall JSON the form describes ([`form_json`]), given to
//! the one importer like a paste ([`form_card`], checked against the layout chosen), and
//! an error put on the field it is about ([`field_of`] maps the importer's JSON path back
//! to its field). The form's own errors ([`FormError`]) are typed and said with the Fluent
//! messages, in the form's face numbers, never a JSON path. Pure (no DOM): tested natively;
//! the form itself is `components::custom::form`.

use serde::Serialize;
use splitcard_engine::json;
use splitcard_engine::messages::{quote_in, Arg, Msg};
use splitcard_engine::scryfall::{self, ImportError};
use splitcard_engine::Card;

use crate::i18n::{t, tr, Lang};

/// The layouts the form offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormLayout {
    Split,
    Fuse,
    Aftermath,
    Room,
    Multi,
}

impl FormLayout {
    pub const ALL: [FormLayout; 5] = [
        FormLayout::Split,
        FormLayout::Fuse,
        FormLayout::Aftermath,
        FormLayout::Room,
        FormLayout::Multi,
    ];

    pub fn slug(self) -> &'static str {
        match self {
            FormLayout::Split => "split",
            FormLayout::Fuse => "fuse",
            FormLayout::Aftermath => "aftermath",
            FormLayout::Room => "room",
            FormLayout::Multi => "other",
        }
    }

    pub fn parse(s: &str) -> Option<FormLayout> {
        FormLayout::ALL.into_iter().find(|l| l.slug() == s)
    }

    /// The type lines a new face of this layout starts with.
    pub fn default_type(self, face: usize) -> &'static str {
        match (self, face) {
            (FormLayout::Room, _) => "Enchantment — Room",
            (FormLayout::Aftermath, 1) => "Sorcery",
            _ => "Instant",
        }
    }

    /// The fewest faces this layout has.
    pub fn min_faces(self) -> usize {
        if self == FormLayout::Multi {
            3
        } else {
            2
        }
    }

    /// The most faces this layout has.
    pub fn max_faces(self) -> usize {
        match self {
            FormLayout::Multi => 8,
            _ => 2,
        }
    }
}

/// One face as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormFace {
    pub name: String,
    pub mana_cost: String,
    pub type_line: String,
    pub oracle_text: String,
}

/// Which form field an error belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormField {
    Layout,
    Faces,
    /// Face index and Scryfall key (`name`, `mana_cost`, `type_line`, `oracle_text`).
    Face(usize, &'static str),
}

/// The card object the form describes: what the importer is given.
#[derive(Serialize)]
struct FormCard<'a> {
    object: &'static str,
    name: String,
    layout: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    keywords: Option<[&'static str; 1]>,
    set: &'static str,
    card_faces: Vec<FormCardFace<'a>>,
}

#[derive(Serialize)]
struct FormCardFace<'a> {
    object: &'static str,
    name: &'a str,
    mana_cost: &'a str,
    type_line: &'a str,
    oracle_text: &'a str,
}

/// The Scryfall card object the form describes (what the importer is given).
pub fn form_json(layout: FormLayout, faces: &[FormFace]) -> String {
    let names: Vec<&str> = faces.iter().map(|f| f.name.trim()).collect();
    json::to_string_pretty(&FormCard {
        object: "card",
        name: names.join(" // "),
        layout: if layout == FormLayout::Aftermath {
            "aftermath"
        } else {
            "split"
        },
        keywords: (layout == FormLayout::Fuse).then_some(["Fuse"]),
        set: "custom",
        card_faces: faces
            .iter()
            .map(|f| FormCardFace {
                object: "card_face",
                name: f.name.trim(),
                mana_cost: f.mana_cost.trim(),
                type_line: f.type_line.trim(),
                oracle_text: f.oracle_text.trim(),
            })
            .collect(),
    })
}

/// The face a JSON path of the importer's is about (`$.card_faces[1]…`: 1, from 0), and
/// the rest of the path.
fn face_path(path: &str) -> Option<(usize, &str)> {
    let (index, tail) = path.strip_prefix("$.card_faces[")?.split_once(']')?;
    Some((index.parse().ok()?, tail))
}

/// The form field an importer error points at (`$.card_faces[1].mana_cost` → face 1's cost).
pub fn field_of(error: &ImportError) -> FormField {
    let path = error.path.as_str();
    if let Some((i, tail)) = face_path(path) {
        let key = match tail.trim_start_matches('.') {
            "name" => "name",
            "mana_cost" => "mana_cost",
            "type_line" => "type_line",
            "oracle_text" => "oracle_text",
            _ => return FormField::Faces,
        };
        return FormField::Face(i, key);
    }
    if path.starts_with("$.card_faces") {
        FormField::Faces
    } else if path == "$.name" {
        FormField::Face(0, "name")
    } else {
        FormField::Layout
    }
}

/// What is wrong with the typed card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// The importer's verdict: what is wrong and what was expected (engine messages).
    Import { problem: Msg, expected: Msg },
    /// Too few or too many faces for the layout.
    FaceCount { faces: usize, layout: FormLayout },
    /// A face without a name.
    NoName,
    /// A face named like an earlier one (`other`, counted from 0): the importer's
    /// `ip-face-name-twice`, said with the form's face numbers, not a JSON path.
    NameTaken {
        name: String,
        other: usize,
        expected: Msg,
    },
    /// The faces make another layout than the one chosen.
    OtherLayout {
        made: FormLayout,
        chosen: FormLayout,
    },
}

/// A form error: the field it is about, and what is wrong (rendered in the page's language
/// by [`FormError::texts`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormError {
    pub field: FormField,
    pub problem: FormProblem,
}

impl FormError {
    /// What is wrong and what was expected, in `lang`.
    pub fn texts(&self, lang: Lang) -> (String, String) {
        let layout = |l: &FormLayout| t(lang, &format!("layout-{}", l.slug()));
        match &self.problem {
            FormProblem::Import { problem, expected } => {
                (problem.render(lang), expected.render(lang))
            }
            FormProblem::FaceCount { faces, layout: l } => (
                tr(lang, "form-faces", &[("count", &faces.to_string())]),
                if l.min_faces() == l.max_faces() {
                    tr(
                        lang,
                        "form-faces-for-layout",
                        &[("count", &l.min_faces().to_string())],
                    )
                } else {
                    tr(
                        lang,
                        "form-faces-range-for-layout",
                        &[
                            ("min", &l.min_faces().to_string()),
                            ("max", &l.max_faces().to_string()),
                        ],
                    )
                },
            ),
            FormProblem::NoName => (t(lang, "form-no-name"), t(lang, "form-name-expected")),
            FormProblem::NameTaken {
                name,
                other,
                expected,
            } => (
                tr(
                    lang,
                    "form-name-taken",
                    &[
                        ("name", &quote_in(name, lang)),
                        ("n", &(other + 1).to_string()),
                    ],
                ),
                expected.render(lang),
            ),
            FormProblem::OtherLayout { made, chosen } => (
                tr(lang, "form-other-layout", &[("made", &layout(made))]),
                if *chosen == FormLayout::Room {
                    t(lang, "form-room-type-lines")
                } else {
                    tr(
                        lang,
                        "form-layout-faces",
                        &[("chosen", &layout(chosen)), ("made", &layout(made))],
                    )
                },
            ),
        }
    }
}

/// The form's card, through the one importer, checked against the chosen layout.
pub fn form_card(layout: FormLayout, faces: &[FormFace]) -> Result<Card, FormError> {
    if faces.len() < layout.min_faces() || faces.len() > layout.max_faces() {
        return Err(FormError {
            field: FormField::Faces,
            problem: FormProblem::FaceCount {
                faces: faces.len(),
                layout,
            },
        });
    }
    // The importer reads the faces in order, each field in order (name, cost, type line):
    // its first error is the form's first, in field order. A missing name is said the
    // form's way.
    let mut cards = scryfall::import(&form_json(layout, faces)).map_err(|e| {
        let field = field_of(&e);
        let problem = match &field {
            FormField::Face(i, "name")
                if faces.get(*i).is_some_and(|f| f.name.trim().is_empty()) =>
            {
                FormProblem::NoName
            }
            FormField::Face(i, "name") if e.problem.id == "ip-face-name-twice" => {
                let other = e
                    .problem
                    .args
                    .as_slice()
                    .iter()
                    .find_map(|(key, arg)| match arg {
                        Arg::Text(path) if *key == "other" => face_path(path).map(|(i, _)| i),
                        _ => None,
                    });
                match (faces.get(*i), other) {
                    (Some(face), Some(other)) => FormProblem::NameTaken {
                        name: face.name.trim().to_string(),
                        other,
                        expected: e.expected,
                    },
                    _ => FormProblem::Import {
                        problem: e.problem,
                        expected: e.expected,
                    },
                }
            }
            _ => FormProblem::Import {
                problem: e.problem,
                expected: e.expected,
            },
        };
        FormError { field, problem }
    })?;
    let card = cards.remove(0);
    let got = card.kind.slug();
    if got != layout.slug() {
        let field = match layout {
            FormLayout::Room => FormField::Face(0, "type_line"),
            _ => FormField::Layout,
        };
        return Err(FormError {
            field,
            problem: FormProblem::OtherLayout {
                made: FormLayout::parse(got).unwrap_or(FormLayout::Multi),
                chosen: layout,
            },
        });
    }
    Ok(card)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn face(name: &str, cost: &str, ty: &str, text: &str) -> FormFace {
        FormFace {
            name: name.into(),
            mana_cost: cost.into(),
            type_line: ty.into(),
            oracle_text: text.into(),
        }
    }

    #[test]
    fn the_form_builds_each_layout_through_the_importer() {
        let two = |ty: &str| {
            vec![
                face("Knock", "{1}{R}", ty, "Knock text."),
                face("Talk", "{2}{U}", ty, "Talk text."),
            ]
        };
        let room = form_card(FormLayout::Room, &two("Enchantment — Room")).unwrap();
        assert!(room.is_room());
        assert_eq!(room.slug, "knock-talk");
        let aftermath = form_card(FormLayout::Aftermath, &two("Sorcery")).unwrap();
        assert_eq!(aftermath.aftermath_face(), Some(1));
        assert!(form_card(FormLayout::Fuse, &two("Instant"))
            .unwrap()
            .has_fuse());
        assert_eq!(
            form_card(FormLayout::Split, &two("Instant"))
                .unwrap()
                .kind
                .slug(),
            "split"
        );
        let mut three = two("Instant");
        three.push(face("Walk", "{G}", "Instant", ""));
        assert_eq!(form_card(FormLayout::Multi, &three).unwrap().faces.len(), 3);
        // A Room whose doors aren't Rooms: the error is on the first type line.
        let e = form_card(FormLayout::Room, &two("Instant")).unwrap_err();
        assert_eq!(e.field, FormField::Face(0, "type_line"));
        assert_eq!(
            e.texts(Lang::En),
            (
                "these faces make a card of the layout \"Split\"".to_string(),
                "each door with the type line \"Enchantment — Room\"".to_string()
            )
        );
        assert_eq!(
            e.texts(Lang::Fr).1,
            "chaque porte avec la ligne de type «\u{a0}Enchantment — Room\u{a0}»"
        );
        // Errors land on the right field.
        let mut bad = two("Instant");
        bad[1].mana_cost = "{Q}".into();
        let e = form_card(FormLayout::Split, &bad).unwrap_err();
        assert_eq!(e.field, FormField::Face(1, "mana_cost"));
        // The importer's words, in the page's language.
        let (problem, expected) = e.texts(Lang::De);
        assert_eq!(problem, "unbekanntes Manasymbol {Q}");
        assert_eq!(
            expected,
            "eine Zahl, X, Y, Z, W, U, B, R, G, C, S, ein Hybridsymbol wie {W/U} oder {2/W} \
             oder ein phyrexanisches Symbol wie {W/P}"
        );
        // Errors in field order: face 1's cost before face 2's missing name; "expected"
        // said once, quotes in the language's own.
        let mut two_bad = two("Instant");
        two_bad[0].mana_cost = "1R".into();
        two_bad[1].name.clear();
        let e = form_card(FormLayout::Split, &two_bad).unwrap_err();
        assert_eq!(e.field, FormField::Face(0, "mana_cost"));
        assert_eq!(
            e.texts(Lang::En),
            (
                "\"1\" is outside braces".to_string(),
                "a cost like {1}{R} or {X}{U}{U}".to_string()
            )
        );
        assert_eq!(
            e.texts(Lang::Fr).0,
            "«\u{a0}1\u{a0}» est hors des accolades"
        );
        assert_eq!(
            e.texts(Lang::De).0,
            "„1“ steht außerhalb geschweifter Klammern"
        );
        two_bad[0].mana_cost = "{1}{R}".into();
        let e = form_card(FormLayout::Split, &two_bad).unwrap_err();
        assert_eq!(
            (e.field, e.problem),
            (FormField::Face(1, "name"), FormProblem::NoName)
        );
        bad[1].mana_cost.clear();
        bad[0].name.clear();
        let e = form_card(FormLayout::Split, &bad).unwrap_err();
        assert_eq!(e.field, FormField::Face(0, "name"));
        assert_eq!(e.texts(Lang::Fr).0, "aucun nom");
        // Two faces of one name: refused by the importer, on the second face's name.
        let mut same = two("Instant");
        same[1].name = same[0].name.clone();
        let e = form_card(FormLayout::Split, &same).unwrap_err();
        assert_eq!(e.field, FormField::Face(1, "name"));
        // Said with the form's face numbers, never the importer's JSON path.
        assert_eq!(
            e.texts(Lang::En).0,
            "\"Knock\" is already the name of face 1"
        );
        assert_eq!(
            e.texts(Lang::Fr).0,
            "«\u{a0}Knock\u{a0}» est déjà le nom de la face 1"
        );
        assert_eq!(
            e.texts(Lang::De).0,
            "„Knock“ ist schon der Name von Seite 1"
        );
        // Alike in another case, in a third face: the first face it matches.
        let mut three = two("Instant");
        three.push(face("TALK", "{G}", "Instant", ""));
        let e = form_card(FormLayout::Multi, &three).unwrap_err();
        assert_eq!(e.field, FormField::Face(2, "name"));
        assert_eq!(
            e.texts(Lang::En).0,
            "\"TALK\" is already the name of face 2"
        );
        for lang in [Lang::En, Lang::Fr, Lang::De] {
            assert!(!e.texts(lang).0.contains('$'), "{:?}", e.texts(lang));
        }
        let e = form_card(FormLayout::Multi, &two("Instant")).unwrap_err();
        assert_eq!(e.field, FormField::Faces);
        assert_eq!(
            e.texts(Lang::De),
            (
                "2 Seiten".to_string(),
                "3 bis 8 Seiten für diesen Aufbau".to_string()
            )
        );
        // Every form error reads in each language, none left in English.
        let errors = [
            FormProblem::FaceCount {
                faces: 2,
                layout: FormLayout::Multi,
            },
            FormProblem::FaceCount {
                faces: 3,
                layout: FormLayout::Split,
            },
            FormProblem::NoName,
            FormProblem::OtherLayout {
                made: FormLayout::Fuse,
                chosen: FormLayout::Split,
            },
            FormProblem::OtherLayout {
                made: FormLayout::Split,
                chosen: FormLayout::Room,
            },
        ];
        for problem in errors {
            let e = FormError {
                field: FormField::Faces,
                problem,
            };
            let en = e.texts(Lang::En);
            for lang in [Lang::Fr, Lang::De] {
                let (p, x) = e.texts(lang);
                assert_ne!(x, en.1, "{e:?} {lang:?}");
                assert!(!p.contains('{') && !x.contains('{'), "{p} / {x}");
            }
        }
    }
}
